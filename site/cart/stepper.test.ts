import { describe, expect, it } from 'vitest';
import { stepDown, stepUp } from './stepper.ts';

describe('quantity stepper (BEHAVIOURS §5)', () => {
  it('plus adds 1, with no maximum', () => {
    expect(stepUp('1')).toBe('2');
    expect(stepUp('0')).toBe('1');
    expect(stepUp('999')).toBe('1000');
  });

  it('plus on something that is not a number gives 1', () => {
    expect(stepUp('')).toBe('1');
    expect(stepUp('abc')).toBe('1');
  });

  it('plus reads like parseInt: leading digits count, decimals are cut', () => {
    expect(stepUp('3abc')).toBe('4');
    expect(stepUp('2.7')).toBe('3');
    expect(stepUp(' 4')).toBe('5');
    expect(stepUp('-3')).toBe('-2');
  });

  it('minus subtracts 1 down to 0 and stops there', () => {
    expect(stepDown('2')).toBe('1');
    expect(stepDown('1')).toBe('0');
    expect(stepDown('0')).toBe('0');
  });

  it('minus leaves a value that is not a positive number as it is', () => {
    expect(stepDown('')).toBe('');
    expect(stepDown('abc')).toBe('abc');
    expect(stepDown('-2')).toBe('-2');
  });
});
