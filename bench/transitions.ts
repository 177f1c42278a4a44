import type { Browser, Page } from 'playwright';
import { ErrorLog, freshPage, mainThreadClock, pageErrorOf, step } from './browser.ts';
import { FAMILY_PRESETS } from './families.ts';
import { fmt, median, medianRatio, table } from './stats.ts';

export { FAMILY_PRESETS };

/**
 * The transitions table of `npm run bench`: one preset per family played on /transitions.html, each window
 * next to the floor — the same two slide textures drawn by a bare one-pass Pixi shader (/transitions.html?floor=1).
 * Rounds are interleaved (floor A, A, floor B, B, … then again), so machine drift hits every family and the floor
 * alike; rows are medians over rounds. Per window: frame cost = CPU paint + render + a 1-pixel read-back that waits
 * for the GPU; main thread = CDP TaskDuration delta / frames; fps from requestAnimationFrame intervals.
 */
interface Window {
  frames: number;
  drawCalls: number;
  medianCostMs: number;
  medianIntervalMs: number;
  mainThreadMsPerFrame: number;
}

export interface TransitionRow {
  family: string;
  preset: string;
  /** The engine's family of the preset (resolveTransition). */
  engineFamily: string;
  medianCostMs: number;
  floorCostMs: number;
  /** ours / floor − 1 of the frame cost: costRatio − 1. */
  overhead: number;
  /**
   * ours / floor, each taken within one round (the family's window right after its floor window), then the median over
   * rounds: drift between rounds cancels, which a ratio of the two medians would not do.
   */
  costRatio: number;
  mainThreadRatio: number;
  mainThreadMs: number;
  floorMainThreadMs: number;
  fps: number;
  floorFps: number;
  drawCallsPerFrame: number;
  /** Frames per window, median over rounds (ours, floor): what each window's medians are taken over. */
  framesPerWindow: number;
  floorFramesPerWindow: number;
  /** Per round, for the spread: [ours, floor] frame cost medians. */
  rounds: { costMs: number; floorCostMs: number; mainThreadMs: number; floorMainThreadMs: number }[];
}

interface Side { page: Page; mainThread: () => Promise<number>; domain: string }

async function open(browser: Browser, baseUrl: string, errors: ErrorLog, floor: boolean): Promise<Side> {
  const { page } = await freshPage(browser, errors, floor ? 'transitions floor' : 'transitions');
  const failed = pageErrorOf(page);
  await step('open /transitions.html', async () => {
    await page.goto(`${baseUrl}/transitions.html${floor ? '?floor=1' : ''}`);
    await page.waitForFunction(() => 'strataGallery' in window, null, { timeout: 30_000 });
  }, failed);
  const clock = await mainThreadClock(page);
  return { page, mainThread: clock.read, domain: clock.domain };
}

type GalleryWin = { strataGallery: { play(n: string, ms: number, onFrame?: undefined, minFrames?: number): Promise<{ frames: number; drawCalls: number; costs: number[]; intervals: number[] }>; spec(n: string): { family: string } } };

async function play({ page, mainThread }: Side, preset: string, ms: number, minFrames: number): Promise<Window> {
  const t0 = await mainThread();
  // Plain data out of the page; no named helpers inside (tsx would wrap them in an undefined __name).
  const r = await page.evaluate(
    ([name, window, min]) => (globalThis as unknown as GalleryWin).strataGallery.play(name as string, window as number, undefined, min as number),
    [preset, ms, minFrames] as const,
  );
  const t1 = await mainThread();
  return {
    frames: r.frames,
    drawCalls: r.drawCalls,
    medianCostMs: median(r.costs),
    medianIntervalMs: median(r.intervals),
    mainThreadMsPerFrame: (t1 - t0) / Math.max(1, r.frames),
  };
}

/** The rows, and the CDP time domain the main-thread column was read in. */
export async function measureTransitions(
  browser: Browser,
  baseUrl: string,
  errors: ErrorLog,
  rounds: number,
  windowMs: number,
  minFrames: number,
  log: (m: string) => void,
): Promise<{ rows: TransitionRow[]; clock: string }> {
  const ours = await open(browser, baseUrl, errors, false);
  const floor = await open(browser, baseUrl, errors, true);
  const mine = new Map<string, Window[]>(FAMILY_PRESETS.map((f) => [f.preset, []]));
  const base = new Map<string, Window[]>(FAMILY_PRESETS.map((f) => [f.preset, []]));
  try {
    const engineFamily = new Map<string, string>();
    for (const { preset } of FAMILY_PRESETS) {
      engineFamily.set(preset, await ours.page.evaluate((n) => (globalThis as unknown as GalleryWin).strataGallery.spec(n).family, preset));
    }
    // One short unmeasured pass first: each family's programs compile and link on their first frame, which belongs
    // to no round (with two rounds, a median is a mean, and one compile would weigh on it).
    log(`  warm-up: every family and its floor once, unmeasured…`);
    for (const { preset } of FAMILY_PRESETS) {
      await play(floor, preset, 150, 2);
      await play(ours, preset, 150, 2);
    }
    for (let r = 1; r <= rounds; r++) {
      log(`  round ${r}/${rounds}: ${FAMILY_PRESETS.length} families, each after its floor window…`);
      for (const { preset } of FAMILY_PRESETS) {
        base.get(preset)!.push(await play(floor, preset, windowMs, minFrames));
        mine.get(preset)!.push(await play(ours, preset, windowMs, minFrames));
      }
    }
    const rows = FAMILY_PRESETS.map(({ family, preset }) => {
      const m = mine.get(preset)!;
      const b = base.get(preset)!;
      const cost = median(m.map((w) => w.medianCostMs));
      const floorCost = median(b.map((w) => w.medianCostMs));
      const frames = m.reduce((a, w) => a + w.frames, 0);
      const row: TransitionRow = {
        family,
        preset,
        engineFamily: engineFamily.get(preset) ?? '?',
        medianCostMs: cost,
        floorCostMs: floorCost,
        overhead: medianRatio(m.map((w) => w.medianCostMs), b.map((w) => w.medianCostMs)) - 1,
        costRatio: medianRatio(m.map((w) => w.medianCostMs), b.map((w) => w.medianCostMs)),
        mainThreadRatio: medianRatio(m.map((w) => w.mainThreadMsPerFrame), b.map((w) => w.mainThreadMsPerFrame)),
        mainThreadMs: median(m.map((w) => w.mainThreadMsPerFrame)),
        floorMainThreadMs: median(b.map((w) => w.mainThreadMsPerFrame)),
        fps: 1000 / median(m.map((w) => w.medianIntervalMs)),
        floorFps: 1000 / median(b.map((w) => w.medianIntervalMs)),
        drawCallsPerFrame: m.reduce((a, w) => a + w.drawCalls, 0) / Math.max(1, frames),
        framesPerWindow: median(m.map((w) => w.frames)),
        floorFramesPerWindow: median(b.map((w) => w.frames)),
        rounds: m.map((w, i) => ({ costMs: w.medianCostMs, floorCostMs: b[i]?.medianCostMs ?? NaN, mainThreadMs: w.mainThreadMsPerFrame, floorMainThreadMs: b[i]?.mainThreadMsPerFrame ?? NaN })),
      };
      log(`  ${family} (${preset}): ${fmt(cost, 1)} ms vs floor ${fmt(floorCost, 1)} ms (× ${fmt(row.costRatio, 2)}), main thread ${fmt(row.mainThreadMs, 2)} vs ${fmt(row.floorMainThreadMs, 2)} ms/frame (× ${fmt(row.mainThreadRatio, 2)})`);
      return row;
    });
    return { rows, clock: ours.domain === floor.domain ? ours.domain : `${ours.domain} / ${floor.domain}` };
  } finally {
    await ours.page.context().close();
    await floor.page.context().close();
  }
}

export function printTransitions(rows: readonly TransitionRow[], rounds: number, windowMs: number): void {
  console.log(`\ntransitions: /transitions.html at 1240×600, ${rounds} interleaved rounds (floor A, A, floor B, B, …) × ${windowMs / 1000} s windows; medians over rounds (ratios: ours ÷ floor within each round, then the median)`);
  console.log(table([
    ['family', 'preset', 'engine family', 'frame cost (ms)', 'floor (ms)', 'ratio', 'main thread ms/frame', 'floor', 'ratio', 'fps', 'floor fps', 'frames/window', 'draw calls / frame'],
    ...rows.map((r) => [
      r.family,
      r.preset,
      r.engineFamily,
      fmt(r.medianCostMs, 2),
      fmt(r.floorCostMs, 2),
      `${fmt(r.costRatio, 2)}×`,
      fmt(r.mainThreadMs, 2),
      fmt(r.floorMainThreadMs, 2),
      `${fmt(r.mainThreadRatio, 2)}×`,
      fmt(r.fps, 1),
      fmt(r.floorFps, 1),
      `${fmt(r.framesPerWindow, 0)}/${fmt(r.floorFramesPerWindow, 0)}`,
      fmt(r.drawCallsPerFrame, 2),
    ]),
  ]));
}
