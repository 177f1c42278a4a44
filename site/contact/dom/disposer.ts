/**
 * One place that remembers everything an instance attached (listeners, abort controllers, undo steps),
 * so `destroy()` takes all of it back, once, however often it is called (React StrictMode mounts,
 * unmounts and mounts again).
 */
export interface Disposer {
  listen<K extends keyof HTMLElementEventMap>(target: EventTarget, type: K | string, fn: (event: Event) => void, options?: AddEventListenerOptions): void;
  /** Runs `undo` on dispose (last added, first run). */
  add(undo: () => void): void;
  dispose(): void;
  readonly disposed: boolean;
}

export function createDisposer(): Disposer {
  const undos: Array<() => void> = [];
  let disposed = false;
  return {
    listen(target, type, fn, options) {
      target.addEventListener(type, fn, options);
      undos.push(() => target.removeEventListener(type, fn, options));
    },
    add(undo) {
      if (disposed) undo();
      else undos.push(undo);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      while (undos.length > 0) undos.pop()?.();
    },
    get disposed() {
      return disposed;
    },
  };
}
