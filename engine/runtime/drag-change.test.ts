import { describe, expect, it, vi } from 'vitest';
import type { ModuleModel } from '../model/types.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { createDragChange, MIN_SETTLE_MS, settleDuration } from './drag-change.ts';
import { createMotion } from './motion.ts';
import type { Backdrop, LayerHost } from './ports.ts';
import type { DragSample } from './ports-input.ts';
import type { SlideshowInputs } from './ports-slideshow.ts';
import { fakeNavInputs } from './input/fake-inputs.ts';
import { testModule } from './test-module.ts';

const SPAN = 800;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A backdrop that records every transition and every progress it is asked to draw; `hold` keys prepare only when told. */
function fakeBackdrop(hold: string[] = []) {
  const log: string[] = [];
  const progress: number[] = [];
  const waiting = new Map<string, () => void>();
  const backdrop: Backdrop = {
    kind: 'gpu',
    prepare: (key) => (hold.includes(key) ? new Promise<void>((resolve) => waiting.set(key, resolve)) : Promise.resolve()),
    retain: () => {},
    show: (key) => log.push(`show ${key}`),
    transition: (from: string, to: string, spec: TransitionSpec) => {
      log.push(`transition ${from}->${to} ${spec.duration}`);
      return { render: (p) => progress.push(p), finish: () => log.push(`finish ${to}`) };
    },
    resize: () => {},
    destroy: () => {},
  };
  return { backdrop, log, progress, release: (key: string) => waiting.get(key)?.() };
}

function fakeHost() {
  const active: string[] = [];
  // One target object per layer, as a real host keeps one element per layer.
  const objects = new Map<string, Record<string, unknown>>();
  const host: LayerHost = {
    targets: (slide, layer) => {
      const key = `${slide}/${layer}`;
      if (!objects.has(key)) objects.set(key, { opacity: 1 });
      return { content: objects.get(key) as object, mask: null };
    },
    measure: () => ({ box: { x: 10, y: 10, w: 100, h: 40 }, slide: { w: SPAN, h: 400 }, scale: 1 }),
    setActiveSlide: (slide, previous) => active.push(previous ? `${previous.key}->${slide.key}` : slide.key),
  };
  return { host, active };
}

const slideshowInputs = (reduced: boolean): SlideshowInputs => ({
  hover: (fn) => (fn(false), () => {}),
  focus: (fn) => (fn(false), () => {}),
  visibility: (fn) => (fn(true), () => {}),
  viewport: (fn) => (fn(true), () => {}),
  reducedMotion: () => reduced,
});

function swipeModule(count = 3, delay = 0): ModuleModel {
  const base = testModule(count, { auto: false });
  return { ...base, nav: { ...base.nav, delay, swipe: { use: true, desktop: true, direction: 'horizontal', touches: 1, blockVertical: false } } };
}

async function setup(o: { model?: ModuleModel; hold?: string[]; reduced?: boolean } = {}) {
  const clock = createSteppedClock();
  const fake = fakeNavInputs(() => clock.now());
  const backdrop = fakeBackdrop(o.hold);
  const host = fakeHost();
  const slider = createSlider(o.model ?? swipeModule(), {
    clock,
    backdrop: backdrop.backdrop,
    layers: host.host,
    env: { navInputs: fake.inputs, slideshowInputs: slideshowInputs(o.reduced ?? false), log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } },
  });
  const events: string[] = [];
  slider.api.on('beforeChange', ({ current, next }) => events.push(`before ${current.key}->${next.key}`));
  slider.api.on('afterChange', ({ current, previous }) => events.push(`after ${previous?.key}->${current.key}`));
  await slider.init();
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      clock.step(Math.min(16, ms - t));
      await flush();
    }
  };
  await advance(700); // the first slide's layers have entered: the frame loop is idle
  /** One pointer step at x (the module is SPAN px wide), after `wait` ms. */
  const finger = async (phase: DragSample['phase'], x: number, wait = 0) => {
    if (wait) await advance(wait);
    return fake.drag({ phase, x, y: 200, pointer: 'touch', touches: 1, span: SPAN });
  };
  return { clock, fake, backdrop, host, slider, events, advance, finger };
}

describe('a swipe that follows the finger', () => {
  it('draws the neighbour transition at the drag fraction, once per frame and only when it changed', async () => {
    const { clock, backdrop, host, slider, events, finger } = await setup();
    await finger('start', 600);
    await finger('move', 520); // 80 px of 800: past the tap slop, a drag toward the next slide
    expect(backdrop.log).toEqual(['show s1', 'transition s1->s2 500']);
    expect(backdrop.progress).toEqual([]); // drawn on the clock, not in the pointer handler
    clock.step(16);
    expect(backdrop.progress).toEqual([0.1]);
    await finger('move', 500);
    await finger('move', 400); // two moves in one frame: one draw, of the latest
    clock.step(16);
    expect(backdrop.progress).toEqual([0.1, 0.25]);
    clock.step(200); // the finger rests: nothing drawn, no frame listener
    expect(backdrop.progress).toEqual([0.1, 0.25]);
    expect(clock.frameListenerCount()).toBe(0);
    await finger('move', 200);
    clock.step(16);
    expect(backdrop.progress).toEqual([0.1, 0.25, 0.5]);
    // No scenes, no events, no index change while the finger is down.
    expect(events).toEqual([]);
    expect(host.active).toEqual(['s1']);
    expect(slider.api.current().index).toBe(0);
    expect(slider.store.getState().pausedBy.has('interaction')).toBe(true);
  });

  it('released past a quarter: settles the rest of the way in (1 − fraction) × duration and completes once', async () => {
    const { clock, backdrop, host, slider, events, finger, advance } = await setup();
    await finger('start', 600);
    await finger('move', 200); // 400 px: half-way
    clock.step(16);
    await finger('end', 200, 200); // released after resting: no flick, the distance decides
    expect(events).toEqual(['before s1->s2']); // announced at release, not when the drag began
    expect(host.active).toEqual(['s1', 's1->s2']); // out/in scenes start with the settle
    expect(slider.store.getState().phase).toBe('changing');
    await advance(240); // (1 − 0.5) × 500 ms = 250 ms
    expect(events).toEqual(['before s1->s2']);
    await advance(32);
    expect(events).toEqual(['before s1->s2', 'after s1->s2']);
    expect(slider.api.current()).toEqual({ index: 1, key: 's2', order: 2 });
    expect(backdrop.log.slice(-1)).toEqual(['finish s2']);
    const settle = backdrop.progress.slice(1);
    expect(settle.every((p, i) => p >= 0.5 && (i === 0 || p >= (settle[i - 1] ?? 0)))).toBe(true);
    expect(settle.at(-1)).toBe(1);
    expect(slider.store.getState()).toMatchObject({ phase: 'idle', nextIndex: null });
    expect(slider.store.getState().pausedBy.has('interaction')).toBe(false);
    await advance(1000);
    expect(events).toHaveLength(2);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('a short drag released rolls back to the same slide: no events, the outgoing slide shown again', async () => {
    const { clock, backdrop, host, slider, events, finger, advance } = await setup();
    await finger('start', 600);
    await finger('move', 520); // 0.1
    clock.step(16);
    await finger('end', 520, 200);
    await advance(MIN_SETTLE_MS + 32); // 0.1 × 500 = 50 ms, stretched to the shortest settle
    expect(events).toEqual([]);
    expect(slider.api.current().index).toBe(0);
    expect(slider.store.getState()).toMatchObject({ phase: 'idle', nextIndex: null });
    expect(slider.store.getState().pausedBy.has('interaction')).toBe(false);
    expect(backdrop.progress[0]).toBe(0.1);
    expect(backdrop.progress.at(-1)).toBe(0);
    expect(backdrop.log).toEqual(['show s1', 'transition s1->s2 500', 'show s1']);
    expect(host.active).toEqual(['s1']);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('a quick short flick commits; dragged back past the start it follows the previous slide instead', async () => {
    const flick = await setup();
    await flick.finger('start', 600);
    await flick.finger('move', 580, 16);
    await flick.finger('move', 540, 16);
    await flick.finger('end', 520, 16); // 80 px in 48 ms: ~1700 px/s toward the next slide
    await flick.advance(800);
    expect(flick.events).toEqual(['before s1->s2', 'after s1->s2']);

    const back = await setup();
    await back.finger('start', 400);
    await back.finger('move', 300);
    back.clock.step(16);
    await back.finger('move', 560); // 160 px the other way: the previous slide (s3, wrapping)
    back.clock.step(16);
    expect(back.backdrop.log).toEqual(['show s1', 'transition s1->s2 500', 'show s1', 'transition s1->s3 500']);
    expect(back.backdrop.progress).toEqual([0.125, 0.2]);
    await back.finger('end', 700, 200); // 300 px: past a quarter
    await back.advance(800);
    expect(back.events).toEqual(['before s1->s3', 'after s1->s3']);
    expect(back.slider.api.current().key).toBe('s3');
  });

  it('requests during the drag or its settle are queued and run after it, never two slides half drawn', async () => {
    const { slider, events, finger, advance, clock } = await setup({ model: swipeModule(5) });
    await finger('start', 600);
    await finger('move', 520);
    clock.step(16);
    slider.api.show('#s4'); // while the finger is down
    await finger('end', 520, 200); // rolls back …
    await advance(100);
    expect(events).toEqual([]);
    await advance(1000); // … then the held request runs
    expect(events).toEqual(['before s1->s4', 'after s1->s4']);

    await finger('start', 600);
    await finger('move', 200);
    clock.step(16);
    await finger('end', 200, 200); // commits to s5
    await advance(50);
    slider.api.show('#s2'); // during the settle
    await advance(1200);
    expect(events).toEqual(['before s1->s4', 'after s1->s4', 'before s4->s5', 'after s4->s5', 'before s5->s2', 'after s5->s2']);
    expect(slider.api.current().key).toBe('s2');
  });

  it('does not follow during a change: a drag that passes the slop while one runs draws nothing of its own', async () => {
    const { backdrop, slider, events, finger, advance } = await setup();
    await finger('start', 600);
    slider.api.next(); // a change starts before the finger has moved past the slop
    await advance(16);
    await finger('move', 300);
    await finger('end', 300, 16);
    expect(backdrop.log.filter((l) => l.startsWith('transition'))).toEqual(['transition s1->s2 500']);
    await advance(800);
    expect(events).toEqual(['before s1->s2', 'after s1->s2']);
    expect(slider.api.current().index).toBe(1);
  });

  it('falls back to deciding on release when the neighbour is not prepared yet, or under reduced motion', async () => {
    const pending = await setup({ hold: ['s2'] });
    await pending.finger('start', 600);
    await pending.finger('move', 500);
    await pending.advance(32);
    expect(pending.backdrop.log).toEqual(['show s1']); // nothing followed the finger
    await pending.finger('end', 500, 16); // 100 px: past the release-only 75 px threshold
    expect(pending.events).toEqual(['before s1->s2']);
    pending.backdrop.release('s2');
    await pending.advance(700);
    expect(pending.slider.api.current().index).toBe(1);

    const reduced = await setup({ reduced: true });
    await reduced.finger('start', 600);
    await reduced.finger('move', 500);
    await reduced.advance(32);
    expect(reduced.backdrop.log).toEqual(['show s1']);
    await reduced.finger('end', 500, 16);
    await reduced.advance(100);
    expect(reduced.slider.api.current().index).toBe(1); // an instant cross-fade, as every change under reduced motion
  });

  it('respects the navigation delay after a change (SPEC §4): no drag begins within it', async () => {
    const { backdrop, slider, finger, advance } = await setup({ model: swipeModule(3, 1000) });
    slider.api.next();
    await advance(700);
    const before = backdrop.log.length;
    await finger('start', 600);
    await finger('move', 200);
    await finger('end', 200, 16);
    await advance(800);
    expect(backdrop.log.length).toBe(before); // visitor input inside nd is dropped, followed or not
    expect(slider.api.current().index).toBe(1);
    await advance(400);
    await finger('start', 600);
    await finger('move', 200);
    await finger('end', 200, 200);
    await advance(800);
    expect(slider.api.current().index).toBe(2);
  });

  it('kill during a drag leaves no frame listener or timer', async () => {
    const { clock, slider, finger } = await setup();
    await finger('start', 600);
    await finger('move', 300);
    slider.kill();
    clock.step(100);
    expect(clock.frameListenerCount()).toBe(0);
    expect(clock.timerCount()).toBe(0);
  });
});

describe('createDragChange', () => {
  const session = (run: { render(p: number): void; finish(): void } | null = null) => ({
    from: testModule(2).slides[0]!,
    to: testModule(2).slides[1]!,
    index: 1,
    spec: { duration: 1000 } as TransitionSpec,
    run,
  });

  it('follows one drag at a time; a second begin is refused until the first has settled', () => {
    const clock = createSteppedClock();
    const calls: string[] = [];
    const drag = createDragChange({
      clock,
      motion: createMotion(clock),
      open: () => session(),
      commit: () => calls.push('commit'),
      complete: () => calls.push('complete'),
      restore: () => calls.push('restore'),
    });
    const first = drag.begin(1);
    expect(first).not.toBeNull();
    expect(drag.begin(-1)).toBeNull();
    first?.update(0.6);
    clock.step(16);
    first?.release(true, 0);
    first?.release(false); // once only
    expect(calls).toEqual(['commit']);
    expect(drag.active()).toBe(true);
    clock.step(390);
    expect(calls).toEqual(['commit']);
    clock.step(16); // (1 − 0.6) × 1000 = 400 ms
    expect(calls).toEqual(['commit', 'complete']);
    expect(drag.active()).toBe(false);
    const second = drag.begin(-1);
    second?.cancel(); // at 0: put away at once
    expect(calls).toEqual(['commit', 'complete', 'restore']);
    drag.destroy();
    expect(drag.begin(1)).toBeNull();
  });

  it('settles at the transition’s pace, sooner when flung, never under the shortest settle', () => {
    expect(settleDuration(0.5, 800)).toBe(400);
    expect(settleDuration(0.5, 800, 5)).toBe(MIN_SETTLE_MS); // 0.5 / 5 per s = 100 ms, stretched
    expect(settleDuration(0.5, 800, 2)).toBe(250);
    expect(settleDuration(0.1, 800)).toBe(MIN_SETTLE_MS);
    expect(settleDuration(0.1, 100)).toBe(100); // never longer than the transition itself
    expect(settleDuration(0, 800)).toBe(0);
  });
});
