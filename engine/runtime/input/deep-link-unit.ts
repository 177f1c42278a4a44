/**
 * The deep-link unit (issue 18: only for a module that uses it): its code loads for a module with deep linking
 * (deeplink.ts `deepLinking`) or a page whose hash named one of its slides at start; the first slide itself is read
 * from the hash at start without it (`hashToIndex`).
 */
import type { HashPort } from '../ports-input.ts';
import type { SliderStore } from '../store.ts';
import { deepLinking, hashToIndex, slideHash, type DeepLinkModel } from './deeplink.ts';

export interface DeepLinkDeps {
  readonly model: DeepLinkModel;
  readonly store: SliderStore;
  readonly hash: HashPort;
  /** Scrolls the module into view (a deep link to one of its slides is a link to the module). */
  readonly reveal?: () => void;
  /** Asks for a slide by index (the same queue and rules as the API). */
  readonly show: (index: number) => void;
  /** The page loaded with a hash naming one of the slides (it is the first slide): bring the module into view. */
  readonly linkedAtStart?: boolean;
}

/**
 * Deep links in and out (SPEC §2, FORMAT.md §4). In: a hash change naming one of the slides shows it (the first
 * slide on load is `hashToIndex` of the hash, read by the composition root). Out: with `deepLinkOut`, each
 * completed change replaces the hash with the slide's (replaceState: no history entry per slide, no hashchange).
 */
export function createDeepLink(deps: DeepLinkDeps): { destroy(): void } {
  const { model, store, hash } = deps;
  const disposers: (() => void)[] = [];
  if (deps.linkedAtStart) deps.reveal?.();
  if (deepLinking(model)) {
    disposers.push(
      hash.listen((value) => {
        const state = store.getState();
        const index = hashToIndex(value, model, state.slides);
        if (index === null) return;
        deps.reveal?.();
        if (index !== (state.nextIndex ?? state.index)) deps.show(index);
      }),
    );
  }
  if (model.deepLinkOut) {
    let shown = store.getState().slides[store.getState().index]?.key ?? null;
    disposers.push(
      store.subscribe((state) => {
        if (state.phase !== 'idle') return;
        const slide = state.slides[state.index];
        // Only a change of slide writes (api.remove re-indexes the list without changing the slide shown).
        if (!slide || slide.key === shown) return;
        shown = slide.key;
        hash.replace(slideHash(slide, state.index));
      }),
    );
  }
  let done = false;
  return {
    destroy() {
      if (done) return;
      done = true;
      for (const dispose of disposers.splice(0)) dispose();
    },
  };
}
