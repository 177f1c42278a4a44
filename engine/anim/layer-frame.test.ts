import { describe, expect, it } from 'vitest';
import { clipPathCss, filterCss, mergeFilter, NEUTRAL_FILTER, offsetVars, staggerFrom, transformVars, type Vars } from './layer-frame.ts';
import { readKeyFrame } from '../model/normalize-timeline.ts';

const m = { box: { x: 100, y: 50, w: 200, h: 40 }, slide: { w: 1000, h: 500 }, scale: 0.5 };

describe('layer frame maths', () => {
  it('puts keyword offsets just outside the slide, or just outside the box under a hidden mask', () => {
    const vars: Vars = {};
    offsetVars('left', 'x', m, 1, false, vars);
    offsetVars('bottom', 'y', m, 1, false, vars);
    expect(vars).toEqual({ x: -300, xPercent: 0, y: 450, yPercent: 0 });
    const masked: Vars = {};
    offsetVars('left', 'x', m, 1, true, masked);
    offsetVars('top', 'y', m, 1, true, masked);
    expect(masked).toEqual({ x: 0, xPercent: -100, y: 0, yPercent: -100 });
  });

  it('with xRe/yRe 1 keywords leave the parent layer’s box instead of the slide (starnext’s fruit in their group)', () => {
    const child = { ...m, parent: { x: 60, y: 30, w: 400, h: 300 } };
    const frame = readKeyFrame({ x: ['(left)', '(left)', '(left)', '(left)', '(left)'], y: ['bottom', 'bottom', 'bottom', 'bottom', 'bottom'], xRe: 1, yRe: '1' }, 'f', 'content');
    expect(frame).toMatchObject({ xInParent: true, yInParent: true });
    // Box 100..300 in a parent from 60: its right edge goes to the parent's left edge; its top to the parent's bottom.
    expect(transformVars(frame, 1, child, false, false)).toMatchObject({ x: 60 - 300, y: 330 - 50 });
    // On the slide itself (no parent measured) the slide's edges, as for xRe 0 or 2.
    expect(transformVars(frame, 1, m, false, false)).toMatchObject({ x: -300, y: 450 });
    expect(readKeyFrame({ x: 'left', xRe: 2 }, 'f', 'content').xInParent).toBeUndefined();
  });

  it('keeps px offsets in screen px at any scale, keeps percent as percent, scales depth when fluid, skips inherit', () => {
    const frame = readKeyFrame({ x: [40, 40, 40, 40, 40], y: ['100%', '100%', '100%', '100%', '100%'], z: 30, o: 0, sX: 1.6, rZ: 'inherit' }, 'f', 'content');
    expect(transformVars(frame, 1, m, true, false)).toEqual({ x: 40, xPercent: 0, y: 0, yPercent: 100, z: 15, opacity: 0, scaleX: 1.6, scaleY: 1, rotationX: 0, rotationY: 0 });
    expect(transformVars(frame, 1, m, false, false)).toMatchObject({ x: 40, z: 30 });
    const inherit = readKeyFrame({ x: ['inherit', 'inherit', 'inherit', 'inherit', 'inherit'], o: 'inherit' }, 'f', 'content');
    expect(Object.keys(transformVars(inherit, 1, m, true, false))).not.toContain('x');
    expect(Object.keys(transformVars(inherit, 1, m, true, false))).not.toContain('opacity');
  });

  it('writes every filter function in one order so any two frames interpolate (SPEC §9 defaults)', () => {
    expect(filterCss(NEUTRAL_FILTER)).toBe('blur(0px) brightness(100%) grayscale(0%) sepia(0%) invert(0%) saturate(100%) contrast(100%) hue-rotate(0deg)');
    const hovered = mergeFilter(NEUTRAL_FILTER, { brightness: 120, blur: 4 });
    expect(filterCss(hovered, 0.5)).toBe('blur(2px) brightness(120%) grayscale(0%) sepia(0%) invert(0%) saturate(100%) contrast(100%) hue-rotate(0deg)');
  });

  it('grows the clip reveal from the named side', () => {
    expect(clipPathCss(0, 'rect', 'left')).toBe('inset(0% 100% 0% 0%)');
    expect(clipPathCss(100, 'rect', 'left')).toBe('inset(0% 0% 0% 0%)');
    expect(clipPathCss(25, 'rect', 'right')).toBe('inset(0% 0% 0% 75%)');
    expect(clipPathCss(50, 'rect', 'center')).toBe('inset(0% 25% 0% 25%)');
    expect(clipPathCss(40, 'rect', 'bottom')).toBe('inset(60% 0% 0% 0%)');
    expect(clipPathCss(100, 'circle')).toBe('circle(70.72% at 50% 50%)');
    expect(clipPathCss(150, 'rect', 'top')).toBe('inset(0% 0% 0% 0%)');
  });

  it('maps SR7 split directions to gsap stagger origins', () => {
    expect(['forward', 'backward', 'middletoedge', 'edgetomiddle', 'random'].map((d) => staggerFrom(d as never))).toEqual(['start', 'end', 'center', 'edges', 'random']);
  });
});
