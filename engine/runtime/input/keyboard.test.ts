import { describe, expect, it } from 'vitest';
import { createSteppedClock } from '../clock.ts';
import { fakeNavInputs } from './fake-inputs.ts';
import { createKeyboardInput, KEY_GUARD_MS, keyAllowed, keyStep } from './keyboard.ts';

describe('keyboard navigation', () => {
  it('maps arrow keys by the module direction; off maps nothing', () => {
    expect(keyStep('right', 'horizontal')).toBe('+1');
    expect(keyStep('left', 'horizontal')).toBe('-1');
    expect(keyStep('up', 'horizontal')).toBeNull();
    expect(keyStep('down', 'vertical')).toBe('+1');
    expect(keyStep('up', 'vertical')).toBe('-1');
    expect(keyStep('right', 'vertical')).toBeNull();
    expect(keyStep('right', 'off')).toBeNull();
  });

  it('ignores a key for 500 ms after the previous accepted press (SPEC §9)', () => {
    expect(KEY_GUARD_MS).toBe(500);
    expect(keyAllowed(null, 0)).toBe(true);
    expect(keyAllowed(1000, 1499)).toBe(false);
    expect(keyAllowed(1000, 1500)).toBe(true);
  });

  it('20 presses 50 ms apart move at most one slide per 500 ms; guarded presses are still kept from the page', () => {
    const clock = createSteppedClock();
    const fake = fakeNavInputs(() => clock.now());
    const steps: string[] = [];
    const keyboard = createKeyboardInput({ inputs: fake.inputs, use: 'horizontal', request: (s) => steps.push(s) });
    const handled: boolean[] = [];
    for (let i = 0; i < 20; i++) {
      handled.push(fake.press('right'));
      clock.step(50);
    }
    // Presses at 0, 500 (the 11th) only: 1000 ms of presses, ceil(1000/500) = 2.
    expect(steps).toEqual(['+1', '+1']);
    expect(handled.every(Boolean)).toBe(true);
    expect(fake.press('up')).toBe(false); // not ours: the page scrolls
    keyboard.destroy();
    keyboard.destroy();
    expect(fake.listeners()).toBe(0);
  });

  it('subscribes to nothing when keyboard navigation is off', () => {
    const fake = fakeNavInputs(() => 0);
    createKeyboardInput({ inputs: fake.inputs, use: 'off', request: () => {} });
    expect(fake.listeners()).toBe(0);
  });
});
