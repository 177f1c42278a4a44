import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NEUTRAL_PAN, resolveTransition, type PanState } from '../engine/index.ts';
import { testModule } from '../engine/runtime/test-module.ts';
import { FRAME_CODE } from '../engine/transition/frame-code.ts';
import { composeTransform, createDomBackdrop, panCss } from './dom-backdrop.ts';

type FakeEl = { style: Record<string, string>; clientWidth: number; clientHeight: number };

function setup(create = createDomBackdrop) {
  const els = new Map<string, FakeEl>(['s1', 's2'].map((key) => [key, { style: {}, clientWidth: 800, clientHeight: 400 }]));
  const backdrop = create({ element: (key) => (els.get(key) ?? null) as unknown as HTMLElement | null, keys: () => [...els.keys()] });
  return { backdrop, el: (key: string) => els.get(key)!.style };
}

const zoomed: PanState = { ...NEUTRAL_PAN, scaleX: 1.15, scaleY: 1.15 };

describe('DOM backdrop before the transitions are in', () => {
  it('a change whose frame maths have not loaded (reduced motion, a failed load) is a cut to the incoming slide', async () => {
    // A fresh copy of the backdrop and its page-wide frame code: the test setup has the real one loaded.
    vi.resetModules();
    const fresh = await import('./dom-backdrop.ts');
    const { FRAME_CODE: unloaded } = await import('../engine/transition/frame-code.ts');
    expect(unloaded.get()).toBeNull();
    const { backdrop, el } = setup(fresh.createDomBackdrop);
    backdrop.show('s1');
    const model = testModule(2);
    const run = backdrop.transition('s1', 's2', resolveTransition(model.slides[1]!, model));
    run.render(0.1);
    expect([el('s1').opacity, el('s2').opacity]).toEqual(['0', '1']);
    run.finish();
    expect([el('s1').visibility, el('s2').visibility]).toEqual(['hidden', 'visible']);
  });
});

describe('DOM backdrop: Ken Burns as CSS', () => {
  // A change loads the frame maths with the transitions' resolver (engine/runtime/transition-loader.ts).
  beforeAll(() => FRAME_CODE.load());

  it('writes transform-origin and "translate rotate scale" (with % offsets and blur when present)', () => {
    expect(panCss(zoomed)).toEqual({ origin: '50% 50%', transform: 'translate(0px, 0px) rotate(0deg) scale(1.15, 1.15)', filter: '' });
    const full: PanState = { x: 12, y: -4, xFraction: 0.1, yFraction: -0.05, scaleX: 1.2, scaleY: 1.1, rotation: -3.5, blur: 2, originX: 0.25, originY: 1 };
    expect(panCss(full)).toEqual({
      origin: '25% 100%',
      transform: 'translate(12px, -4px) translate(10%, -5%) rotate(-3.5deg) scale(1.2, 1.1)',
      filter: 'blur(2px)',
    });
  });

  it('sets and resets the pan on the slide background element, and show() keeps it', () => {
    const { backdrop, el } = setup();
    backdrop.pan?.('s1', zoomed);
    expect(el('s1')).toMatchObject({ transformOrigin: '50% 50%', transform: 'translate(0px, 0px) rotate(0deg) scale(1.15, 1.15)', filter: '' });
    backdrop.show('s1');
    expect(el('s1').transform).toBe('translate(0px, 0px) rotate(0deg) scale(1.15, 1.15)');
    expect(el('s2').transform).toBe('');
    backdrop.pan?.('s1', null);
    expect(el('s1')).toMatchObject({ transformOrigin: '', transform: '', filter: '' });
  });

  it('composes the transition transform with the pan, so a panned slide keeps its pan while it slides', () => {
    const { backdrop, el } = setup();
    const model = testModule(2);
    const to = { ...model.slides[1]!, transition: { ms: 1000, temp: { p: 'slideleft' } } };
    const spec = resolveTransition(to, model, { random: () => 0.5, canvas: { width: 800, height: 400 } });
    backdrop.pan?.('s1', zoomed);
    const run = backdrop.transition('s1', 's2', spec);
    run.render(0.5);
    const outgoing = el('s1').transform ?? '';
    expect(outgoing).toMatch(/^translate\(-?[\d.]+px, -?[\d.]+px\) rotate\([^)]*\) scale\([^)]*\) translate\(0px, 0px\) rotate\(0deg\) scale\(1\.15, 1\.15\)$/);
    expect(outgoing.startsWith('translate(0px, 0px)')).toBe(false); // it really moves mid-slide
    expect(el('s2').transform).not.toContain('1.15');
    // A pan update between transition frames keeps the slide where the transition put it.
    backdrop.pan?.('s1', { ...zoomed, scaleX: 1.2, scaleY: 1.2 });
    expect(el('s1').transform).toBe(outgoing.replace('scale(1.15, 1.15)', 'scale(1.2, 1.2)'));
    run.finish();
    expect(el('s2').transform).toBe('');
    expect(el('s1').transform).toBe('translate(0px, 0px) rotate(0deg) scale(1.2, 1.2)'); // until the engine resets it
  });

  it('moves the transition about the centre when the pan origin is elsewhere', () => {
    expect(composeTransform('translate(10px, 0px) rotate(0deg) scale(0.5, 0.5)', { ...zoomed, originX: 0, originY: 1 })).toBe(
      'translate(50%, -50%) translate(10px, 0px) rotate(0deg) scale(0.5, 0.5) translate(-50%, 50%) translate(0px, 0px) rotate(0deg) scale(1.15, 1.15)',
    );
    expect(composeTransform('scale(2, 2)', null)).toBe('scale(2, 2)');
  });
});
