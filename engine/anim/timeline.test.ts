import { describe, expect, it } from 'vitest';
import { gsap } from 'gsap';
import { resolveEase } from './eases.ts';
import { parseCssColor } from './css-color.ts';
import { mixer } from './mix.ts';
import { composeTransform, createStyles } from './styles.ts';
import { createTimeline, staggerOffsets, type StaggerFrom } from './timeline.ts';

type Obj = Record<string, unknown>;

/** An element stand-in: a style declaration and a window whose getComputedStyle is counted. */
function fakeElement(inline: Record<string, string> = {}) {
  const computed = { reads: 0 };
  const style: Record<string, unknown> = {
    ...inline,
    removeProperty(name: string) {
      const key = name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
      delete style[key];
    },
  };
  const view = {
    getComputedStyle: () => {
      computed.reads++;
      return { color: 'rgb(0, 0, 255)', borderTopWidth: '0px' };
    },
  };
  return { el: { style, ownerDocument: { defaultView: view } }, style, computed };
}

describe('timeline', () => {
  it('a tween starts from the value the target has when the playhead reaches it, and the next from where that one ended', () => {
    const styles = createStyles();
    const target: Obj = { y: 40 };
    const tl = createTimeline(styles)
      .to(target, { y: 0 }, 0.1, { duration: 0.4 })
      .to(target, { y: -20 }, 1, { duration: 0.5 });
    tl.time(0.05);
    expect(target['y']).toBe(40);
    tl.time(0.3);
    expect(target['y']).toBe(20);
    tl.time(0.8);
    expect(target['y']).toBe(0);
    tl.time(1.25);
    expect(target['y']).toBe(-10);
    tl.time(2);
    expect(target['y']).toBe(-20);
    expect(tl.duration()).toBe(1.5);
  });

  it('moving back renders the children in reverse, so the earlier state comes back', () => {
    const styles = createStyles();
    const target: Obj = { opacity: 1 };
    const tl = createTimeline(styles)
      .set(target, { visibility: 'inherit' }, 0)
      .to(target, { opacity: 0 }, 0, { duration: 1 })
      .to(target, { opacity: 1 }, 2, { duration: 1 });
    tl.time(2.5);
    expect(target['opacity']).toBe(0.5);
    tl.time(0.25);
    expect(target['opacity']).toBe(0.75);
    tl.time(-1);
    expect(target['opacity']).toBe(1);
    // The set reverted to what the target had before it.
    expect(target['visibility']).toBe('');
  });

  it('callbacks fire once when the playhead passes them, either way; a callback at 0 fires on the first render', () => {
    const styles = createStyles();
    const log: string[] = [];
    const tl = createTimeline(styles).call(() => log.push('start'), 0).call(() => log.push('mid'), 0.5);
    tl.time(0.001);
    tl.time(0.2);
    tl.time(0.6);
    tl.time(0.7);
    tl.time(0.4);
    expect(log).toEqual(['start', 'mid', 'mid']);
  });

  it('repeats and yoyos a tween, with one onRepeat per new run', () => {
    const styles = createStyles();
    const target: Obj = { x: 0 };
    let repeats = 0;
    const tl = createTimeline(styles).to(target, { x: 100 }, 0, { duration: 1, repeat: 2, yoyo: true, onRepeat: () => repeats++ });
    tl.time(0.25);
    expect(target['x']).toBe(25);
    tl.time(1.25);
    expect(target['x']).toBe(75);
    tl.time(2.5);
    expect(target['x']).toBe(50);
    tl.time(9);
    expect(target['x']).toBe(100);
    expect(repeats).toBe(2);
  });

  it('a nested timeline repeats forever from its own start values, back and forth', () => {
    const styles = createStyles();
    const target: Obj = { rotation: 0 };
    const loop = createTimeline(styles, { repeat: -1, yoyo: true }).to(target, { rotation: 90 }, 0, { duration: 1, ease: resolveEase('none') });
    const tl = createTimeline(styles).add(loop, 1);
    tl.time(1.5);
    expect(target['rotation']).toBe(45);
    tl.time(2.25);
    expect(target['rotation']).toBe(67.5);
    tl.time(101.5);
    expect(target['rotation']).toBe(45);
  });

  it('eases with the given curve', () => {
    const styles = createStyles();
    const target: Obj = { x: 0 };
    const tl = createTimeline(styles).to(target, { x: 100 }, 0, { duration: 1, ease: resolveEase('power3.out') });
    tl.time(0.5);
    expect(target['x']).toBe(93.75);
  });

  it.each<StaggerFrom>(['start', 'end', 'center', 'edges'])('stagger from %s is gsap distribute', (from) => {
    for (const count of [1, 2, 5, 6]) {
      const distribute = gsap.utils.distribute({ each: 0.075, from }) as (i: number, t: unknown, a: unknown[]) => number;
      const items = Array.from({ length: count }, () => ({}));
      expect(staggerOffsets(count, 0.075, from)).toEqual(items.map((item, i) => Number(distribute(i, item, items))));
    }
  });

  it('stagger from random starts each piece at one of the forward offsets, each offset once', () => {
    const offsets = staggerOffsets(6, 0.1, 'random', () => 0.3);
    expect([...offsets].sort((a, b) => a - b)).toEqual(staggerOffsets(6, 0.1, 'start'));
  });

  it('a killed timeline renders nothing more', () => {
    const styles = createStyles();
    const target: Obj = { x: 0 };
    const tl = createTimeline(styles).to(target, { x: 10 }, 0, { duration: 1 });
    tl.time(0.5);
    tl.kill();
    tl.time(1);
    expect(target['x']).toBe(5);
  });
});

describe('styles on elements', () => {
  it('starts a scene of transforms, opacity, filter and clip without one computed-style read, one transform string per element', () => {
    const styles = createStyles();
    const { el, style, computed } = fakeElement();
    const tl = createTimeline(styles)
      .to(el, { y: 40, opacity: 0, filter: 'blur(10px) brightness(100%)', clipPath: 'inset(0% 100% 0% 0%)' }, 0, { duration: 0.0075 })
      .to(el, { y: 0, opacity: 1, filter: 'blur(0px) brightness(100%)', clipPath: 'inset(0% 0% 0% 0%)' }, 0.1, { duration: 0.4 });
    tl.time(0.0075);
    expect(style['transform']).toBe('translate(0px, 40px)');
    expect(style['opacity']).toBe('0');
    tl.time(0.3);
    expect(style['transform']).toBe('translate3d(0px, 20px, 0px)');
    expect(style['filter']).toBe('blur(5px) brightness(100%)');
    expect(style['clipPath']).toBe('inset(0% 50% 0% 0%)');
    tl.time(1);
    expect(style['transform']).toBe('translate(0px, 0px)');
    expect(style['opacity']).toBe('1');
    expect(computed.reads).toBe(0);
  });

  it('a colour tween starts from the inline colour React wrote, and reads the computed one only when there is none', () => {
    const styles = createStyles();
    const inline = fakeElement({ color: '#ff0000' });
    createTimeline(styles).to(inline.el, { color: '#0000ff' }, 0, { duration: 1 }).time(0.5);
    expect(inline.style['color']).toBe('rgba(128, 0, 128, 1)');
    expect(inline.computed.reads).toBe(0);
    const bare = fakeElement();
    createTimeline(styles).to(bare.el, { color: '#ff0000' }, 0, { duration: 1 }).time(0.5);
    expect(bare.style['color']).toBe('rgba(128, 0, 128, 1)');
    expect(bare.computed.reads).toBe(1);
  });

  it('clear removes the inline values and forgets them: the next tween starts from the element again', () => {
    const styles = createStyles();
    const { el, style } = fakeElement();
    styles.set(el, { x: 30, opacity: 0.5 });
    expect(style['transform']).toBe('translate(30px, 0px)');
    styles.clear(el, ['transform', 'opacity']);
    expect(style['transform']).toBeUndefined();
    expect(style['opacity']).toBeUndefined();
    expect(styles.get(el, 'x')).toBe(0);
    expect(styles.get(el, 'opacity')).toBe(1);
  });

  it("composes the transform in gsap's order", () => {
    const values: Record<string, number> = { transformPerspective: 600, xPercent: -50, yPercent: 0, x: 10, y: 0, z: 5, rotation: 15, rotationY: 30, rotationX: 45, skewX: 5, skewY: 0, scaleX: 2, scaleY: 1 };
    expect(composeTransform((k) => values[k] ?? 0, false)).toBe(
      'perspective(600px) translate(-50%, 0%) translate3d(10px, 0px, 5px) rotate(15deg) rotateY(30deg) rotateX(45deg) skew(5deg, 0deg) scale(2, 1)',
    );
    expect(composeTransform((k) => (k.startsWith('scale') ? 1 : 0), false)).toBe('translate(0px, 0px)');
  });
});

describe('mix', () => {
  it('eases strings of the same shape number by number and colour by colour; other strings switch at the end', () => {
    expect(mixer('blur(0px) grayscale(0%)', 'blur(10px) grayscale(100%)')(0.5)).toBe('blur(5px) grayscale(50%)');
    expect(mixer('rgba(0, 0, 0, 0)', '#ffffff')(0.5)).toBe('rgba(128, 128, 128, 0.5)');
    expect(mixer('solid', 'dashed')(0.5)).toBe('solid');
    expect(mixer('solid', 'dashed')(1)).toBe('dashed');
    expect(mixer('none', 'blur(2px)')(0.99)).toBe('none');
    expect(mixer(0, 1)(0.25)).toBe(0.25);
    expect(mixer('#f00', '#00f')(1)).toBe('#00f');
  });

  it('reads the colour forms exports use', () => {
    expect(parseCssColor('#f00')).toEqual([255, 0, 0, 1]);
    expect(parseCssColor('#ff000080')).toEqual([255, 0, 0, 128 / 255]);
    expect(parseCssColor('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3, 0.5]);
    expect(parseCssColor('hsl(120, 100%, 50%)')).toEqual([0, 255, 0, 1]);
    expect(parseCssColor('transparent')).toEqual([0, 0, 0, 0]);
    expect(parseCssColor('12px')).toBeNull();
  });
});
