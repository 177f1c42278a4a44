import { describe, expect, it } from 'vitest';
import { filterCss, NEUTRAL_FILTER } from './layer-frame.ts';
import { composeTransform, createStyles, drawnFilter } from './styles.ts';
import { createTimeline } from './timeline.ts';

/** An element as the styles see it: an object with a style record. */
const element = () => ({ style: {} as Record<string, string> });

describe('createStyles: the filter an element gets', () => {
  it('a chain every function of which is its identity is drawn as none; any other chain as written', () => {
    expect(drawnFilter(filterCss(NEUTRAL_FILTER))).toBe('none');
    expect(drawnFilter('blur(0px) brightness(100%)')).toBe('none');
    expect(drawnFilter(filterCss({ ...NEUTRAL_FILTER, blur: 0.001 }))).toBe(filterCss({ ...NEUTRAL_FILTER, blur: 0.001 }));
    expect(drawnFilter(filterCss({ ...NEUTRAL_FILTER, brightness: 99 }))).toContain('brightness(99%)');
    expect(drawnFilter('drop-shadow(0 0 2px red)')).toBe('drop-shadow(0 0 2px red)');
    expect(drawnFilter('')).toBe('');
  });

  it('writes none for an identity chain, yet a tween from it still eases number by number', () => {
    const styles = createStyles();
    const el = element();
    styles.set(el, { filter: filterCss(NEUTRAL_FILTER) });
    expect(el.style['filter']).toBe('none');
    const tl = createTimeline(styles);
    tl.to(el, { filter: filterCss({ ...NEUTRAL_FILTER, blur: 8 }) }, 0, { duration: 1 });
    tl.time(0.5);
    expect(el.style['filter']).toBe(filterCss({ ...NEUTRAL_FILTER, blur: 4 }));
    tl.time(0);
    expect(el.style['filter']).toBe('none');
    // A backdrop filter the same way: at its identity nothing shows through a filter pass.
    styles.set(el, { backdropFilter: filterCss(NEUTRAL_FILTER) });
    expect(el.style['backdropFilter']).toBe('none');
    styles.set(el, { backdropFilter: filterCss({ ...NEUTRAL_FILTER, blur: 6 }) });
    expect(el.style['backdropFilter']).toBe(filterCss({ ...NEUTRAL_FILTER, blur: 6 }));
  });
});

describe('composeTransform', () => {
  const compose = (values: Record<string, number>, moving = false) => composeTransform((key) => values[key] ?? (key.startsWith('scale') ? 1 : 0), moving);

  it('writes the perspective only in front of what it changes: a turn about x or y, or a z offset', () => {
    expect(compose({ transformPerspective: 600 })).toBe('translate(0px, 0px)');
    expect(compose({ transformPerspective: 600, y: 12, rotation: 5, scaleX: 2 })).toBe('translate(0px, 12px) rotate(5deg) scale(2, 1)');
    expect(compose({ transformPerspective: 600, y: 12 }, true)).toBe('translate3d(0px, 12px, 0px)');
    expect(compose({ transformPerspective: 600, rotationX: 30 })).toBe('perspective(600px) rotateX(30deg)');
    expect(compose({ transformPerspective: 600, rotationY: -10 })).toBe('perspective(600px) rotateY(-10deg)');
    expect(compose({ transformPerspective: 600, z: 40 })).toBe('perspective(600px) translate3d(0px, 0px, 40px)');
  });
});
