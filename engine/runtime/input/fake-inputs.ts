import type { DragOptions, DragSample, DragVerdict, NavInputs, NavKey, ViewportBox, WheelSample } from '../ports-input.ts';

/** A scripted NavInputs for engine tests: the test plays the visitor, time comes from the given clock. */
export function fakeNavInputs(now: () => number, o: { hash?: string; touch?: boolean } = {}) {
  const keys = new Set<(key: NavKey) => boolean>();
  const wheels = new Set<(sample: WheelSample) => boolean>();
  const drags = new Set<(sample: DragSample) => DragVerdict>();
  const viewports = new Set<(box: ViewportBox) => void>();
  const hashes = new Set<(hash: string) => void>();
  const dragOptions: DragOptions[] = [];
  const written: string[] = [];
  let hash = o.hash ?? '';
  let box: ViewportBox | null = null;
  let reveals = 0;
  const sub = <T>(set: Set<T>, fn: T) => {
    set.add(fn);
    return () => void set.delete(fn);
  };
  const inputs: NavInputs = {
    now,
    keys: (fn) => sub(keys, fn),
    wheel: (fn) => sub(wheels, fn),
    drag(options, fn) {
      dragOptions.push(options);
      return sub(drags, fn);
    },
    viewport(fn) {
      if (box) fn(box);
      return sub(viewports, fn);
    },
    touch: () => o.touch ?? false,
    hash: {
      get: () => hash,
      replace(next) {
        hash = next;
        written.push(next);
      },
      listen: (fn) => sub(hashes, fn),
    },
    reveal: () => void reveals++,
  };
  return {
    inputs,
    dragOptions,
    written,
    reveals: () => reveals,
    /** Number of live subscriptions (kill must leave none). */
    listeners: () => keys.size + wheels.size + drags.size + viewports.size + hashes.size,
    press: (key: NavKey) => [...keys].map((fn) => fn(key)).some(Boolean),
    wheel: (dy: number, dx = 0, time?: number) => [...wheels].map((fn) => fn(time === undefined ? { dx, dy } : { dx, dy, time })).some(Boolean),
    drag: (sample: DragSample) => [...drags].map((fn) => fn(sample)),
    setViewport(next: ViewportBox) {
      box = next;
      for (const fn of viewports) fn(next);
    },
    /** The visitor edits the hash (hashchange). */
    navigateHash(next: string) {
      hash = next;
      for (const fn of hashes) fn(next);
    },
    hash: () => hash,
  };
}
