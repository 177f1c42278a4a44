/**
 * Background transitions on demand (issue 18): the resolver and its 190 presets (~8 kB gzip) are needed by the first
 * slide change, never by the first slide. The slider starts loading them once the first slide's layers have entered;
 * with the DOM backdrop's frame maths; a change waits for them as it waits for the incoming slide's images, and a swipe that would follow the finger
 * before they are in decides on release instead.
 */
import type { SlideModel } from '../model/types.ts';
import type { TransitionModule } from '../transition/resolve.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import { FRAME_CODE } from '../transition/frame-code.ts';
import { instantCrossFade } from './reduced-motion.ts';

type ResolveModule = typeof import('../transition/resolve.ts');

/** The spec of the change into `to`: the slide's transition, or an instant cross-fade under reduced motion. */
export type SpecFor = (to: SlideModel, direction: 1 | -1, reduced: boolean) => TransitionSpec;

const still = { o: 0, x: { px: 0, frac: 0 }, y: { px: 0, frac: 0 }, r: 0, sx: 1, sy: 1 } as const;
const side = { animate: true, grid: { cols: 1, rows: 1 }, mask: false, ease: 'none', cells: [still], delays: [0], start: 0, motionBlur: 0 } as const;

/**
 * A change with no transition (a cross-fade of 0 ms, what the resolver makes of SR7's crossfade at speed 0), for when
 * the transitions could not be loaded: the slide still changes.
 */
export const cut = (direction: 1 | -1): TransitionSpec => ({
  preset: 'crossfade',
  family: 'fade',
  duration: 0,
  speed: 0,
  ease: 'none',
  via: null,
  order: 'inout',
  direction,
  in: side,
  out: side,
  d3: null,
  filter: null,
  overlay: false,
});

export interface TransitionLoader {
  /** Loads the resolver (once) and answers it; a load that fails is retried on the next call. */
  load(): Promise<SpecFor>;
  /** The resolver when it has loaded, else null. */
  ready(): SpecFor | null;
}

const importResolve = (): Promise<ResolveModule> => import('../transition/resolve.ts');

/** The resolver and the DOM backdrop's frame maths, once per page (what a test awaits to change slides at once). */
export const loadTransitionCode = (): Promise<unknown> => Promise.all([importResolve(), FRAME_CODE.load()]);

export function createTransitionLoader(model: TransitionModule, random: () => number, importResolver: () => Promise<ResolveModule> = importResolve): TransitionLoader {
  let loaded: SpecFor | null = null;
  let loading: Promise<SpecFor> | null = null;
  return {
    load() {
      if (loaded) return Promise.resolve(loaded);
      // The DOM backdrop's frame maths come in the same step (transition/frame-code.ts).
      loading ??= Promise.all([importResolver(), FRAME_CODE.load()]).then(
        ([{ resolveTransition }]) =>
          (loaded = (to, direction, reduced) => (reduced ? instantCrossFade(to, model, resolveTransition) : resolveTransition(to, model, { random, direction }))),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    ready: () => loaded,
  };
}
