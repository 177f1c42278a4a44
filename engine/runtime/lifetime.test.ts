import { describe, expect, it, vi } from 'vitest';
import { createLifetime } from './lifetime.ts';

describe('one lifetime per slider', () => {
  it('ends every unit once, the newest first; a failing teardown does not stop the others', () => {
    const log = { error: vi.fn() };
    const life = createLifetime(log);
    const order: string[] = [];
    life.own(() => order.push('clock'));
    life.own(() => {
      throw new Error('stuck');
    });
    life.own(() => order.push('scenes'));
    expect(life.ended()).toBe(false);
    life.end();
    life.end();
    expect(order).toEqual(['scenes', 'clock']);
    expect(life.ended()).toBe(true);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('a unit registered after the end is torn down at once', () => {
    const life = createLifetime();
    life.end();
    const dispose = vi.fn();
    life.own(dispose);
    expect(dispose).toHaveBeenCalledTimes(1);
  });
});

describe('life.unit', () => {
  it('hands the unit back and destroys it with the others', () => {
    const life = createLifetime();
    const unit = { destroy: vi.fn() };
    expect(life.unit(unit)).toBe(unit);
    expect(unit.destroy).not.toHaveBeenCalled();
    life.end();
    expect(unit.destroy).toHaveBeenCalledTimes(1);
  });
});
