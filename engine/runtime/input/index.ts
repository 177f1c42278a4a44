import type { ModuleModel } from '../../model/types.ts';
import type { DragChange } from '../drag-change.ts';
import { createFeatureUnit } from '../feature-unit.ts';
import type { SlideRequest } from '../navigation.ts';
import type { NavInputs } from '../ports-input.ts';
import type { RequestSource } from '../requests.ts';
import type { SliderStore } from '../store.ts';
import { createDeepLink, hashToIndex, type DeepLinkModel } from './deeplink.ts';

/** What visitor navigation input reads of the module: its nav settings, its type, and what deep linking reads. */
export type NavInputModel = Pick<ModuleModel, 'nav' | 'type'> & DeepLinkModel;

export interface NavInputDeps {
  readonly model: NavInputModel;
  readonly store: SliderStore;
  /** Absent in Node and wherever the view gives none: then nothing is subscribed. */
  readonly inputs?: NavInputs;
  readonly request: (request: SlideRequest, source: RequestSource) => void;
  /** A slide change is running. */
  readonly busy: () => boolean;
  /** Starts a change that follows a swipe's finger (drag-change.ts), or null: the swipe then decides on release. */
  readonly follow?: (direction: 1 | -1) => DragChange | null;
  readonly log: Pick<Console, 'error'>;
}

/** Keyboard, wheel and swipe: whether a module uses one, and where their code is (feature-units.ts warms it early). */
export const GESTURES_CODE = {
  wanted: (model: NavInputModel): boolean => model.nav.keyboard.use !== 'off' || model.nav.wheel.use || navSwipe(model).use,
  load: () => import('./gestures.ts'),
};

/**
 * Visitor navigation input (SPEC §1, §9): keyboard, wheel, swipe and the URL hash, each subscribed only when the
 * module switches it on, all asking through the same request rules as the API. Keyboard, wheel and swipe are a
 * feature unit (gestures.ts): their code loads only for a module that uses one, and `ready` settles once it is in.
 */
export function createNavInput(deps: NavInputDeps): { readonly ready: Promise<unknown>; destroy(): void } {
  const { model, store, inputs } = deps;
  if (!inputs) return { ready: Promise.resolve(), destroy() {} };
  const gestures = createFeatureUnit({
    type: 'navigation input',
    wanted: GESTURES_CODE.wanted(model),
    load: () => Promise.all([GESTURES_CODE.load(), inputs.gestures?.()]).then(([code]) => code),
    create: ({ createGestures }) => createGestures({ ...deps, inputs }),
    log: deps.log,
  });
  const parts: { destroy(): void }[] = [gestures];
  if (inputs.hash) {
    parts.push(
      createDeepLink({
        model,
        store,
        hash: inputs.hash,
        reveal: inputs.reveal ? () => inputs.reveal?.() : undefined,
        show: (index) => deps.request(index, 'api'),
        linkedAtStart: deepLinkStart(model, inputs) !== null,
      }),
    );
  }
  let done = false;
  return {
    ready: gestures.ready,
    destroy() {
      if (done) return;
      done = true;
      for (const part of parts) part.destroy();
    },
  };
}

/** The module's swipe settings; a carousel is dragged by its own view (react-ui/carousel-cards.tsx), never twice. */
export function navSwipe(model: NavInputModel): NavInputModel['nav']['swipe'] {
  return model.type === 'carousel' ? { ...model.nav.swipe, use: false } : model.nav.swipe;
}

/** The slide the page's URL hash links to at start (SPEC §2 deep link in), or null. */
export function deepLinkStart(model: DeepLinkModel, inputs: NavInputs | undefined): number | null {
  const hash = inputs?.hash?.get() ?? '';
  return hash ? hashToIndex(hash, model) : null;
}
