import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PanState } from '../anim/pan.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { loadSlideChanges } from './late-pipeline.ts';
import { createMotion } from './motion.ts';
import { createPan } from './pan.ts';
import type { Backdrop } from './ports.ts';
import { testModule } from './test-module.ts';

/** `tl.in.pan` of standard-bullets-mix.json slide 1, as written. */
const KEN_BURNS = {
  pers: 600,
  orig: { x: '50%', y: '50%', z: '0' },
  all: [
    { t: 300, d: 0, f: 0, e: 'none', x: 0, y: 0, sX: '100%', rZ: 0, off: 0 },
    { t: 300, d: 7000, f: 7000, e: 'none', x: 0, y: 0, sX: '115', rZ: 0, off: 0 },
  ],
};
/** Starts zoomed in and pans right while zooming out. */
const ZOOM_OUT = { all: [{ t: 0, d: 0, sX: 150 }, { t: 0, d: 2000, x: '10%', sX: 100 }] };

interface PanCall {
  key: string;
  state: PanState | null;
  at: number;
}

function fakeBackdrop(clock: { now(): number }) {
  const calls: PanCall[] = [];
  const log: string[] = [];
  const backdrop: Backdrop = {
    kind: 'dom',
    prepare: async () => {},
    retain: () => {},
    show: (key) => log.push(`show ${key}`),
    transition: (from: string, to: string, _spec: TransitionSpec) => {
      log.push(`transition ${from}->${to}`);
      return { render: () => {}, finish: () => log.push(`finish ${to}`) };
    },
    pan: (key, state) => {
      calls.push({ key, state, at: clock.now() });
      log.push(`pan ${key} ${state === null ? 'null' : state.scaleX.toFixed(4)}`);
    },
    resize: () => {},
    destroy: () => {},
  };
  return { backdrop, calls, log, last: (key: string) => calls.filter((c) => c.key === key).at(-1) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started(pans: Record<number, unknown>, count = 3) {
  const clock = createSteppedClock();
  const fake = fakeBackdrop(clock);
  const slider = createSlider(testModule(count, { auto: false, pans }), {
    clock,
    backdrop: fake.backdrop,
    env: { log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } },
  });
  await slider.init();
  return { clock, slider, ...fake };
}

/** Steps the clock and lets promise continuations (texture preparation) run between frames. */
async function advance(clock: ReturnType<typeof createSteppedClock>, ms: number) {
  for (let t = 0; t < ms; t += 16) {
    clock.step(Math.min(16, ms - t));
    await flush();
  }
}

// The slide-change code loads after the first slide shows (late-pipeline.ts); these tests change right after init.
beforeAll(() => loadSlideChanges());

describe('Ken Burns on the slider clock', () => {
  it('plays the first slide pan from scale 1 to 1.15 at 7.3 s, then holds it and detaches the frame loop', async () => {
    const { clock, slider, calls, last } = await started({ 1: KEN_BURNS });
    expect(calls[0]).toMatchObject({ key: 's1', at: 0, state: { scaleX: 1, scaleY: 1, x: 0, y: 0, rotation: 0, blur: 0, originX: 0.5, originY: 0.5 } });
    clock.step(300);
    expect(last('s1')?.state?.scaleX).toBe(1);
    clock.step(3500);
    expect(last('s1')?.state?.scaleX).toBeCloseTo(1.075, 6);
    expect(clock.frameListenerCount()).toBe(1); // the pan is the only thing moving now
    clock.step(3500);
    expect(last('s1')?.state?.scaleX).toBeCloseTo(1.15, 10);
    expect(last('s1')?.at).toBe(7300);
    expect(slider.motion.active()).toBe(0);
    expect(clock.frameListenerCount()).toBe(0);
    const count = calls.length;
    clock.step(5000);
    expect(calls.length).toBe(count); // the end state holds without any per-frame work
  });

  it('keeps the outgoing pan through the transition, primes the incoming one, and resets the old one after afterChange', async () => {
    const { clock, slider, calls, log } = await started({ 1: KEN_BURNS, 2: ZOOM_OUT });
    clock.step(2000);
    const events: string[] = [];
    slider.api.on('afterChange', () => events.push(`afterChange (pan calls so far: ${calls.length})`));
    slider.api.next();
    await flush();
    const startOfChange = log.lastIndexOf('transition s1->s2');
    // The incoming slide's start state (150 %) is on the backdrop before the transition starts.
    expect(log[startOfChange - 1]).toBe('pan s2 1.5000');
    await advance(clock, 400);
    expect(calls.some((c) => c.key === 's1' && c.state === null)).toBe(false); // mid-transition: s1 keeps its pan
    await advance(clock, 200);
    expect(slider.api.current().key).toBe('s2');
    const afterChangeAt = Number(/\d+/.exec(events[0] ?? '')?.[0]);
    const resets = calls.map((c, i) => ({ ...c, i })).filter((c) => c.key === 's1' && c.state === null);
    expect(resets).toHaveLength(1);
    expect(resets[0]!.i).toBeGreaterThanOrEqual(afterChangeAt);
    // s2 now plays from its own start: 150 % → 100 % and +10 % x over 2 s.
    clock.step(1000);
    const mid = calls.filter((c) => c.key === 's2').at(-1)!.state!;
    expect(mid.scaleX).toBeCloseTo(1.25, 1);
    expect(mid.xFraction).toBeCloseTo(0.05, 1);
    clock.step(1500);
    expect(calls.filter((c) => c.key === 's2').at(-1)!.state).toMatchObject({ scaleX: 1, xFraction: 0.1 });
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('a slide without pan gets null, so no stale pan is left on the backdrop', async () => {
    const { clock, slider, calls } = await started({ 1: KEN_BURNS });
    slider.api.next();
    await advance(clock, 700);
    expect(calls.filter((c) => c.key === 's2').map((c) => c.state)).toEqual([null, null]); // primed, then played
    expect(calls.filter((c) => c.key === 's1').at(-1)?.state).toBeNull();
  });

  it('kill() stops the pan: no further calls, no frame listener, no timer', async () => {
    const { clock, slider, calls } = await started({ 1: KEN_BURNS });
    clock.step(1000);
    slider.api.kill();
    const count = calls.length;
    expect(clock.frameListenerCount()).toBe(0);
    expect(clock.timerCount()).toBe(0);
    clock.step(8000);
    expect(calls.length).toBe(count);
  });

  it('hands the current state to a backdrop that takes over (the GPU stage after first paint)', async () => {
    const { clock, slider } = await started({ 1: KEN_BURNS });
    clock.step(7300 + 600);
    const gpu = fakeBackdrop(clock);
    slider.setBackdrop(gpu.backdrop);
    await flush();
    expect(gpu.log).toEqual(['show s1', 'pan s1 1.1500']);
  });
});

describe('createPan', () => {
  it('runs only while a pan plays, and stop() / destroy() leave it where it is', () => {
    const clock = createSteppedClock();
    const motion = createMotion(clock);
    const fake = fakeBackdrop(clock);
    const pan = createPan({ clock, motion, backdrop: () => fake.backdrop });
    const slide = testModule(1, { pans: { 1: ZOOM_OUT } }).slides[0]!;
    pan.play(slide);
    expect(clock.frameListenerCount()).toBe(1);
    clock.step(1000);
    pan.stop();
    expect(clock.frameListenerCount()).toBe(0);
    const frozen = fake.calls.at(-1)!.state!.scaleX;
    clock.step(1000);
    expect(fake.calls.at(-1)!.state!.scaleX).toBe(frozen);
    pan.refresh();
    expect(fake.calls.at(-1)!.state!.scaleX).toBe(frozen);
    pan.play(slide);
    pan.destroy();
    pan.destroy();
    const count = fake.calls.length;
    pan.play(slide);
    pan.prime(slide);
    pan.reset(slide);
    clock.step(3000);
    expect(fake.calls.length).toBe(count);
    expect(clock.frameListenerCount()).toBe(0);
  });
});
