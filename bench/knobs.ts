/**
 * The bench's command line and knobs: `npm run bench [-- --quick] [-- --no-build] [-- --only=layers|video]`, each
 * knob also settable from the environment (`BENCH_ROUNDS=5 npm run bench`), which wins over `--quick`'s values.
 * Pure: bench/knobs.test.ts checks it without a browser.
 */
export const DEFAULT_KNOBS = {
  /** GPU vs DOM rounds on /bench.html, and their warm-up and window. */
  BENCH_ROUNDS: 3,
  BENCH_WINDOW_MS: 3000,
  BENCH_WARMUP_MS: 1000,
  /** Cold loads per entry (bytes, first-visible). */
  BENCH_LOADS: 5,
  /** Transition families vs the floor: rounds, window per family, at least this many frames per window. */
  BENCH_TRANSITION_ROUNDS: 3,
  BENCH_TRANSITION_WINDOW_MS: 1000,
  BENCH_TRANSITION_MIN_FRAMES: 5,
  /** Traced cold loads of home.json (layer timelines). */
  BENCH_LAYER_LOADS: 3,
  /** Background video vs image. */
  BENCH_VIDEO_ROUNDS: 2,
  BENCH_VIDEO_WINDOW_MS: 3000,
} as const;

export type Knobs = { -readonly [K in keyof typeof DEFAULT_KNOBS]: number };

/** `--quick`: every part still runs (the report has every chart), with fewer rounds and shorter windows. */
export const QUICK_KNOBS: Knobs = {
  BENCH_ROUNDS: 2,
  BENCH_WINDOW_MS: 2500,
  BENCH_WARMUP_MS: 1000,
  BENCH_LOADS: 3,
  BENCH_TRANSITION_ROUNDS: 2,
  BENCH_TRANSITION_WINDOW_MS: 700,
  BENCH_TRANSITION_MIN_FRAMES: 4,
  BENCH_LAYER_LOADS: 1,
  BENCH_VIDEO_ROUNDS: 1,
  BENCH_VIDEO_WINDOW_MS: 2000,
};

export interface BenchArgs {
  readonly knobs: Knobs;
  readonly quick: boolean;
  /** Serve bench/.dist as it is (`--no-build` or BENCH_NO_BUILD=1). */
  readonly noBuild: boolean;
  /** Only one table, printed, no report (`--only=layers|video` or BENCH_ONLY). */
  readonly only: 'layers' | 'video' | null;
  readonly port: number;
  readonly help: boolean;
}

export const USAGE = `usage: npm run bench [-- --quick] [-- --no-build] [-- --only=layers|video]

  --quick       fewer rounds and shorter windows (about half the time); every chart is still drawn
  --no-build    serve bench/.dist as the last run built it (also BENCH_NO_BUILD=1)
  --only=NAME   layers | video: that table alone, printed, no report (also BENCH_ONLY)

Knobs (environment, they win over --quick): ${Object.keys(DEFAULT_KNOBS).join(', ')}, PORT (4470), CHROMIUM_PATH.
Writes bench/results/report.html and report.json; see bench/README.md.`;

/** A knob from the environment: a positive finite number, else the fallback. Counts are rounded, at least 1. */
function knob(env: Record<string, string | undefined>, name: string, fallback: number, count: boolean): number {
  const raw = env[name];
  const v = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(v) || v <= 0) return fallback;
  return count ? Math.max(1, Math.round(v)) : v;
}

const COUNTS = new Set(['BENCH_ROUNDS', 'BENCH_LOADS', 'BENCH_TRANSITION_ROUNDS', 'BENCH_TRANSITION_MIN_FRAMES', 'BENCH_LAYER_LOADS', 'BENCH_VIDEO_ROUNDS']);

/** Reads the command line (`process.argv.slice(2)`) and the environment; throws on an unknown argument. */
export function parseBenchArgs(argv: readonly string[], env: Record<string, string | undefined>): BenchArgs {
  let quick = false;
  let noBuild = env['BENCH_NO_BUILD'] === '1';
  let only: string | null = env['BENCH_ONLY'] || null;
  let help = false;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--no-build') noBuild = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
    else throw new Error(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
  if (only !== null && only !== 'layers' && only !== 'video') throw new Error(`--only / BENCH_ONLY: expected layers or video, got ${JSON.stringify(only)}`);
  const base: Knobs = quick ? QUICK_KNOBS : { ...DEFAULT_KNOBS };
  const knobs = Object.fromEntries(
    (Object.keys(DEFAULT_KNOBS) as (keyof Knobs)[]).map((k) => [k, knob(env, k, base[k], COUNTS.has(k))]),
  ) as Knobs;
  return { knobs, quick, noBuild, only, port: knob(env, 'PORT', 4470, true), help };
}
