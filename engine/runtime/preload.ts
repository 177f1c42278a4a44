/**
 * What the backdrop keeps around the current slide (SPEC §4 slide preparation): the slide itself, then the one a
 * `next` reaches, then the previous one — preload order follows likely use. MIX lazy slides among them get their
 * layers first; each is then prepared on the backdrop, so the next change (or a swipe that follows the finger)
 * does not wait for the network.
 */
import type { LazySlides } from './lazy-slides.ts';
import type { Backdrop } from './ports.ts';
import type { SliderStore } from './store.ts';

export interface PreloadDeps {
  readonly store: SliderStore;
  readonly lazy: Pick<LazySlides, 'pending' | 'ensure'>;
  readonly prepared: ReturnType<typeof createPreparedKeys>;
  backdrop(): Backdrop | null;
  alive(): boolean;
}

/** The slides a change reaches first from `index`: itself, the next, the previous (wrapping), in that order. */
export function nearSlideKeys(list: readonly { readonly key: string }[], index: number): string[] {
  const keys = [index, index + 1, index - 1].map((i) => list[(i + list.length) % list.length]?.key).filter((k): k is string => !!k);
  return [...new Set(keys)];
}

/** Keeps and prepares the slides around `index` on the current backdrop. */
export function createPreloader({ store, lazy, prepared, backdrop, alive }: PreloadDeps): (index: number) => void {
  return (index) => {
    const keys = nearSlideKeys(store.getState().slides, index);
    const target = backdrop();
    if (!target) return;
    target.retain(keys);
    prepared.keep(target, keys);
    for (const key of keys) {
      if (lazy.pending(key)) {
        void lazy.ensure(key).then(() => {
          if (alive() && backdrop() === target) void prepared.prepare(target, key);
        });
      } else void prepared.prepare(target, key);
    }
  };
}

/**
 * Which slides a backdrop has finished preparing (textures loaded), so a drag starts only when the neighbour can be
 * drawn at once. A key dropped by `keep` forgets a preparation still in flight (its texture was released).
 */
export function createPreparedKeys() {
  const ready = new WeakMap<Backdrop, Set<string>>();
  const pending = new WeakMap<Backdrop, Map<string, object>>();
  const of = <V>(map: WeakMap<Backdrop, V>, backdrop: Backdrop, make: () => V): V => {
    let value = map.get(backdrop);
    if (!value) map.set(backdrop, (value = make()));
    return value;
  };
  return {
    prepare(backdrop: Backdrop, key: string): Promise<void> {
      const token = {};
      of(pending, backdrop, () => new Map()).set(key, token);
      return backdrop.prepare(key).then(() => {
        const waiting = pending.get(backdrop);
        if (waiting?.get(key) !== token) return;
        waiting.delete(key);
        of(ready, backdrop, () => new Set()).add(key);
      });
    },
    has: (backdrop: Backdrop, key: string): boolean => ready.get(backdrop)?.has(key) ?? false,
    keep(backdrop: Backdrop, keys: readonly string[]): void {
      for (const key of [...(ready.get(backdrop) ?? [])]) if (!keys.includes(key)) ready.get(backdrop)?.delete(key);
      for (const key of [...(pending.get(backdrop)?.keys() ?? [])]) if (!keys.includes(key)) pending.get(backdrop)?.delete(key);
    },
  };
}
