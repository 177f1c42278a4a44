import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaKind } from '../engine/index.ts';
import { BgVideo, preloadFor } from './BgVideo.tsx';

const resolveUrl = (src: string) => new URL(src, 'https://example.test/fixtures/test/').href;
const OPTIONS = { start: -1, end: -1, rewind: false, mute: true, volume: 1, speed: 1, controls: 'none', autoPlay: 'true', pauseTimer: false, nextSlide: false, stopAllMedia: false, cover: true, ratio: 1.7778, inline: true, args: '' } as const;
const poster = (src: string | null) => ({ src, showOnPause: false, noOnMobile: false, insteadVideo: false });
const html = (video: { kind: MediaKind; src: string; poster: string | null; loop: boolean } | null, first = true) =>
  renderToStaticMarkup(<BgVideo slideKey="s1" first={first} background={{ video: video && { ...OPTIONS, ...video, poster: poster(video.poster) } }} resolveUrl={resolveUrl} />);

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

  it('without a slider (the server pass) only the slide shown first downloads its video', () => {
    expect(html({ kind: 'html5', src: 'a.webm', poster: null, loop: true }, false)).toContain('preload="none"');
  });

  it('downloads with its slide shown, next or previous (wrapping) once the first slide has entered, or on every slide when it is not in the order', () => {
    const slides = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key }));
    const at = (index: number) => slides.map(({ key }) => preloadFor({ slides, index }, key));
    expect(at(0)).toEqual(['auto', 'auto', 'none', 'none', 'auto']);
    expect(at(2)).toEqual(['none', 'auto', 'auto', 'auto', 'none']);
    expect(preloadFor({ slides, index: 2 }, 'global')).toBe('auto');
    // A change heading to slide d (three ahead of seven) downloads it and its neighbours at once.
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => ({ key }));
    expect(seven.map(({ key }) => preloadFor({ slides: seven, index: 0, nextIndex: 3 }, key))).toEqual(['auto', 'auto', 'auto', 'auto', 'auto', 'none', 'auto']);
    expect(seven.map(({ key }) => preloadFor({ slides: seven, index: 0, nextIndex: null }, key))).toEqual(['auto', 'auto', 'none', 'none', 'none', 'none', 'auto']);
    // Until the first slide has entered, only the slide shown.
    expect(slides.map(({ key }) => preloadFor({ slides, index: 0 }, key, false))).toEqual(['auto', 'none', 'none', 'none', 'none']);
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
