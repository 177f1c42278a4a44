/** A typed event emitter; `clear()` drops every listener (used by kill()). */
export interface Emitter<Events extends object> {
  on<K extends keyof Events>(type: K, fn: (detail: Events[K]) => void): () => void;
  off<K extends keyof Events>(type: K, fn: (detail: Events[K]) => void): void;
  emit<K extends keyof Events>(type: K, detail: Events[K]): void;
  count(): number;
  clear(): void;
}

export function createEmitter<Events extends object>(onError: (error: unknown) => void): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(detail: never) => void>>();
  return {
    on(type, fn) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(fn as (detail: never) => void);
      return () => this.off(type, fn);
    },
    off(type, fn) {
      listeners.get(type)?.delete(fn as (detail: never) => void);
    },
    emit(type, detail) {
      for (const fn of [...(listeners.get(type) ?? [])]) {
        // A throwing listener belongs to the page, not to us: report it and keep the slider running.
        try {
          (fn as (d: typeof detail) => void)(detail);
        } catch (error) {
          onError(error);
        }
      }
    },
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    clear: () => listeners.clear(),
  };
}
