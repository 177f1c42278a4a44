import { gsap } from 'gsap';
import { describe, expect, it, vi } from 'vitest';
import { createGsapClock } from './clock.ts';
import { createMotion } from './motion.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the gsap clock', () => {
  it('never calls a frame listener inside onFrame, even when subscribing wakes a sleeping ticker (which ticks at once)', async () => {
    const clock = createGsapClock();
    // Asleep, with time gone by: gsap's wake() dispatches a tick synchronously from ticker.add().
    gsap.ticker.sleep();
    await later(40);
    const fn = vi.fn();
    const off = clock.onFrame(fn);
    expect(fn).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fn).toHaveBeenCalled());
    off();
  });

  it('a mover that finishes on its first frame still hands its owner a live handle, and runs again when asked', async () => {
    const motion = createMotion(createGsapClock());
    let running: (() => void) | null = null;
    let frames = 0;
    const mover = () => {
      frames += 1;
      running = null;
      return true;
    };
    // The owner's pattern (modifiers, scrubber): keep the handle while running, clear it when the mover is done.
    const wake = () => {
      if (!running) running = motion.run(mover);
    };
    for (let round = 1; round <= 3; round++) {
      gsap.ticker.sleep();
      await later(40);
      wake();
      await vi.waitFor(() => expect(frames).toBe(round));
      expect(running).toBeNull();
    }
    motion.destroy();
  });
});
