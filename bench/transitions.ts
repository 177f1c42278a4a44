import type { Browser, Page } from 'playwright';
import { ErrorLog, freshPage, pageErrorOf, step } from './browser.ts';
import { fmt, median, table } from './stats.ts';

/**
 * The transitions table of `npm run bench`: one preset per family played on /transitions.html, each
 * window interleaved with the floor — the same two slide textures drawn by a bare one-pass Pixi shader
 * (/transitions.html?floor=1) — so machine drift hits both alike. Frame cost = CPU paint + render +
 * a 1-pixel read-back that waits for the GPU; fps from requestAnimationFrame intervals.
 */
export const FAMILY_PRESETS: readonly { family: string; preset: string }[] = [
  { family: 'fade', preset: 'fade' },
  { family: 'fade (through colour)', preset: 'fadethroughdark' },
  { family: 'slide', preset: 'slideleft' },
  { family: 'zoom', preset: 'zoomin' },
  { family: 'overlay', preset: 'slidingoverlayleft' },
  { family: 'columns', preset: 'curtain-3' },
  { family: 'rows (masked)', preset: 'slotslide-vertical' },
  { family: 'boxes', preset: 'boxfade' },
  { family: 'boxes 30×30', preset: 'boxfadedir1' },
  { family: '3D cube', preset: 'cube' },
  { family: '3D fly', preset: 'flyin' },
  { family: 'filter (colour)', preset: 'grayscale' },
  { family: 'filter (blur)', preset: 'blurstrong' },
  { family: 'motion blur', preset: 'motioncolrotatesv' },
];

interface Window {
  frames: number;
  drawCalls: number;
  medianCostMs: number;
  medianIntervalMs: number;
}

export interface TransitionRow {
  family: string;
  preset: string;
  medianCostMs: number;
  floorCostMs: number;
  /** ours / floor − 1, from the medians of the interleaved windows. */
  overhead: number;
  fps: number;
  floorFps: number;
  drawCallsPerFrame: number;
}

async function open(browser: Browser, baseUrl: string, errors: ErrorLog, floor: boolean): Promise<Page> {
  const { page } = await freshPage(browser, errors, floor ? 'transitions floor' : 'transitions');
  const failed = pageErrorOf(page);
  await step('open /transitions.html', async () => {
    await page.goto(`${baseUrl}/transitions.html${floor ? '?floor=1' : ''}`);
    await page.waitForFunction(() => 'strataGallery' in window, null, { timeout: 30_000 });
  }, failed);
  return page;
}

async function play(page: Page, preset: string, ms: number): Promise<Window> {
  // Plain data out of the page; no named helpers inside (tsx would wrap them in an undefined __name).
  const r = await page.evaluate(
    ([name, window]) =>
      (globalThis as unknown as { strataGallery: { play(n: string, ms: number): Promise<{ frames: number; drawCalls: number; costs: number[]; intervals: number[] }> } }).strataGallery.play(
        name as string,
        window as number,
      ),
    [preset, ms] as const,
  );
  return { frames: r.frames, drawCalls: r.drawCalls, medianCostMs: median(r.costs), medianIntervalMs: median(r.intervals) };
}

export async function measureTransitions(browser: Browser, baseUrl: string, errors: ErrorLog, rounds: number, windowMs: number, log: (m: string) => void): Promise<TransitionRow[]> {
  const ours = await open(browser, baseUrl, errors, false);
  const floor = await open(browser, baseUrl, errors, true);
  const rows: TransitionRow[] = [];
  try {
    for (const { family, preset } of FAMILY_PRESETS) {
      const mine: Window[] = [];
      const base: Window[] = [];
      for (let r = 0; r < rounds; r++) {
        base.push(await play(floor, preset, windowMs));
        mine.push(await play(ours, preset, windowMs));
      }
      const cost = median(mine.map((w) => w.medianCostMs));
      const floorCost = median(base.map((w) => w.medianCostMs));
      const frames = mine.reduce((a, w) => a + w.frames, 0);
      const row: TransitionRow = {
        family,
        preset,
        medianCostMs: cost,
        floorCostMs: floorCost,
        overhead: cost / floorCost - 1,
        fps: 1000 / median(mine.map((w) => w.medianIntervalMs)),
        floorFps: 1000 / median(base.map((w) => w.medianIntervalMs)),
        drawCallsPerFrame: mine.reduce((a, w) => a + w.drawCalls, 0) / Math.max(1, frames),
      };
      log(`  ${family} (${preset}): ${fmt(cost, 1)} ms vs floor ${fmt(floorCost, 1)} ms (${fmt(row.overhead * 100, 1)} %), ${fmt(row.drawCallsPerFrame, 2)} draw calls/frame`);
      rows.push(row);
    }
  } finally {
    await ours.context().close();
    await floor.context().close();
  }
  return rows;
}

export function printTransitions(rows: readonly TransitionRow[], rounds: number, windowMs: number): void {
  console.log(`\ntransitions: /transitions.html at 1240×600, ${rounds} interleaved rounds × ${windowMs / 1000} s per family, each against the floor (same two textures, bare one-pass Pixi shader)`);
  console.log(table([
    ['family', 'preset', 'frame cost median (ms)', 'floor (ms)', 'overhead', 'fps', 'floor fps', 'draw calls / frame'],
    ...rows.map((r) => [r.family, r.preset, fmt(r.medianCostMs, 1), fmt(r.floorCostMs, 1), `${r.overhead >= 0 ? '+' : ''}${fmt(r.overhead * 100, 1)} %`, fmt(r.fps, 1), fmt(r.floorFps, 1), fmt(r.drawCallsPerFrame, 2)]),
  ]));
}
