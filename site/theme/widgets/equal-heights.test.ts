import { describe, expect, it } from 'vitest';
import { equalHeightsApply, tallestHeight } from './equal-heights.ts';

const none = { tabletDisabled: false, mobileDisabled: false };

describe('equalHeightsApply', () => {
  it('always applies from 1025 px', () => {
    expect(equalHeightsApply(1025, { tabletDisabled: true, mobileDisabled: true })).toBe(true);
    expect(equalHeightsApply(1920, none)).toBe(true);
  });

  it('applies between 768 and 1024 px unless the tablet-disable class is set', () => {
    expect(equalHeightsApply(1024, none)).toBe(true);
    expect(equalHeightsApply(768, none)).toBe(true);
    expect(equalHeightsApply(1024, { tabletDisabled: true, mobileDisabled: false })).toBe(false);
    expect(equalHeightsApply(768, { tabletDisabled: true, mobileDisabled: false })).toBe(false);
    expect(equalHeightsApply(900, { tabletDisabled: false, mobileDisabled: true })).toBe(true);
  });

  it('applies under 768 px unless the mobile-disable class is set', () => {
    expect(equalHeightsApply(767, none)).toBe(true);
    expect(equalHeightsApply(390, { tabletDisabled: false, mobileDisabled: true })).toBe(false);
    expect(equalHeightsApply(390, { tabletDisabled: true, mobileDisabled: false })).toBe(true);
  });
});

describe('tallestHeight', () => {
  it('is the largest height, 0 for none', () => {
    expect(tallestHeight([120, 180.5, 90])).toBe(180.5);
    expect(tallestHeight([])).toBe(0);
  });
});
