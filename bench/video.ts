import type { Browser, Page } from 'playwright';
import { ErrorLog, freshPage, step } from './browser.ts';
import { mainThreadPerFrame } from './layers.ts';
import { fmt, median, quantile, table } from './stats.ts';

/**
 * A playing background video vs an image background on the GPU stage (fixtures/test/video-bg.json in the
 * viewer: slide `bars` plays clip.webm, slide `photo` is a 1600×900 image). Both pages run a bare rAF loop
 * during the window, so both have frames to cost; the image slide's stage draws nothing (idle), the video
 * slide's stage uploads and draws each new video frame. Per frame: the renderer main thread's busy ms from a
 * Chromium trace (as bench/layers.ts); per second: stage renders and draw calls. Interleaved image, video, …
 */
export type VideoVariant = 'image' | 'video';

export interface VideoSample {
  variant: VideoVariant;
  frames: number;
  medianMainThreadMs: number;
  p95MainThreadMs: number;
  stageRendersPerSecond: number;
  drawCallsPerRender: number;
  /** Whether the engine started the video itself (false: the bench played the element). */
  playedByEngine: boolean | null;
}

type StageWin = { strata: { get(a: string): { stage(): { drawCalls: number; frames: number } } } };
const ALIAS = 'test-video-bg';

const stageStats = (page: Page) => page.evaluate((a) => {
  const s = (window as unknown as StageWin).strata.get(a).stage();
  return { drawCalls: s.drawCalls, frames: s.frames };
}, ALIAS);

async function playBars(page: Page): Promise<boolean> {
  const playing = () => {
    const v = document.querySelector<HTMLVideoElement>('video[data-strata-bg-video="bars"]');
    return !!v && !v.paused && v.currentTime > 0.2;
  };
  const byEngine = await page.waitForFunction(playing, undefined, { timeout: 2500 }).then(() => true, () => false);
  if (!byEngine) {
    await page.evaluate(() => document.querySelector<HTMLVideoElement>('video[data-strata-bg-video="bars"]')!.play());
    await page.waitForFunction(playing, undefined, { timeout: 10_000 });
  }
  return byEngine;
}

async function measureOne(browser: Browser, baseUrl: string, errors: ErrorLog, variant: VideoVariant, warmupMs: number, windowMs: number): Promise<VideoSample> {
  const { context, page } = await freshPage(browser, errors, `video bg ${variant}`);
  try {
    const slide = variant === 'video' ? 'bars' : 'photo';
    await step(`load video-bg.json (${slide})`, () => page.goto(`${baseUrl}/viewer.html?src=/fixtures/test/video-bg.json&slide=${slide}`));
    await step('wait for the GPU stage', () => page.waitForSelector('[data-strata-module][data-backdrop="gpu"]', { timeout: 30_000 }));
    const playedByEngine = variant === 'video' ? await playBars(page) : null;
    // The same bare rAF loop on both pages: the image page would otherwise have no frames at all.
    // A string: tsx would wrap a named inner function in __name(), which the page does not have.
    await page.evaluate('(function tick() { requestAnimationFrame(tick); })()');
    await page.waitForTimeout(warmupMs);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel', 'disabled-by-default-devtools.timeline.frame'] });
    const before = await stageStats(page);
    await page.evaluate(() => performance.mark('bench:video-start'));
    await page.waitForTimeout(windowMs);
    await page.evaluate(() => performance.mark('bench:video-end'));
    const after = await stageStats(page);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: Parameters<typeof mainThreadPerFrame>[0] };
    const perFrame = mainThreadPerFrame(trace.traceEvents, 'bench:video-start', 'bench:video-end');
    const renders = after.frames - before.frames;
    return {
      variant,
      frames: perFrame.length,
      medianMainThreadMs: median(perFrame),
      p95MainThreadMs: quantile(perFrame, 0.95),
      stageRendersPerSecond: renders / (windowMs / 1000),
      drawCallsPerRender: renders > 0 ? (after.drawCalls - before.drawCalls) / renders : Number.NaN,
      playedByEngine,
    };
  } finally {
    await context.close();
  }
}

export async function measureVideo(browser: Browser, baseUrl: string, errors: ErrorLog, rounds: number, warmupMs: number, windowMs: number, log: (msg: string) => void): Promise<VideoSample[]> {
  const samples: VideoSample[] = [];
  for (let r = 1; r <= rounds; r++) {
    for (const variant of ['image', 'video'] as const) {
      const s = await measureOne(browser, baseUrl, errors, variant, warmupMs, windowMs);
      log(`video bg round ${r}/${rounds} ${variant}: main thread ${fmt(s.medianMainThreadMs, 2)} ms/frame, ${fmt(s.stageRendersPerSecond, 1)} stage renders/s`);
      samples.push(s);
    }
  }
  return samples;
}

export function printVideo(samples: readonly VideoSample[], windowMs: number): void {
  const rows = (['image', 'video'] as const).map((variant) => {
    const of = samples.filter((s) => s.variant === variant);
    const m = (pick: (s: VideoSample) => number) => median(of.map(pick));
    return [
      variant === 'image' ? 'image background (still)' : 'video background (playing)',
      fmt(m((s) => s.medianMainThreadMs), 2),
      fmt(m((s) => s.p95MainThreadMs), 2),
      fmt(m((s) => s.frames), 0),
      fmt(m((s) => s.stageRendersPerSecond), 1),
      fmt(m((s) => s.drawCallsPerRender), 3),
    ];
  });
  const engine = samples.filter((s) => s.variant === 'video').every((s) => s.playedByEngine);
  console.log(`\nBackground video vs image on the GPU stage: /viewer.html?src=/fixtures/test/video-bg.json, ${windowMs / 1000} s windows, medians over rounds`);
  console.log(table([['slide', 'main thread/frame median', 'p95', 'frames', 'stage renders/s', 'draw calls/render'], ...rows]));
  if (!engine) console.log('(the engine did not start the video in every round; the bench played the element)');
}
