import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { MAX_DEVICE_STAGE_DPR, stageResolution } from './stage-resolution.ts';

const policy = (dpr: unknown) => normalizeModule({ settings: { general: { dpr } }, slides: { 1: { slide: { order: 1 }, layers: {} } } }).general.dpr;

describe('stageResolution (settings.general.dpr, FORMAT.md §9)', () => {
  it('"dpr" (the default) follows the screen, capped at 2', () => {
    expect(stageResolution(policy(undefined), 1)).toBe(1);
    expect(stageResolution(policy('dpr'), 1.5)).toBe(1.5);
    expect(stageResolution(policy('dpr'), 3)).toBe(MAX_DEVICE_STAGE_DPR);
    // Zoomed out below 1: the canvas matches the screen's pixels.
    expect(stageResolution(policy('dpr'), 0.5)).toBe(0.5);
  });

  it('a broken screen ratio counts as 1', () => {
    expect(stageResolution(policy('dpr'), Number.NaN)).toBe(1);
    expect(stageResolution(policy('dpr'), 0)).toBe(1);
  });

  it('a fixed ratio is used whatever the screen; "off" and false mean 1', () => {
    expect(stageResolution(policy(1), 3)).toBe(1);
    expect(stageResolution(policy('1'), 2)).toBe(1);
    expect(stageResolution(policy('off'), 2)).toBe(1);
    expect(stageResolution(policy(false), 2)).toBe(1);
    expect(stageResolution(policy('3'), 1)).toBe(3);
    expect(stageResolution(policy('1.5x'), 3)).toBe(1.5);
  });
});
