import { describe, expect, it } from 'vitest';
import { normalizeModule, type NavPlacement } from '../engine/index.ts';
import { testModule } from '../engine/runtime/test-module.ts';
import { computeNavFrame, hasOuterNav } from './nav-frame.ts';
import { outerFor } from './nav-outer.ts';
import { placeFor } from './nav-place.ts';
import { listGeometry, navEntries, navPosition, navWindow, outerRoom, placeStyle, scaleNavSize } from './nav-math.ts';
import { createScrubChange, createSkewFollower, resist, slotAt, snapDuration, snapTarget, SCRUB_CHANGE_DELAY_MS, SCRUB_EDGE_RESISTANCE } from './scrubber-math.ts';

const ladder = <T,>(v: T) => [v, v, v, v, v] as const;
const place = (h: 'left' | 'center' | 'right', v: 'top' | 'center' | 'bottom', x = 0, y = 0): NavPlacement => ({ h: ladder(h), v: ladder(v), x: ladder(x), y: ladder(y), align: 'slider' });

describe('nav item width scaling (viewport 480–980, SPEC §9)', () => {
  it("is the full width at 980+ and the min width at 480−, between them SR7's width × e but not under the min width, keeping the aspect ratio", () => {
    expect(scaleNavSize(1400, 100, 50, 50)).toEqual({ width: 100, height: 50 });
    expect(scaleNavSize(980, 100, 50, 50)).toEqual({ width: 100, height: 50 });
    expect(scaleNavSize(480, 100, 50, 50)).toEqual({ width: 50, height: 25 });
    expect(scaleNavSize(320, 100, 50, 50)).toEqual({ width: 50, height: 25 });
    expect(scaleNavSize(880, 100, 50, 50)).toEqual({ width: 80, height: 40 });
    // At 730 px e is 0.5: 50 px, the min width (a blend towards the min width would say 75).
    expect(scaleNavSize(730, 100, 50, 50)).toEqual({ width: 50, height: 25 });
    expect(scaleNavSize(855, 200, 40, 100)).toEqual({ width: 150, height: 30 });
    expect(scaleNavSize(605, 200, 40, 100)).toEqual({ width: 100, height: 20 });
    // A min width above the width never grows the item.
    expect(scaleNavSize(480, 100, 50, 300)).toEqual({ width: 100, height: 50 });
  });

  it("a list's items scale from SR7's natural size (nw × nh) at every level, not the level's w × h", () => {
    // umaiboz's tabs (the corpus export): 300 × 80 at 1240 px, 265 × 70.7 at 778 px, as the original shows them.
    const { nav } = normalizeModule({ settings: { nav: { tabs: { set: true, d: 'vertical', g: 0, wr: { p: 0 }, size: { w: [300, 300, 290, 279, 265], h: [80, 80, 77, 74, 71], nw: 300, nh: 80, mw: 265 } } } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });
    expect(listGeometry(nav.tabs!, 1, 1240, 3).item).toEqual({ width: 300, height: 80 });
    const tablet = listGeometry(nav.tabs!, 3, 778, 3).item;
    expect(tablet.width).toBe(265);
    expect(tablet.height).toBeCloseTo(70.67, 2);
  });

  it('a list wrapper holds its shown items, the gaps and the padding', () => {
    const { nav } = normalizeModule({ settings: { nav: { thumbs: { set: true, g: 10, wr: { p: 5 } } } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });
    expect(listGeometry(nav.thumbs!, 1, 1200, 3)).toEqual({ item: { width: 100, height: 50 }, padding: 5, wrapper: { width: 3 * 100 + 2 * 10 + 10, height: 60 } });
    const vertical = normalizeModule({ settings: { nav: { tabs: { set: true, d: 'vertical', g: 4, wr: { p: 0 }, size: { w: 160, h: 40 } } } }, slides: { 1: { slide: { order: 1 }, layers: {} } } }).nav.tabs;
    expect(listGeometry(vertical!, 0, 1200, 2).wrapper).toEqual({ width: 160, height: 84 });
  });
});

describe('max count windowing', () => {
  it('shows max items centred on the current one, shifted to stay inside the list', () => {
    expect(navWindow(10, 0, 5)).toEqual({ start: 0, end: 5 });
    expect(navWindow(10, 4, 5)).toEqual({ start: 2, end: 7 });
    expect(navWindow(10, 9, 5)).toEqual({ start: 5, end: 10 });
    expect(navWindow(10, 5, 4)).toEqual({ start: 3, end: 7 });
    expect(navWindow(3, 2, 5)).toEqual({ start: 0, end: 3 });
    expect(navWindow(7, 3, 0)).toEqual({ start: 0, end: 7 });
  });

  it('hidden-from-nav slides have no entry; a hidden current slide counts as the one before it', () => {
    const model = testModule(5, { hidden: [2, 4] });
    const entries = navEntries(model.slides);
    expect(entries.map((e) => e.index)).toEqual([0, 2, 4]);
    expect(navPosition(entries, 0)).toBe(0);
    expect(navPosition(entries, 1)).toBe(0);
    expect(navPosition(entries, 3)).toBe(1);
    expect(navPosition(entries, 4)).toBe(2);
  });
});

describe('placement', () => {
  const box = { left: 10, top: 20, width: 800, height: 400 };
  it('inner: corners, centres and offsets via translate of the element itself', () => {
    expect(placeStyle(place('left', 'top', 5, 6), 0, { x: 5, y: 6 }, box, box, null)).toEqual({ left: 15, top: 26, translate: '0% 0%' });
    expect(placeStyle(place('right', 'bottom'), 0, { x: 20, y: 30 }, box, box, null)).toEqual({ left: 790, top: 390, translate: '-100% -100%' });
    expect(placeStyle(place('center', 'center'), 0, { x: 4, y: -4 }, box, box, null)).toEqual({ left: 414, top: 216, translate: '-50% -50%' });
  });
  it('outer: just outside the slider box on the given side', () => {
    expect(placeStyle(place('center', 'bottom'), 0, { x: 0, y: 8 }, box, box, 'bottom')).toEqual({ left: 410, top: 428, translate: '-50% 0%' });
    expect(placeStyle(place('center', 'top'), 0, { x: 0, y: 8 }, box, box, 'top')).toEqual({ left: 410, top: 12, translate: '-50% -100%' });
    expect(placeStyle(place('left', 'center'), 0, { x: 3, y: 0 }, box, box, 'left')).toEqual({ left: 7, top: 220, translate: '-100% -50%' });
    expect(placeStyle(place('right', 'center'), 0, { x: 3, y: 0 }, box, box, 'right')).toEqual({ left: 813, top: 220, translate: '0% -50%' });
    expect(outerRoom('bottom', { width: 300, height: 60 }, { x: 0, y: -10 })).toEqual({ top: 0, right: 0, bottom: 70, left: 0 });
  });

  it('outer tabs grow the module box below the slider; outer vertical thumbs narrow the slider beside it', () => {
    const wire = (nav: Record<string, unknown>) =>
      normalizeModule({
        settings: { size: { width: [1240, 1240, 1024, 778, 480], height: [500, 500, 500, 500, 500] }, nav },
        slides: { a: { slide: { id: 'a', order: 1 }, layers: {} }, b: { slide: { id: 'b', order: 2 }, layers: {} } },
      });
    const below = computeNavFrame(wire({ tabs: { set: true, io: 'outer', y: 10, wr: { p: 5 } } }), 1240, { width: 1240, height: 800 }, 0, outerFor);
    expect(below.outer).toEqual({ top: 0, right: 0, bottom: 50 + 10 + 10, left: 0 });
    expect(below.slider).toEqual({ left: 0, top: 0, width: 1240, height: 500 });
    const beside = computeNavFrame(wire({ thumbs: { set: true, io: 'outer', d: 'vertical', h: 'left', x: 0, wr: { p: 10 } } }), 1240, { width: 1240, height: 800 }, 0, outerFor);
    expect(beside.outer.left).toBe(120);
    expect(beside.slider).toMatchObject({ left: 120, width: 1120 });
    expect(beside.layout.stageLeft).toBe(120);
    expect(beside.layout.stageWidth).toBe(1120);
    // The room's code is the outerNav feature's (a module without outer navigation never loads it); without it, none.
    expect([hasOuterNav(wire({ tabs: { set: true, io: 'outer' } })), hasOuterNav(wire({ tabs: { set: true, io: 'inner' } }))]).toEqual([true, false]);
    expect(computeNavFrame(wire({ tabs: { set: true, io: 'outer', y: 10, wr: { p: 5 } } }), 1240, { width: 1240, height: 800 }).outer.bottom).toBe(0);
  });

  it('slider-aligned elements sit their offset in screen px from the stage, which reaches the window past a page margin', () => {
    // A 1320 grid in a 1224 px container of a 1240 px window (8 px body margins), as lasak's export: scale 1240/1320.
    const model = normalizeModule({
      settings: { size: { width: [1320, 1320, 1024, 778, 480], height: [720, 720, 559, 425, 262] }, nav: { arrows: { set: true, l: { x: [50, 50, 50, 50, 50] }, r: { x: [50, 50, 50, 50, 50] } } } },
      slides: { a: { slide: { id: 'a', order: 1 }, layers: {} }, b: { slide: { id: 'b', order: 2 }, layers: {} } },
    });
    const frame = computeNavFrame(model, 1224, { width: 1240, height: 900 });
    expect(frame.layout.scale).toBeCloseTo(1240 / 1320);
    expect(frame.slider).toMatchObject({ left: -8, width: 1240 });
    const level = frame.layout.level;
    expect(placeFor(model.nav.arrows.left, frame)).toMatchObject({ left: 42, translate: '0% -50%' });
    expect(placeFor(model.nav.arrows.right, frame)).toMatchObject({ left: 1182, translate: '-100% -50%' });
    expect(model.nav.arrows.left.x[level]).toBe(50);
    // In a column narrower than the window the stage is the container, and so is the box.
    expect(computeNavFrame(model, 900, { width: 1240, height: 900 }).slider).toMatchObject({ left: 0, width: 900 });
  });
});

describe('scrubber maths', () => {
  it('maps the pointer to slots and resists past either end (0.8)', () => {
    expect(SCRUB_EDGE_RESISTANCE).toBe(0.8);
    expect(slotAt(30, 60)).toBe(0);
    expect(slotAt(150, 60)).toBe(2);
    expect(resist(2.4, 5)).toBe(2.4);
    expect(resist(-1, 5)).toBeCloseTo(-0.2);
    expect(resist(6, 5)).toBeCloseTo(4.4);
  });
  it('snaps to the nearest slot inside the track', () => {
    expect(snapTarget(2.49, 5)).toBe(2);
    expect(snapTarget(2.5, 5)).toBe(3);
    expect(snapTarget(-0.2, 5)).toBe(0);
    expect(snapTarget(4.4, 5)).toBe(4);
  });
  it('times the snap by distance and release speed, clamped to 0.1–1.5 s', () => {
    expect(snapDuration(6, 0)).toBe(100);
    expect(snapDuration(300, 0)).toBe(500);
    expect(snapDuration(300, -3000)).toBe(100);
    expect(snapDuration(3000, 0)).toBe(1500);
  });
  it('changes the slide 0.2 s after the snap, not before; only the latest of a quick series runs', () => {
    // A stepped stand-in for the slider clock's timers (Clock#after).
    let now = 0;
    const timers: { at: number; fn: () => void; live: boolean }[] = [];
    const after = (ms: number, fn: () => void) => {
      const timer = { at: now + ms, fn, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    };
    const advance = (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.live && t.at <= now)) {
        timer.live = false;
        timer.fn();
      }
    };
    const shown: number[] = [];
    const change = createScrubChange(after);
    expect(SCRUB_CHANGE_DELAY_MS).toBe(200);

    change.request(() => shown.push(2));
    advance(199);
    expect(shown).toEqual([]);
    expect(change.pending).toBe(true);
    advance(1);
    expect(shown).toEqual([2]);
    expect(change.pending).toBe(false);

    // Slot 1, then slot 3 within 0.2 s: only slot 3 is shown, 0.2 s after its own request.
    change.request(() => shown.push(1));
    advance(150);
    change.request(() => shown.push(3));
    advance(150);
    expect(shown).toEqual([2]);
    advance(50);
    expect(shown).toEqual([2, 3]);

    // A new drag cancels a waiting change.
    change.request(() => shown.push(4));
    change.cancel();
    advance(500);
    expect(shown).toEqual([2, 3]);
  });
});

describe('scrubber skew on drag (SR7 sk)', () => {
  it('leans by sk × lag/100 px (at most sk), the lag closing 20% per 60 fps frame, and settles when the handle stops', () => {
    const follower = createSkewFollower(30);
    expect(follower.step(0, 16.67)).toEqual({ skew: 0, settled: true });
    // A jump of 50 px: half the full lag, half the skew; the follower then closes 20% of the gap.
    expect(follower.step(50, 1000 / 60).skew).toBeCloseTo(15, 5);
    expect(follower.step(50, 1000 / 60).skew).toBeCloseTo(30 * (40 / 100), 5);
    // Past 100 px of lag the lean stays at sk; a move the other way leans the other way.
    expect(follower.step(400, 1000 / 60).skew).toBe(30);
    follower.reset(0);
    expect(follower.step(-300, 1000 / 60).skew).toBe(-30);
    let last = { skew: -30, settled: false };
    for (let frame = 0; frame < 60 && !last.settled; frame += 1) last = follower.step(-300, 1000 / 60);
    expect(last.settled).toBe(true);
    expect(Math.abs(last.skew)).toBeLessThan(0.2);
  });

  it('counts time, not frames: two 30 fps steps close the gap as four 60 fps steps do', () => {
    const at60 = createSkewFollower(10);
    const at30 = createSkewFollower(10);
    at60.step(0, 0);
    at30.step(0, 0);
    for (let i = 0; i < 4; i += 1) at60.step(100, 1000 / 60);
    for (let i = 0; i < 2; i += 1) at30.step(100, 1000 / 30);
    expect(at30.step(100, 0).skew).toBeCloseTo(at60.step(100, 0).skew, 6);
  });

  it('sk 0 never leans', () => {
    const follower = createSkewFollower(0);
    follower.step(0, 0);
    expect(follower.step(500, 16).skew === 0).toBe(true);
  });
});
