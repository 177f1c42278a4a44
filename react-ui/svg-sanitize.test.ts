import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitize.ts';

describe('sanitizeSvg', () => {
  it('keeps drawing elements, attributes and the viewBox', () => {
    const svg = '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g class="a"><path d="M0 0L10 10" fill="#f00"/><circle cx="5" cy="5" r="2"></circle></g></svg>\n';
    expect(sanitizeSvg(svg)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewbox="0 0 10 10"><g class="a"><path d="M0 0L10 10" fill="#f00"></path><circle cx="5" cy="5" r="2"></circle></g></svg>',
    );
  });

  it('removes scripts, event handlers, foreignObject, style and animate/set', () => {
    const out = sanitizeSvg(
      '<svg onload="alert(1)"><script>alert(2)</script><SCRIPT type="x">alert(3)</SCRIPT><foreignObject><div onclick="x()">hi</div></foreignObject>' +
        '<style>body{display:none}</style><a href="javascript:alert(4)"><rect width="1" height="1" onclick="alert(5)" onmouseover="y"/></a>' +
        '<animate attributeName="href" values="javascript:alert(6)"/><set attributeName="onclick" to="alert(7)"/></svg>',
    );
    expect(out).toBe('<svg><rect width="1" height="1"></rect></svg>');
    expect(out).not.toMatch(/script|alert|onload|onclick|foreignobject|style|javascript/i);
  });

  it('drops javascript: and external references, keeping in-document ones', () => {
    const out = sanitizeSvg(
      '<svg><use href="#icon"/><use xlink:href="other.svg#icon"/><use href=" jav&#x09;ascript:alert(1)"/>' +
        '<path fill="url(#grad)" d="M0 0"/><path fill="url(https://evil.test/x.svg#g)" d="M1 1"/>' +
        '<image href="pic.png"/><image href="javascript:alert(2)"/><path style="fill:red;background:url(javascript:alert(3))"/></svg>',
    );
    expect(out).toBe(
      '<svg><use href="#icon"></use><use></use><use></use><path fill="url(#grad)" d="M0 0"></path><path d="M1 1"></path><image href="pic.png"></image><image></image><path></path></svg>',
    );
  });

  it('escapes text, keeps one <svg> root and returns "" without one', () => {
    expect(sanitizeSvg('<svg><text>a &lt; b <b>bold</b> > c</text></svg><svg><path/></svg>')).toBe('<svg><text>a &lt; b bold &gt; c</text></svg>');
    expect(sanitizeSvg('<html><body>no drawing</body></html>')).toBe('');
    expect(sanitizeSvg('')).toBe('');
    expect(sanitizeSvg('<svg><g><path d="M0 0">')).toBe('<svg><g><path d="M0 0"></path></g></svg>');
  });

  it('fill mode sizes the root to its box and turns its width/height into a viewBox when it has none', () => {
    expect(sanitizeSvg('<svg width="40" height="20px"><path d="M0 0"/></svg>', { fill: true })).toBe(
      '<svg viewbox="0 0 40 20" width="100%" height="100%"><path d="M0 0"></path></svg>',
    );
    expect(sanitizeSvg('<svg viewBox="0 0 4 2" width="40" height="20"><svg width="5" height="5"></svg></svg>', { fill: true })).toBe(
      '<svg viewbox="0 0 4 2" width="100%" height="100%"><svg width="5" height="5"></svg></svg>',
    );
  });
});
