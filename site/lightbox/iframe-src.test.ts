import { describe, expect, it } from 'vitest';
import { embedSource } from './iframe-src.ts';

const PAGE = 'https://strata.test/hizmetler/';

describe('embedSource: Magnific iframe patterns', () => {
  it('maps YouTube page URLs to the embed player with autoplay', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1';
    expect(embedSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ', PAGE)).toEqual({ ok: true, provider: 'youtube', src: embed });
    // Unlike Magnific's substring search, the rest of the query does not leak into the id.
    expect(embedSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', PAGE)).toMatchObject({ src: embed });
    expect(embedSource('https://youtu.be/dQw4w9WgXcQ', PAGE)).toMatchObject({ src: embed });
    expect(embedSource('https://www.youtube.com/embed/dQw4w9WgXcQ', PAGE)).toMatchObject({ src: embed });
    expect(embedSource('https://m.youtube.com/shorts/dQw4w9WgXcQ', PAGE)).toMatchObject({ src: embed });
  });

  it('maps Vimeo URLs to the player with autoplay', () => {
    const embed = 'https://player.vimeo.com/video/76979871?autoplay=1';
    expect(embedSource('https://vimeo.com/76979871', PAGE)).toEqual({ ok: true, provider: 'vimeo', src: embed });
    expect(embedSource('https://vimeo.com/channels/staffpicks/76979871', PAGE)).toMatchObject({ src: embed });
    expect(embedSource('https://player.vimeo.com/video/76979871', PAGE)).toMatchObject({ src: embed });
  });

  it('shows pages of this site as they are, resolved against the page', () => {
    expect(embedSource('/fixtures/site/tanitim.html', PAGE)).toEqual({ ok: true, provider: 'same-origin', src: 'https://strata.test/fixtures/site/tanitim.html' });
    expect(embedSource('harita.html?x=1', PAGE)).toMatchObject({ src: 'https://strata.test/hizmetler/harita.html?x=1' });
  });

  it('refuses script URLs, other sites and malformed ids, saying why', () => {
    expect(embedSource('javascript:alert(1)', PAGE)).toEqual({ ok: false, reason: expect.stringContaining('javascript:') });
    expect(embedSource('  JavaScript:alert(1)', PAGE)).toMatchObject({ ok: false });
    expect(embedSource('data:text/html,<script>alert(1)</script>', PAGE)).toMatchObject({ ok: false });
    expect(embedSource('https://evil.example/page', PAGE)).toEqual({ ok: false, reason: expect.stringContaining('neither a YouTube or Vimeo video nor a page of this site') });
    expect(embedSource('https://www.youtube.com/watch?v="><script>', PAGE)).toEqual({ ok: false, reason: expect.stringContaining('no valid YouTube video id') });
    expect(embedSource('https://vimeo.com/about', PAGE)).toEqual({ ok: false, reason: expect.stringContaining('no valid Vimeo video id') });
    expect(embedSource('', PAGE)).toEqual({ ok: false, reason: 'the iframe URL is empty' });
  });
});
