import { describe, expect, it } from 'vitest';
import { actionHref, isActionHref, parseActionHref } from './action-hash.ts';

/** What Elementor prints: '#' + rawurlencode('elementor-action:action=lightbox&settings=' + base64(json)). */
const elementorHref = (json: string) => `#${encodeURIComponent(`elementor-action:action=lightbox&settings=${Buffer.from(json, 'utf8').toString('base64')}`)}`;

describe('parseActionHref: Elementor lightbox actions', () => {
  it('decodes an image action, keeping a Turkish title', () => {
    const href = elementorHref('{"type":"image","id":42,"url":"/fixtures/site/gallery/ege-dalgalari.jpg","title":"Ege Dalgaları"}');
    expect(parseActionHref(href)).toEqual({
      kind: 'items',
      index: 0,
      items: [{ type: 'image', src: '/fixtures/site/gallery/ege-dalgalari.jpg', title: 'Ege Dalgaları' }],
    });
  });

  it('turns a video action into an iframe item', () => {
    const href = elementorHref('{"type":"video","videoType":"youtube","url":"https://www.youtube.com/embed/dQw4w9WgXcQ"}');
    expect(parseActionHref(href)).toEqual({ kind: 'items', index: 0, items: [{ type: 'iframe', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }] });
  });

  it('reads a slideshow of slides, starting at the given url or index', () => {
    const slides = [{ url: '/a.jpg', title: 'A' }, { image: '/b.jpg' }, { url: '/c.jpg' }];
    expect(parseActionHref(actionHref({ type: 'slideshow', slides, url: '/c.jpg' }))).toEqual({
      kind: 'items',
      index: 2,
      items: [{ type: 'image', src: '/a.jpg', title: 'A' }, { type: 'image', src: '/b.jpg' }, { type: 'image', src: '/c.jpg' }],
    });
    expect(parseActionHref(actionHref({ type: 'slideshow', slides, index: 1 }))).toMatchObject({ index: 1 });
  });

  it('refers a slideshow id to the links of that slideshow on the page', () => {
    expect(parseActionHref(actionHref({ type: 'slideshow', slideshow: 'ab12', url: '/b.jpg' }))).toEqual({ kind: 'slideshow-group', group: 'ab12', startUrl: '/b.jpg' });
  });

  it('round-trips through actionHref, including base64 "+" and "/" characters', () => {
    // '>>>' and '???' encode to base64 with '+' and '/', which URLSearchParams would corrupt.
    const settings = { type: 'image', url: '/x.jpg?q=>>>???', title: 'Çini ve Şafak' };
    const href = actionHref(settings);
    expect(isActionHref(href)).toBe(true);
    expect(parseActionHref(href)).toMatchObject({ items: [{ src: '/x.jpg?q=>>>???', title: 'Çini ve Şafak' }] });
    // The unencoded form (hand-written links) works too.
    expect(parseActionHref(decodeURIComponent(href))).toMatchObject({ items: [{ src: '/x.jpg?q=>>>???' }] });
  });
});

describe('parseActionHref: bad input names what was wrong', () => {
  const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  const cases: Array<[string, string, RegExp]> = [
    ['another action', '#elementor-action:action=popup:open&settings=e30=', /unsupported action "popup:open"/],
    ['no action', '#elementor-action:settings=e30=', /no action given/],
    ['no settings', '#elementor-action:action=lightbox', /no settings given/],
    ['broken base64', '#elementor-action:action=lightbox&settings=***', /not valid base64/],
    ['not JSON', `#elementor-action:action=lightbox&settings=${base64('{type:image')}`, /not valid JSON/],
    ['a JSON array', `#elementor-action:action=lightbox&settings=${base64('[1]')}`, /must be a JSON object/],
    ['an unknown type', `#elementor-action:action=lightbox&settings=${base64('{"type":"pdf"}')}`, /settings.type must be "image", "video" or "slideshow", got "pdf"/],
    ['an image without url', `#elementor-action:action=lightbox&settings=${base64('{"type":"image"}')}`, /settings.url must be a non-empty string/],
    ['an empty slideshow', `#elementor-action:action=lightbox&settings=${base64('{"type":"slideshow","slides":[]}')}`, /non-empty "slides" array/],
    ['a slide without url', `#elementor-action:action=lightbox&settings=${base64('{"type":"slideshow","slides":[{"title":"x"}]}')}`, /slides\[0\].url/],
    ['an index out of range', `#elementor-action:action=lightbox&settings=${base64('{"type":"slideshow","slides":[{"url":"/a"}],"index":3}')}`, /index must be an integer in 0..0/],
    ['a bad escape', '#elementor-action%E0%A4%A', /not a valid URL-encoded hash/],
    ['another hash', '#iletisim', /does not start with elementor-action:/],
  ];
  it.each(cases)('%s', (_what, href, message) => {
    expect(() => parseActionHref(href)).toThrow(message);
    expect(() => parseActionHref(href)).toThrow(/^Lightbox action link: /);
  });
});

describe('isActionHref', () => {
  it('recognises encoded and plain action hashes only', () => {
    expect(isActionHref('#elementor-action%3Aaction%3Dlightbox')).toBe(true);
    expect(isActionHref('#elementor-action:action=lightbox')).toBe(true);
    expect(isActionHref('#portfolyo')).toBe(false);
    expect(isActionHref(null)).toBe(false);
  });
});
