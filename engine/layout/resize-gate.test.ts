import { describe, expect, it } from 'vitest';
import { createSteppedClock } from '../runtime/clock.ts';
import { createResizeGate, MOBILE_VIEWPORT_THRESHOLD_PX, RESIZE_DELAY_MS, type ModuleMeasure } from './resize-gate.ts';

function setup(options: { mobile?: boolean; episode?: { current: boolean } } = {}) {
  const clock = createSteppedClock();
  const applied: ModuleMeasure[] = [];
  let warnings = 0;
  let mobile = options.mobile ?? false;
  const gate = createResizeGate({
    after: clock.after,
    isMobile: () => mobile,
    apply: (m) => applied.push(m),
    onZeroWidth: () => warnings++,
    ...(options.episode ? { episode: options.episode } : {}),
  });
  return { clock, gate, applied, warnings: () => warnings, setMobile: (m: boolean) => (mobile = m) };
}

const m = (container: number, vw = container, vh = 800): ModuleMeasure => ({ container, vw, vh });

describe('createResizeGate (SPEC §9 resize handling)', () => {
  it('lays out the first measure at once', () => {
    const { gate, applied } = setup();
    gate.measure(m(1200));
    expect(applied).toEqual([m(1200)]);
  });

  it('delays a resize by 400 ms after the last change, applying only the last size', () => {
    const { gate, applied, clock } = setup();
    gate.measure(m(1200));
    gate.measure(m(1100));
    clock.step(RESIZE_DELAY_MS - 50);
    gate.measure(m(1000));
    clock.step(RESIZE_DELAY_MS - 1);
    expect(applied).toEqual([m(1200)]);
    clock.step(1);
    expect(applied).toEqual([m(1200), m(1000)]);
    expect(clock.timerCount()).toBe(0);
  });

  it('drops a pending resize when the size returns to the one laid out', () => {
    const { gate, applied, clock } = setup();
    gate.measure(m(1200));
    gate.measure(m(900));
    gate.measure(m(1200));
    clock.step(1000);
    expect(applied).toEqual([m(1200)]);
  });

  it(`on mobile ignores a height-only change under ${MOBILE_VIEWPORT_THRESHOLD_PX} px (browser bars), not a larger one`, () => {
    const { gate, applied, clock } = setup({ mobile: true });
    gate.measure(m(390, 390, 700));
    gate.measure(m(390, 390, 700 + MOBILE_VIEWPORT_THRESHOLD_PX - 1));
    clock.step(1000);
    expect(applied).toHaveLength(1);
    gate.measure(m(390, 390, 700 + MOBILE_VIEWPORT_THRESHOLD_PX));
    clock.step(RESIZE_DELAY_MS);
    expect(applied.at(-1)).toEqual(m(390, 390, 730));
    // A width change is always a resize, however small.
    gate.measure(m(389, 389, 730));
    clock.step(RESIZE_DELAY_MS);
    expect(applied.at(-1)).toEqual(m(389, 389, 730));
  });

  it('on desktop a small height change is a resize (full-height modules follow the window)', () => {
    const { gate, applied, clock } = setup({ mobile: false });
    gate.measure(m(1200, 1200, 800));
    gate.measure(m(1200, 1200, 810));
    clock.step(RESIZE_DELAY_MS);
    expect(applied.at(-1)).toEqual(m(1200, 1200, 810));
  });

  it('warns once per zero-width episode and never lays out a zero width', () => {
    const { gate, applied, warnings, clock } = setup();
    gate.measure(m(0, 1200));
    gate.measure(m(0, 1100));
    expect(warnings()).toBe(1);
    expect(applied).toEqual([]);
    // Shown (a hidden tab opened): laid out at once, no 400 ms wait.
    gate.measure(m(1200));
    expect(applied).toEqual([m(1200)]);
    // Hidden again: a new episode, a new warning; the last layout is kept and a pending resize dropped.
    gate.measure(m(1000));
    gate.measure(m(0, 1000));
    clock.step(1000);
    expect(warnings()).toBe(2);
    expect(applied).toEqual([m(1200)]);
    gate.measure(m(1000));
    expect(applied).toEqual([m(1200), m(1000)]);
  });

  it('continues an episode shared with the gate it replaces (StrictMode re-runs the effect)', () => {
    const episode = { current: false };
    const first = setup({ episode });
    first.gate.measure(m(0));
    first.gate.destroy();
    const second = setup({ episode });
    second.gate.measure(m(0));
    expect(first.warnings() + second.warnings()).toBe(1);
  });

  it('destroy cancels a pending re-layout and ignores later measures', () => {
    const { gate, applied, clock } = setup();
    gate.measure(m(1200));
    gate.measure(m(800));
    gate.destroy();
    gate.destroy();
    gate.measure(m(600));
    clock.step(1000);
    expect(applied).toEqual([m(1200)]);
    expect(clock.timerCount()).toBe(0);
  });
});
