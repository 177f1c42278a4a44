/**
 * Keyboard activation of tabs (SPEC §9 "Tabs keyboard delay 300 ms"): arrow keys move focus at once and
 * activate the focused tab only after 300 ms without another key, so arrowing across several tabs does not
 * swap every panel on the way (WAI-ARIA Tabs pattern, "activation with a delay"). Timers are injected.
 */

export const TAB_KEYBOARD_DELAY_MS = 300;

export interface Timers {
  setTimeout(cb: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface DelayedActivation {
  /** Activates `index` after the delay, replacing any activation still waiting. */
  schedule(index: number): void;
  /** Activates what is waiting now (Tab out of the list, Enter). */
  flush(): void;
  cancel(): void;
}

export function createDelayedActivation(activate: (index: number) => void, timers: Timers, delay = TAB_KEYBOARD_DELAY_MS): DelayedActivation {
  let pending: { index: number; timer: number } | null = null;
  const cancel = () => {
    if (pending) timers.clearTimeout(pending.timer);
    pending = null;
  };
  return {
    schedule(index) {
      cancel();
      const timer = timers.setTimeout(() => {
        pending = null;
        activate(index);
      }, delay);
      pending = { index, timer };
    },
    flush() {
      if (!pending) return;
      const { index } = pending;
      cancel();
      activate(index);
    },
    cancel,
  };
}
