import { describe, expect, it } from 'vitest';
import { mainThreadPerFrame } from './layers.ts';

const main = { pid: 1, tid: 7 };
const ev = (name: string, ts: number, extra: Record<string, unknown> = {}) => ({ name, ph: 'X', ts, ...main, ...extra });

describe('main-thread ms per frame from a Chromium trace', () => {
  it('sums the main thread’s top-level tasks inside each frame between the two marks', () => {
    const events = [
      { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 9, args: { name: 'Compositor' } },
      { name: 'strata:first-visible', ph: 'R', ts: 1000, ...main },
      ev('BeginMainThreadFrame', 1000),
      ev('RunTask', 1100, { dur: 2000 }),
      ev('RunTask', 1100, { dur: 5000, tid: 9 }),
      ev('BeginMainThreadFrame', 17000),
      ev('RunTask', 17500, { dur: 4000 }),
      ev('RunTask', 30000, { dur: 6000 }),
      ev('BeginMainThreadFrame', 33000),
      { name: 'strata:layers-entered', ph: 'R', ts: 40000, ...main },
    ];
    // Frame 2 gets its two tasks, the second cut at the next frame start (3 ms of its 6 ms).
    expect(mainThreadPerFrame(events, 'strata:first-visible', 'strata:layers-entered')).toEqual([2, 7]);
    expect(mainThreadPerFrame(events, 'strata:first-visible', 'missing')).toEqual([]);
  });
});
