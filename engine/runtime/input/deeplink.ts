import type { ModuleModel, SlideModel } from '../../model/types.ts';
import type { HashPort } from '../ports-input.ts';
import type { SliderStore } from '../store.ts';

/** What deep linking reads of the module: whether it writes its hash, and the slides' deepLinks. */
export type DeepLinkModel = Pick<ModuleModel, 'deepLinkOut' | 'slides'>;

/** SPEC §2: a hash number above this is treated as slide 0. */
export const HASH_NUMBER_LIMIT = 50;

/** Deep linking is on for a module that writes its hash (SR7 `browser.useURLDeeplink`) or names any slide's deepLink. */
export function deepLinking(model: DeepLinkModel): boolean {
  return model.deepLinkOut || model.slides.some((slide) => slide.deepLink !== '');
}

/**
 * The slide (index) a URL hash names, or null (SPEC §2): a slide whose deepLink equals the hash; else, on a module
 * with deep linking, a 1-based slide number, where a number above 50 means slide 0.
 */
export function hashToIndex(hash: string, model: DeepLinkModel, slides: readonly SlideModel[] = model.slides): number | null {
  const text = hash.replace(/^#/, '').trim();
  if (text === '') return null;
  const byLink = slides.findIndex((slide) => slide.deepLink !== '' && slide.deepLink === text);
  if (byLink >= 0) return byLink;
  if (!deepLinking(model) || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  if (n > HASH_NUMBER_LIMIT || n === 0) return 0;
  return n <= slides.length ? n - 1 : null;
}

/**
 * The hash a slide writes when deep linking out: its deepLink, else its 1-based number so the link reads back to
 * the same slide — except past 50, which would read back as slide 0 (then '' : no hash).
 */
export function slideHash(slide: SlideModel, index: number): string {
  if (slide.deepLink) return slide.deepLink;
  return index + 1 <= HASH_NUMBER_LIMIT ? String(index + 1) : '';
}

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
