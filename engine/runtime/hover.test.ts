import { describe, expect, it } from 'vitest';
import { readHover } from '../model/normalize-hover.ts';
import { hoverVars } from './hover.ts';

describe('hover look', () => {
  it('moves by screen px at every width, as a keyframe does; border widths scale with the module', () => {
    const hover = readHover({ u: true, frame: { x: 20, y: '-10px', sX: 1.1 }, border: { s: 'solid', w: { t: [4, 4, 4, 4, 4] } } }, 'hov')!;
    const m = { box: { x: 0, y: 0, w: 100, h: 40 }, slide: { w: 1240, h: 600 }, scale: 0.5 };
    const vars = hoverVars(hover, 1, m);
    expect(vars).toMatchObject({ x: 20, y: -10, scaleX: 1.1, borderTopWidth: '2px' });
  });
});
