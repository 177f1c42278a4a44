import type { MiddlewareHandler } from 'hono';

/**
 * Requests take turns, and the event loop gets control back every TURN_BUDGET_MS.
 *
 * Why: libuv (since 1.45, Node 20) accepts one new connection per event-loop iteration ("unix: don't accept()
 * connections in a loop", libuv#3696), and Node runs the handler of every request that arrived in an iteration
 * within that iteration. With 200 busy keep-alive connections an iteration ran ~150 requests, 0.3–0.5 s of CPU
 * on the 2-core server, so new connections queued in the kernel's accept queue and were taken one per iteration:
 * the soak saw 30 connections wait there 8–10 s (a new visitor's first page timing out) while the requests on
 * open connections were answered in 0.4 s. That was the load tail, not SQLite.
 *
 * A request's handler now waits for its turn; turns are handed out in arrival order from a setImmediate callback
 * until TURN_BUDGET_MS has passed, and the rest wait for the next iteration, so an iteration stays short and a new
 * connection is accepted within a few milliseconds. The total work is the same; only the order is fairer.
 */
export const TURN_BUDGET_MS = 5;

export interface TurnQueue {
  /** Resolves when it is this request's turn. */
  turn(): Promise<void>;
  /** Requests waiting for a turn. */
  readonly waiting: number;
}

export function createTurnQueue(budgetMs = TURN_BUDGET_MS): TurnQueue {
  const queue: (() => void)[] = [];
  let pumping = false;

  async function pump(): Promise<void> {
    const start = performance.now();
    while (queue.length > 0 && performance.now() - start < budgetMs) {
      queue.shift()!();
      // The turn's continuation (the handler, up to its first real wait) runs as the microtask queued by the call
      // above; awaiting here queues this loop behind it, so the budget counts the handlers' time.
      await null;
    }
    if (queue.length > 0) setImmediate(pump);
    else pumping = false;
  }

  return {
    turn() {
      return new Promise<void>((resolve) => {
        queue.push(resolve);
        if (!pumping) {
          pumping = true;
          setImmediate(pump);
        }
      });
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The middleware: every request waits for its turn before anything else runs for it. */
export function fairTurns(queue: TurnQueue = createTurnQueue()): MiddlewareHandler {
  return async (_c, next) => {
    await queue.turn();
    await next();
  };
}
