import { describe, expect, it } from 'vitest';
import type { OpenRequest } from './types.ts';
import { LightboxError, validateRequest } from './validate.ts';

const PAGE = 'https://strata.test/';
const check = (request: OpenRequest) => () => validateRequest(request, PAGE);

describe('validateRequest', () => {
  it('accepts every type with a good source', () => {
    expect(
      check({
        items: [
          { type: 'image', src: '/fixtures/site/gallery/ege-dalgalari.jpg', title: 'Ege' },
          { type: 'ajax', src: 'https://strata.test/fixtures/site/ajax/proje.html' },
          { type: 'iframe', src: 'https://vimeo.com/76979871' },
          { type: 'inline', src: '#iletisim-bilgileri' },
        ],
        index: 3,
        preload: [1, 3],
        removalDelay: 160,
      }),
    ).not.toThrow();
  });

  it.each<[string, OpenRequest, RegExp]>([
    ['no items', { items: [] }, /items must be a non-empty array/],
    ['an unknown type', { items: [{ type: 'pdf' as never, src: '/a.pdf' }] }, /items\[0\].type must be one of image, iframe, ajax, inline, got "pdf"/],
    ['an empty src', { items: [{ type: 'image', src: '  ' }] }, /items\[0\].src must be a non-empty string/],
    ['a javascript: image', { items: [{ type: 'image', src: 'javascript:alert(1)' }] }, /must be an http\(s\) URL, not javascript:/],
    ['a data: ajax URL', { items: [{ type: 'ajax', src: 'data:text/html,<b>x</b>' }] }, /not data:/],
    ['a foreign iframe', { items: [{ type: 'iframe', src: 'https://evil.example/' }] }, /items\[0\]: .* nor a page of this site/],
    ['an inline selector', { items: [{ type: 'inline', src: 'div > p' }] }, /"#" followed by an element id/],
    ['a title that is not text', { items: [{ type: 'image', src: '/a.jpg', title: 5 as never }] }, /items\[0\].title must be a string/],
    ['an index out of range', { items: [{ type: 'image', src: '/a.jpg' }], index: 1 }, /index must be an integer in 0..0, got 1/],
    ['a bad preload', { items: [{ type: 'image', src: '/a.jpg' }], preload: [0, -2] }, /preload must be \[before, after\]/],
    ['a negative removalDelay', { items: [{ type: 'image', src: '/a.jpg' }], removalDelay: -5 }, /removalDelay must be ≥ 0 ms/],
  ])('refuses %s, saying what was wrong', (_what, request, message) => {
    expect(check(request)).toThrow(LightboxError);
    expect(check(request)).toThrow(message);
  });
});
