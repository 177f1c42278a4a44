import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { computeLayout } from './measure.ts';

const moduleWith = (size: Record<string, unknown>) => normalizeModule({ settings: { size: { width: [1240, 1240, 1024, 778, 480], height: [600, 600, 500, 400, 300], ...size } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });

describe('module width limits (wire size.maxWidth)', () => {
  it('a px maximum narrows the stage and centres it in the container', () => {
    const layout = computeLayout(moduleWith({ fullWidth: false, maxWidth: 1000 }), 1200, { width: 1200, height: 900 });
    expect(layout.stageWidth).toBe(1000);
    expect(layout.stageLeft).toBe(100);
  });

  it('a percentage is of the container; 100 % changes nothing', () => {
    expect(computeLayout(moduleWith({ fullWidth: false, maxWidth: '80%' }), 1000, { width: 1200, height: 900 }).stageWidth).toBe(800);
    const full = computeLayout(moduleWith({ fullWidth: true, maxWidth: '100%' }), 1200, { width: 1200, height: 900 });
    expect(full.stageWidth).toBe(computeLayout(moduleWith({ fullWidth: true }), 1200, { width: 1200, height: 900 }).stageWidth);
  });
});
