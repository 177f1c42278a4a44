/**
 * Keyboard, wheel and swipe (SPEC §1, §9), loaded only for a module that switches one of them on (input/index.ts):
 * most exports leave all three off.
 */
import { resolveRequest } from '../navigation.ts';
import type { NavInputs } from '../ports-input.ts';
import { navSwipe, type NavInputDeps } from './index.ts';
import { createKeyboardInput, type NavStep } from './keyboard.ts';
import { createSwipeInput } from './swipe.ts';
import { createWheelInput } from './wheel.ts';

export function createGestures(deps: NavInputDeps & { readonly inputs: NavInputs }): { destroy(): void } {
  const { model, store, inputs } = deps;
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
    createSwipeInput({ inputs, settings: navSwipe(model), busy: deps.busy, request: step, follow: deps.follow }),
  ];
  return { destroy: () => parts.forEach((part) => part.destroy()) };
}
