import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CarouselPlacement } from '../anim/carousel.ts';
import { normalizeModule } from '../model/index.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { loadSlideChanges } from './late-pipeline.ts';
import { releaseVelocity } from './carousel.ts';
import { loggingBackdrop, recordingHost } from './test-ports.ts';

/** A carousel module in SR7 wire form: `count` slides with one text layer each (and `extra` layers beside it). */
function carouselModule(count: number, carousel: Record<string, unknown> = {}, len = 3000, extra: Record<string, Record<string, unknown>> = {}) {
  const slides: Record<string, unknown> = {};
  for (let i = 1; i <= count; i++) {
    slides[`s${i}`] = {
      id: `s${i}`,
      slide: { id: `s${i}`, order: i, title: `Slide ${i}`, slideshow: { len } },
      layers: {
        bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: { type: 'solid', orig: '#000', string: `rgb(${i % 255},0,0)` } } },
        t: {
          id: 't',
          type: 'text',
          content: { text: `Text ${i}` },
          tl: { in: { content: { all: [{ t: 0, d: 0, o: 0 }, { t: 0, d: 300, o: 1 }] } }, out: { content: { all: [{ t: 0, d: 200, o: 0 }] } } },
        },
        ...Object.fromEntries(Object.entries(extra).map(([id, layer]) => [id, {
          id,
          type: 'text',
          content: { text: `${id} ${i}` },
          tl: { in: { content: { all: [{ t: 0, d: 0, o: 0 }, { t: 0, d: 300, o: 1 }] } }, out: { content: { all: [{ t: 0, d: 200, o: 0 }] } } },
          ...layer,
        }])),
      },
    };
  }
  return normalizeModule({
    id: 31,
    settings: { alias: 'test-carousel', type: 'carousel', default: { len }, slideshow: { auto: false }, carousel: { maxV: 3, infinity: true, ...carousel } },
    slides,
  });
}


const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// The slide-change code loads after the first slide shows (late-pipeline.ts); these tests change at once after init.
beforeAll(() => loadSlideChanges());

async function started(count = 8, carousel: Record<string, unknown> = {}, len = 3000, extra: Record<string, Record<string, unknown>> = {}) {
  const clock = createSteppedClock();
  const log: string[] = [];
  const { host, targets } = recordingHost({ w: 100, h: 40 }, { w: 400, h: 300 });
  const slider = createSlider(carouselModule(count, carousel, len, extra), { clock, backdrop: loggingBackdrop(log), layers: host, env: { log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
  const events: string[] = [];
  slider.api.on('beforeChange', ({ current, next }) => events.push(`before ${current.index}->${next.index}`));
  slider.api.on('afterChange', ({ current, previous }) => events.push(`after ${previous?.index}->${current.index}`));
  // The carousel's code loads with the slider and is in once init has settled; the view measures and attaches then.
  expect(slider.carousel).toBeNull();
  await slider.init();
  const car = slider.carousel;
  if (!car) throw new Error('no carousel');
  const placed: CarouselPlacement[][] = [];
  car.setMeasures({ viewWidth: 1280, viewHeight: 500, gridWidth: 400, gridHeight: 300 });
  car.attach({ place: (p) => placed.push([...p]) });
  for (const index of car.windowIndices()) car.cardMounted(index);
  return { clock, slider, car, events, log, placed, targets };
}

describe('carousel runtime', () => {
  it('next() tweens the position over dur (800 ms) on the clock, then settles: events in order, no background transition', async () => {
    const { clock, slider, car, events, log, placed } = await started();
    expect(car.windowIndices()).toEqual([6, 7, 0, 1, 2]);
    slider.api.next();
    expect(slider.store.getState()).toMatchObject({ phase: 'changing', nextIndex: 1, index: 0 });
    clock.step(400);
    expect(car.position()).toBeGreaterThan(0.2);
    expect(car.position()).toBeLessThan(0.8);
    expect(slider.api.current().index).toBe(0);
    clock.step(416);
    expect(car.position()).toBe(1);
    expect(slider.api.current().index).toBe(1);
    expect(slider.store.getState().phase).toBe('idle');
    expect(events).toEqual(['before 0->1', 'after 0->1']);
    expect(log.some((l) => l.startsWith('transition'))).toBe(false);
    // Every frame placed only the window's cards.
    expect(Math.max(...placed.map((p) => p.length))).toBeLessThanOrEqual(5);
    // Once the incoming layers have entered, nothing runs: an idle carousel does no frame work.
    clock.step(400);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('infinity: next from the last slide moves forward one slot onto the first, continuously', async () => {
    const { clock, slider, car, events } = await started();
    slider.api.show('last');
    clock.step(820);
    expect(slider.api.current().index).toBe(7);
    // The short way round: 0 → -1, not across all slides.
    expect(car.position()).toBe(7);
    events.length = 0;
    slider.api.next();
    const seen: number[] = [];
    for (let t = 0; t < 820; t += 16) {
      clock.step(16);
      seen.push(car.position());
    }
    expect(slider.api.current().index).toBe(0);
    expect(events).toEqual(['before 7->0', 'after 7->0']);
    // Monotone forward from 7 to 8 (then normalized to 0 at rest): no jump backwards across the slides.
    const moving = seen.slice(0, seen.indexOf(0));
    for (let i = 1; i < moving.length; i++) expect(moving[i]).toBeGreaterThanOrEqual(moving[i - 1] ?? 0);
    expect(Math.max(...moving)).toBeLessThanOrEqual(8);
    expect(car.position()).toBe(0);
  });

  it('a request during a move retargets it (no queue): one move, one afterChange', async () => {
    const { clock, slider, car, events } = await started();
    slider.api.next();
    clock.step(200);
    const at = car.position();
    slider.api.next();
    clock.step(16);
    expect(car.position()).toBeGreaterThanOrEqual(at);
    clock.step(820);
    expect(slider.api.current().index).toBe(2);
    expect(events).toEqual(['before 0->1', 'before 0->2', 'after 0->2']);
  });

  it('the duration is capped at the slide length (SPEC §9)', async () => {
    const { clock, slider } = await started(8, { dur: 2000 }, 500);
    slider.api.next();
    clock.step(480);
    expect(slider.api.current().index).toBe(0);
    clock.step(40);
    expect(slider.api.current().index).toBe(1);
  });

  it('drag: dragging n slots moves n slides; a short flick moves one; a short slow drag snaps back', async () => {
    const { clock, slider, car } = await started();
    // Slot = 400 px. Drag left by 2 slots, hold still, let go.
    car.drag.start(800, 0);
    for (let i = 1; i <= 10; i++) car.drag.move(800 - i * 80, i * 10);
    clock.step(32);
    expect(car.position()).toBeCloseTo(2);
    expect(car.drag.end(400)).toBe(true);
    clock.step(900);
    expect(slider.api.current().index).toBe(2);
    // A flick: 0.3 slot in 30 ms.
    car.drag.start(800, 1000);
    car.drag.move(760, 1010);
    car.drag.move(680, 1030);
    car.drag.end(1035);
    clock.step(900);
    expect(slider.api.current().index).toBe(3);
    // The same distance, slowly, then held: back where it was.
    car.drag.start(800, 2000);
    car.drag.move(680, 2300);
    car.drag.end(2600);
    clock.step(900);
    expect(slider.api.current().index).toBe(3);
    // Dragging right (towards earlier slides) past the first wraps round to the last.
    for (let i = 0; i < 4; i++) {
      car.drag.start(100, 3000 + i * 1000);
      car.drag.move(520, 3000 + i * 1000 + 300);
      car.drag.end(3000 + i * 1000 + 600);
      clock.step(900);
    }
    expect(slider.api.current().index).toBe(7);
    // A tap is not a drag.
    car.drag.start(500, 9000);
    expect(car.drag.end(9010)).toBe(false);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('a bounded carousel resists past its ends and comes back', async () => {
    const { clock, slider, car } = await started(8, { infinity: false });
    car.drag.start(100, 0);
    car.drag.move(900, 100);
    clock.step(16);
    expect(car.position()).toBeCloseTo(-0.5);
    car.drag.end(500);
    clock.step(900);
    expect(car.position()).toBe(0);
    expect(slider.api.current().index).toBe(0);
  });

  it('1,000 slides: the window and every frame stay at most maxV + 2 slides', async () => {
    const { clock, slider, car, placed } = await started(1000);
    slider.api.show(500);
    clock.step(820);
    expect(slider.api.current().index).toBe(500);
    expect(car.windowIndices()).toEqual([498, 499, 500, 501, 502]);
    expect(Math.max(...placed.map((p) => p.length))).toBeLessThanOrEqual(5);
    slider.api.show('first');
    clock.step(820);
    slider.api.prev();
    clock.step(820);
    expect(slider.api.current().index).toBe(999);
    expect(car.windowIndices()).toEqual([997, 998, 999, 0, 1]);
  });

  it('layers: the focused slide plays out as it moves away and the new focus plays in once settled', async () => {
    const { clock, slider, targets } = await started();
    clock.step(400);
    expect(targets.get('s1/t')?.opacity).toBe(1);
    slider.api.next();
    clock.step(300);
    expect(targets.get('s1/t')?.opacity).toBe(0);
    clock.step(520);
    clock.step(32);
    const incoming = targets.get('s2/t')?.opacity ?? 1;
    expect(incoming).toBeLessThan(1);
    clock.step(400);
    expect(targets.get('s2/t')?.opacity).toBe(1);
  });

  it('layers "individual": a viOC layer enters on every placed card and stays; the others follow the focus', async () => {
    const { clock, slider, targets } = await started(8, { showAllLayers: 'individual' }, 3000, { k: { viOC: true } });
    clock.step(400);
    expect(targets.get('s1/t')?.opacity).toBe(1);
    // The side cards' marked layers entered with their cards; their other layers wait for the focus.
    expect(targets.get('s2/k')?.opacity).toBe(1);
    expect(targets.get('s2/t')).toBeUndefined();
    slider.api.next();
    clock.step(300);
    expect(targets.get('s1/t')?.opacity).toBe(0);
    expect(targets.get('s1/k')?.opacity).toBe(1);
    clock.step(520);
    clock.step(32);
    expect(targets.get('s2/t')?.opacity ?? 1).toBeLessThan(1);
    expect(targets.get('s2/k')?.opacity).toBe(1);
    clock.step(400);
    expect(targets.get('s2/t')?.opacity).toBe(1);
  });

  it('kill stops a move and leaves no frame listener', async () => {
    const { clock, slider } = await started();
    slider.api.next();
    clock.step(100);
    slider.kill();
    expect(clock.frameListenerCount()).toBe(0);
    await flush();
  });
});

describe('releaseVelocity', () => {
  it('measures the last 100 ms, falls back to the sample before a lone recent move, and is zero after holding still', () => {
    expect(releaseVelocity([{ t: 0, p: 0 }, { t: 50, p: 0.5 }, { t: 100, p: 1 }], 100)).toBeCloseTo(10);
    // Coalesced: the press long ago, one move just before the release.
    expect(releaseVelocity([{ t: 0, p: 0 }, { t: 190, p: 0.4 }], 200)).toBeCloseTo(2);
    expect(releaseVelocity([{ t: 0, p: 0 }, { t: 100, p: 0.4 }], 400)).toBe(0);
    expect(releaseVelocity([{ t: 0, p: 0 }], 10)).toBe(0);
  });
});
