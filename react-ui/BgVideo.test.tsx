import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaKind } from '../engine/index.ts';
import { BgVideo } from './BgVideo.tsx';

const resolveUrl = (src: string) => new URL(src, 'https://example.test/fixtures/test/').href;
const OPTIONS = { start: -1, end: -1, rewind: false, mute: true, volume: 1, controls: 'none', autoPlay: 'true', pauseTimer: false, nextSlide: false, stopAllMedia: false, cover: true, ratio: 1.7778, inline: true, args: '' } as const;
const poster = (src: string | null) => ({ src, showOnPause: false, noOnMobile: false, insteadVideo: false });
const html = (video: { kind: MediaKind; src: string; poster: string | null; loop: boolean } | null) =>
  renderToStaticMarkup(<BgVideo slideKey="s1" background={{ video: video && { ...OPTIONS, ...video, poster: poster(video.poster) } }} resolveUrl={resolveUrl} />);

describe('BgVideo', () => {
  it('renders an html5 background as a muted, inline, preloaded, cover <video> with its poster', () => {
    const out = html({ kind: 'html5', src: 'media/clip.webm', poster: 'media/clip-poster.png', loop: true });
    expect(out).toMatch(/^<video /);
    expect(out).toContain('data-strata-bg-video="s1"');
    expect(out).toContain('src="https://example.test/fixtures/test/media/clip.webm"');
    expect(out).toContain('poster="https://example.test/fixtures/test/media/clip-poster.png"');
    expect(out).toMatch(/ muted=""/);
    expect(out).toMatch(/ playsInline=""/i);
    expect(out).toContain('preload="auto"');
    expect(out).toMatch(/ loop=""/);
    expect(out).toContain('crossorigin="anonymous"');
    expect(out).toContain('object-fit:cover');
  });

  it('leaves loop and poster out when the options say so', () => {
    const out = html({ kind: 'html5', src: 'a.webm', poster: null, loop: false });
    expect(out).not.toMatch(/ loop=/);
    expect(out).not.toContain('poster=');
  });

  it('renders a YouTube or Vimeo background as a container for the iframe player, and nothing without a video', () => {
    expect(html({ kind: 'vimeo', src: '123', poster: null, loop: true })).toMatch(/^<div data-strata-bg-video="s1" data-kind="vimeo"/);
    expect(html(null)).toBe('');
  });
});
