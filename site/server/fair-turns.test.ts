import { describe, expect, it } from 'vitest';
import { createTurnQueue, TURN_BUDGET_MS } from './fair-turns.ts';
import { makeSite, siteFactory } from './test-helpers.ts';

const site = siteFactory(makeSite);

/** Holds the CPU for `ms`, as a request's synchronous work (SQLite, JSON) does. */
function burn(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** Counts the event-loop iterations (check phases) that run until `work` settles. */
async function loopTurnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work;
  done = true;
  return turns;
}

describe('fair turns (a busy server still gets back to its event loop, where new connections are accepted)', () => {
  it('hands the event loop back between requests once the budget is spent: 60 requests of 2 ms take many iterations', async () => {
    const s = site();
    // A route added after createApp goes through its middleware, as every route does.
    s.app.post('/test-burn', (c) => {
      burn(2);
      return c.text('ok');
    });
    const requests = Array.from({ length: 60 }, () => s.app.request('/test-burn', { method: 'POST' }));
    const turns = await loopTurnsDuring(Promise.all(requests));
    // 120 ms of work in slices of TURN_BUDGET_MS: the loop runs between the slices. Run all at once (each handler
    // as its request arrives), the loop would not get a single iteration until all 60 were done.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(120 / (TURN_BUDGET_MS + 2)) - 2);
    for (const res of await Promise.all(requests)) expect(await res.text()).toBe('ok');
  });

  it('grants turns in arrival order, a few per iteration', async () => {
    const queue = createTurnQueue(5);
    const order: number[] = [];
    const all = Array.from({ length: 20 }, (_, i) =>
      queue.turn().then(() => {
        order.push(i);
        burn(2);
      }),
    );
    expect(queue.waiting).toBe(20);
    const turns = await loopTurnsDuring(Promise.all(all));
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(turns).toBeGreaterThanOrEqual(5);
    expect(queue.waiting).toBe(0);
  });
});
