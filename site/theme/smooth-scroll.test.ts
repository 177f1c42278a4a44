import { describe, expect, it } from 'vitest';
import { lenisEase, tweenScroll, type ScrollPort } from './smooth-scroll.ts';

/** A window stand-in whose frames run when the test says so. */
function fakeWindow(startY = 0) {
  let y = startY;
  let time = 0;
  const frames = new Map<number, () => void>();
  let nextId = 1;
  const port: ScrollPort = {
    scrollY: () => y,
    scrollTo: (to) => {
      y = to;
    },
    now: () => time,
    requestFrame: (cb) => {
      frames.set(nextId, cb);
      return nextId++;
    },
    cancelFrame: (id) => frames.delete(id),
  };
  const advance = (ms: number) => {
    time += ms;
    const due = [...frames.values()];
    frames.clear();
    due.forEach((cb) => cb());
  };
  return { port, advance, y: () => y, pending: () => frames.size };
}

describe('lenisEase', () => {
  it('is min(1, 1.001 − 2^(−10t))', () => {
    expect(lenisEase(0)).toBeCloseTo(0.001, 6);
    expect(lenisEase(0.1)).toBeCloseTo(1.001 - 0.5, 6);
    expect(lenisEase(1)).toBe(1);
  });
});

describe('tweenScroll', () => {
  it('eases to the target over the duration and resolves "arrived"', async () => {
    const w = fakeWindow(1000);
    const tween = tweenScroll(w.port, 0, 1200);
    expect(w.y()).toBe(1000);
    w.advance(120); // t = 0.1 → half way by the Lenis curve
    expect(w.y()).toBeCloseTo(1000 - 1000 * (1.001 - 0.5), 6);
    w.advance(1200);
    expect(w.y()).toBe(0);
    expect(w.pending()).toBe(0);
    await expect(tween.done).resolves.toBe('arrived');
  });

  it('follows a target that moves while it runs, and lands on where it is at the end', () => {
    const w = fakeWindow(0);
    let target = 1000;
    tweenScroll(w.port, () => target, 1000);
    w.advance(100); // t = 0.1
    expect(w.y()).toBeCloseTo(1000 * (1.001 - 0.5), 6);
    target = 1400; // an image above the section loaded
    w.advance(100); // t = 0.2
    expect(w.y()).toBeCloseTo(1400 * (1.001 - 0.25), 6);
    w.advance(1000);
    expect(w.y()).toBe(1400);
  });

  it('jumps at once with duration 0 (reduced motion)', async () => {
    const w = fakeWindow(500);
    const tween = tweenScroll(w.port, 2000, 0);
    expect(w.y()).toBe(2000);
    await expect(tween.done).resolves.toBe('arrived');
  });

  it('stops where it is on cancel, idempotently', async () => {
    const w = fakeWindow(0);
    const tween = tweenScroll(w.port, 1000, 1000);
    w.advance(100);
    const at = w.y();
    tween.cancel();
    tween.cancel();
    w.advance(500);
    expect(w.y()).toBe(at);
    expect(w.pending()).toBe(0);
    await expect(tween.done).resolves.toBe('cancelled');
  });
});
