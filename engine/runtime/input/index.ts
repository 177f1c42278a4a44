import type { ModuleModel } from '../../model/types.ts';
import type { DragChange } from '../drag-change.ts';
import { createFeatureUnit } from '../feature-unit.ts';
import type { SlideRequest } from '../navigation.ts';
import type { NavInputs } from '../ports-input.ts';
import type { RequestSource } from '../requests.ts';
import type { SliderStore } from '../store.ts';
import { deepLinking, hashToIndex, type DeepLinkModel } from './deeplink.ts';

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
  /** Settles once the first slide shows: a deep link's hash listener waits for it (unless the page linked to a slide). */
  readonly after?: Promise<unknown>;
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
  let ready: Promise<unknown> = gestures.ready;
  const hash = inputs.hash;
  if (hash) {
    const linkedAtStart = deepLinkStart(model, inputs) !== null;
    const link = createFeatureUnit({
      type: 'deep link',
      wanted: linkedAtStart || deepLinking(model),
      // Hash changes matter once the module shows: its code is not part of the first paint unless the page linked here.
      load: () => (linkedAtStart ? Promise.resolve() : Promise.resolve(deps.after)).then(() => import('./deep-link-unit.ts')),
      create: ({ createDeepLink }) =>
        createDeepLink({ model, store, hash, reveal: inputs.reveal ? () => inputs.reveal?.() : undefined, show: (index) => deps.request(index, 'api'), linkedAtStart }),
      log: deps.log,
    });
    parts.push(link);
    // A page opened on a link to one of the slides shows the module in view from its start.
    if (linkedAtStart) ready = Promise.all([ready, link.ready]);
  }
  let done = false;
  return {
    ready,
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
