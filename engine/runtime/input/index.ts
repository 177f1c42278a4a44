import type { ModuleModel } from '../../model/types.ts';
import type { DragChange } from '../drag-change.ts';
import { resolveRequest, type SlideRequest } from '../navigation.ts';
import type { NavInputs } from '../ports-input.ts';
import type { RequestSource } from '../requests.ts';
import type { SliderStore } from '../store.ts';
import { createDeepLink, hashToIndex, type DeepLinkModel } from './deeplink.ts';
import { createKeyboardInput, type NavStep } from './keyboard.ts';
import { createSwipeInput } from './swipe.ts';
import { createWheelInput } from './wheel.ts';

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
}

/**
 * Visitor navigation input (SPEC §1, §9): keyboard, wheel, swipe and the URL hash, each subscribed only when the
 * module switches it on, all asking through the same request rules as the API.
 */
export function createNavInput(deps: NavInputDeps): { destroy(): void } {
  const { model, store, inputs } = deps;
  if (!inputs) return { destroy() {} };
  const step = (s: NavStep) => deps.request(s, 'input');
  const atEdge = (s: NavStep) => {
    const state = store.getState();
    const base = state.phase === 'changing' && state.nextIndex !== null ? state.nextIndex : state.index;
    const next = resolveRequest(s, state.slides, base, () => 0);
    return next === null || (s === '+1' ? next <= base : next >= base);
  };
  const parts = [
    createKeyboardInput({ inputs, use: model.nav.keyboard.use, request: step }),
    createWheelInput({ inputs, settings: model.nav.wheel, atEdge, request: step }),
    // A carousel is dragged by its own view (react-ui/CarouselView.tsx: the cards follow the finger), never twice.
    createSwipeInput({ inputs, settings: model.type === 'carousel' ? { ...model.nav.swipe, use: false } : model.nav.swipe, busy: deps.busy, request: step, follow: deps.follow }),
  ];
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
    destroy() {
      if (done) return;
      done = true;
      for (const part of parts) part.destroy();
    },
  };
}

/** The slide the page's URL hash links to at start (SPEC §2 deep link in), or null. */
export function deepLinkStart(model: DeepLinkModel, inputs: NavInputs | undefined): number | null {
  const hash = inputs?.hash?.get() ?? '';
  return hash ? hashToIndex(hash, model) : null;
}
