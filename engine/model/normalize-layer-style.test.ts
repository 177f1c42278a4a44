import { describe, expect, it } from 'vitest';
import { collectDiagnostics } from './diagnostics.ts';
import { pxSides, radius } from './normalize-layer-style.ts';

const all = (n: number) => [n, n, n, n, n];

describe('sides and corners (layer m, p, border width, radius)', () => {
  it('reads SR7\'s {t, r, b, l} per side; a missing side is 0', () => {
    expect(pxSides({ t: 10, l: ['5px', '#a', 3, '#a', '#a'] }, 'm')).toEqual({ t: all(10), r: all(0), b: all(0), l: [5, 5, 3, 3, 3] });
  });

  it('one value written for every side is each side\'s, as a one-value CSS shorthand (a hand-edited export\'s m: 0)', () => {
    const { result, diagnostics } = collectDiagnostics(() => [pxSides(0, 'm'), pxSides('12px', 'p'), pxSides([4, 4, 2, 2, 2], 'p')]);
    expect(result[0]).toEqual({ t: all(0), r: all(0), b: all(0), l: all(0) });
    expect(result[1]).toEqual({ t: all(12), r: all(12), b: all(12), l: all(12) });
    expect(result[2]!.l).toEqual([4, 4, 2, 2, 2]);
    expect(diagnostics).toEqual([]);
  });

  it('a CSS shorthand of two to four values sets the sides in CSS order', () => {
    expect(pxSides('10px 20px', 'p')).toEqual({ t: all(10), r: all(20), b: all(10), l: all(20) });
    expect(pxSides('1 2 3', 'p')).toEqual({ t: all(1), r: all(2), b: all(3), l: all(2) });
    expect(radius('4px 8px', 'radius')).toEqual({ t: '4px', r: '8px', b: '4px', l: '8px' });
    expect(radius(6, 'radius')).toEqual({ t: '6px', r: '6px', b: '6px', l: '6px' });
  });

  it('a shorthand it cannot read is named once, at the key that holds it, and the sides are 0', () => {
    const { result, diagnostics } = collectDiagnostics(() => pxSides('wide', 'layers.a.m'));
    expect(result).toEqual({ t: all(0), r: all(0), b: all(0), l: all(0) });
    expect(diagnostics.map((d) => [d.path, d.found])).toEqual([['layers.a.m', 'wide']]);
  });
});
