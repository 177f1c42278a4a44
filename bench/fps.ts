import type { Browser } from 'playwright';
import { ErrorLog, freshPage, pageErrorOf, step } from './browser.ts';
import { quantile } from './stats.ts';

export type Variant = 'gpu' | 'dom';

/** One sampling window on /bench.html (gpu) or /bench.html?gpu=0 (dom). */
export interface RunSample {
  variant: Variant;
  stageKind: string;
  windowMs: number;
  frames: number;
  medianFrameMs: number;
  /** Window length / frame count: not quantized to vsync multiples like the median is. */
  meanFrameMs: number;
  p95FrameMs: number;
  fps: number;
  rafPerSecond: number;
  transitionsPerSecond: number;
  /** GPU only: stage frames rendered, draw calls per rendered frame, textures resident. */
  stageFramesPerSecond: number | null;
  drawCallsPerFrame: number | null;
  texturesResident: number | null;
}

interface Snapshot {
  t: number;
  frameCount: number;
  transitions: number;
  stage: { kind: string; drawCalls: number; frames: number; texturesResident: number };
}

const READY_TIMEOUT = 45_000;

export async function measureRun(browser: Browser, baseUrl: string, variant: Variant, warmupMs: number, windowMs: number, errors: ErrorLog): Promise<RunSample> {
  const url = `${baseUrl}/bench.html${variant === 'dom' ? '?gpu=0' : ''}`;
  const { context, page } = await freshPage(browser, errors, `bench ${variant}`);
  const broken = pageErrorOf(page);
  try {
    await step(`loading ${url}`, () => page.goto(url, { waitUntil: 'load' }), broken);
    await step(`waiting for window.strataBench on ${url}`, () =>
      page.waitForFunction(() => 'strataBench' in window, undefined, { timeout: READY_TIMEOUT }),
    broken);
    if (variant === 'gpu') {
      await step(`waiting for the GPU stage (stage().kind === 'gpu') on ${url}`, () =>
        page.waitForFunction(
          () => (window as unknown as { strataBench: { stage(): { kind: string } } }).strataBench.stage().kind === 'gpu',
          undefined,
          { timeout: READY_TIMEOUT, polling: 100 },
        ),
      broken);
    }
    // Warm-up, then one window, both timed inside the page so protocol latency does not count.
    const [a, b, intervals] = await step(`sampling ${url}`, () =>
      page.evaluate(
        async ({ warmupMs, windowMs }) => {
          type Bench = { transitions(): number; frameTimes(): number[]; stage(): Snapshot['stage'] };
          const bench = (window as unknown as { strataBench: Bench }).strataBench;
          // No named local functions in here: tsx's keepNames would wrap them in an undefined __name().
          await new Promise((r) => setTimeout(r, warmupMs));
          const first: Snapshot = { t: performance.now(), frameCount: bench.frameTimes().length, transitions: bench.transitions(), stage: bench.stage() };
          await new Promise((r) => setTimeout(r, windowMs));
          const second: Snapshot = { t: performance.now(), frameCount: bench.frameTimes().length, transitions: bench.transitions(), stage: bench.stage() };
          return [first, second, bench.frameTimes().slice(first.frameCount, second.frameCount)] as const;
        },
        { warmupMs, windowMs },
      ),
    broken);
    const seconds = (b.t - a.t) / 1000;
    const med = quantile(intervals, 0.5);
    const dFrames = b.stage.frames - a.stage.frames;
    const gpu = b.stage.kind === 'gpu';
    return {
      variant,
      stageKind: b.stage.kind,
      windowMs: b.t - a.t,
      frames: intervals.length,
      medianFrameMs: med,
      meanFrameMs: (b.t - a.t) / intervals.length,
      p95FrameMs: quantile(intervals, 0.95),
      fps: 1000 / med,
      rafPerSecond: intervals.length / seconds,
      transitionsPerSecond: (b.transitions - a.transitions) / seconds,
      stageFramesPerSecond: gpu ? dFrames / seconds : null,
      drawCallsPerFrame: gpu && dFrames > 0 ? (b.stage.drawCalls - a.stage.drawCalls) / dFrames : null,
      texturesResident: gpu ? b.stage.texturesResident : null,
    };
  } finally {
    await context.close();
  }
}
