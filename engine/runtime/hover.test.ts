import { describe, expect, it } from 'vitest';
import { readHover } from '../model/normalize-hover.ts';
import { createStyles } from '../anim/styles.ts';
import { createTimeline } from '../anim/timeline.ts';
import { hoverVars } from './hover.ts';

describe('hover look', () => {
  it('moves by screen px at every width, as a keyframe does; border widths scale with the module', () => {
    const hover = readHover({ u: true, frame: { x: 20, y: '-10px', sX: 1.1 }, border: { s: 'solid', w: { t: [4, 4, 4, 4, 4] } } }, 'hov')!;
    const m = { box: { x: 0, y: 0, w: 100, h: 40 }, slide: { w: 1240, h: 600 }, scale: 0.5 };
    const vars = hoverVars(hover, 1, m);
    expect(vars).toMatchObject({ x: 20, y: -10, scaleX: 1.1, borderTopWidth: '2px' });
  });

  it("eases a gradient background into the hover's gradient (wp404's button turns its gradient from 90° to 270°)", () => {
    const grad = (angle: number) => ({ type: 'linear', angle: String(angle), orig: [], string: `linear-gradient(${angle}deg,rgba(255,11,77,1) 0%,rgba(193,11,130,1) 100%)` });
    const hover = readHover({ u: true, color: { c: '#ffffff', bg: grad(270), gAnim: 'fading' }, frame: { d: 300, e: 'none' } }, 'hov')!;
    expect(hover).toMatchObject({ bgColor: null, bgGradient: 'linear-gradient(270deg,rgba(255,11,77,1) 0%,rgba(193,11,130,1) 100%)' });
    const vars = hoverVars(hover, 1, { box: { x: 0, y: 0, w: 100, h: 40 }, slide: { w: 1240, h: 600 }, scale: 1 });
    expect(vars['backgroundImage']).toBe(hover.bgGradient);
    // The layer's idle gradient, as the browser gives back what React wrote inline, is where the hover starts: half-way,
    // it has turned to 180°.
    const styles = createStyles();
    const el = { style: { backgroundImage: 'linear-gradient(90deg, rgb(255, 11, 77) 0%, rgb(193, 11, 130) 100%)' } as Record<string, string> };
    createTimeline(styles).to(el, { backgroundImage: vars['backgroundImage'] as string }, 0, { duration: 0.3 }).time(0.15);
    expect(el.style['backgroundImage']).toBe('linear-gradient(180deg, rgba(255, 11, 77, 1) 0%, rgba(193, 11, 130, 1) 100%)');
  });
});
