import { describe, expect, it } from 'vitest';
import { absolutizeMedia } from './media-base.ts';

describe('absolutizeMedia', () => {
  it('resolves relative src and poster values against the base, and nothing else', () => {
    const json = {
      settings: { thumb: { src: 'assets/t.png' }, title: 'assets/not-media' },
      slides: { 1: { slide: { thumb: { src: './assets/a.png' } }, layers: { 2: { content: { src: '../img/b.jpg', poster: 'p.jpg', text: 'assets/x' } } } } },
    };
    expect(absolutizeMedia(json, '/fixtures/modules/')).toEqual({
      settings: { thumb: { src: '/fixtures/modules/assets/t.png' }, title: 'assets/not-media' },
      slides: { 1: { slide: { thumb: { src: '/fixtures/modules/assets/a.png' } }, layers: { 2: { content: { src: '/fixtures/img/b.jpg', poster: '/fixtures/modules/p.jpg', text: 'assets/x' } } } } },
    });
  });

  it('leaves site paths, full URLs, data URLs, fragments, empty values and feed placeholders alone', () => {
    const srcs = ['/a.png', 'https://cdn.test/a.png', 'data:image/png;base64,AA', '#x', '', '{{image}}'];
    const out = absolutizeMedia(srcs.map((src) => ({ src })), '/fixtures/modules/') as { src: string }[];
    expect(out.map((o) => o.src)).toEqual(srcs);
  });
});
