import { describe, expect, it } from 'vitest';
import { DEFAULT_KNOBS, parseBenchArgs, QUICK_KNOBS } from './knobs.ts';

describe('bench command line and knobs', () => {
  it('takes the defaults with no arguments', () => {
    const a = parseBenchArgs([], {});
    expect(a.knobs).toEqual(DEFAULT_KNOBS);
    expect(a).toMatchObject({ quick: false, noBuild: false, only: null, port: 4470, help: false });
  });

  it('--quick lowers every knob or keeps it, and the environment wins over it', () => {
    const a = parseBenchArgs(['--quick'], { BENCH_LOADS: '7' });
    expect(a.quick).toBe(true);
    expect(a.knobs.BENCH_LOADS).toBe(7);
    expect(a.knobs.BENCH_ROUNDS).toBe(QUICK_KNOBS.BENCH_ROUNDS);
    for (const k of Object.keys(DEFAULT_KNOBS) as (keyof typeof DEFAULT_KNOBS)[]) expect(QUICK_KNOBS[k]).toBeLessThanOrEqual(DEFAULT_KNOBS[k]);
  });

  it('rounds counts, keeps fractional windows, and ignores values that are not positive numbers', () => {
    const a = parseBenchArgs([], { BENCH_ROUNDS: '2.6', BENCH_WINDOW_MS: '1500.5', BENCH_LOADS: '0', BENCH_VIDEO_ROUNDS: 'many', BENCH_LAYER_LOADS: ' ' });
    expect(a.knobs.BENCH_ROUNDS).toBe(3);
    expect(a.knobs.BENCH_WINDOW_MS).toBe(1500.5);
    expect(a.knobs.BENCH_LOADS).toBe(DEFAULT_KNOBS.BENCH_LOADS);
    expect(a.knobs.BENCH_VIDEO_ROUNDS).toBe(DEFAULT_KNOBS.BENCH_VIDEO_ROUNDS);
    expect(a.knobs.BENCH_LAYER_LOADS).toBe(DEFAULT_KNOBS.BENCH_LAYER_LOADS);
  });

  it('reads --no-build, --only and their environment forms, and refuses what it does not know', () => {
    expect(parseBenchArgs(['--no-build', '--only=video'], {})).toMatchObject({ noBuild: true, only: 'video' });
    expect(parseBenchArgs([], { BENCH_NO_BUILD: '1', BENCH_ONLY: 'layers', PORT: '5000' })).toMatchObject({ noBuild: true, only: 'layers', port: 5000 });
    expect(() => parseBenchArgs(['--fast'], {})).toThrow(/unknown argument "--fast"/);
    expect(() => parseBenchArgs(['--only=fps'], {})).toThrow(/layers or video/);
    expect(parseBenchArgs(['-h'], {}).help).toBe(true);
  });
});
