import type { NavSettings } from '../../model/types.ts';
import type { NavInputs, NavKey } from '../ports-input.ts';

/** A relative navigation request made by visitor input (SPEC §2: previous is -1, next is +1). */
export type NavStep = '+1' | '-1';

/** SPEC §9: keyboard navigation is ignored for 500 ms after the previous key press. */
export const KEY_GUARD_MS = 500;

/**
 * The step an arrow key asks for under the module's keyboard setting (SR7 `nav.k.use`): left/right for a
 * horizontal module, up/down for a vertical one; any other key does nothing.
 */
export function keyStep(key: NavKey, use: NavSettings['keyboard']['use']): NavStep | null {
  if (use === 'horizontal') return key === 'right' ? '+1' : key === 'left' ? '-1' : null;
  if (use === 'vertical') return key === 'down' ? '+1' : key === 'up' ? '-1' : null;
  return null;
}

/**
 * True when a key press at `now` may navigate. The guard runs from the last press that navigated, so a held key
 * (auto-repeat every ~30 ms) moves one slide per 500 ms instead of racing through the module.
 */
export function keyAllowed(lastAccepted: number | null, now: number, guardMs = KEY_GUARD_MS): boolean {
  return lastAccepted === null || now - lastAccepted >= guardMs;
}

export interface KeyboardDeps {
  readonly inputs: NavInputs;
  readonly use: NavSettings['keyboard']['use'];
  readonly request: (step: NavStep) => void;
}

/** Arrow-key navigation. Subscribes to nothing when the module's keyboard navigation is off. */
export function createKeyboardInput(deps: KeyboardDeps): { destroy(): void } {
  if (deps.use === 'off') return { destroy() {} };
  let last: number | null = null;
  const off = deps.inputs.keys((key, time) => {
    const step = keyStep(key, deps.use);
    if (!step) return false;
    const now = time ?? deps.inputs.now();
    // A guarded press is still ours (no page scroll by an arrow meant for the slider), it just does nothing.
    if (!keyAllowed(last, now)) return true;
    last = now;
    deps.request(step);
    return true;
  });
  let done = false;
  return {
    destroy() {
      if (done) return;
      done = true;
      off();
    },
  };
}
