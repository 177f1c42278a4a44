import { useCallback, useSyncExternalStore } from 'react';

/**
 * The theme keeps its page-wide states as classes on `<html>` and `<body>` (BEHAVIOURS §6:
 * `html.html-search-block-active`, `body.side-panel-open`, …). We keep that contract: the class IS the state,
 * so the button in the header and the panel at the end of the page (separate React subtrees) agree through
 * it, and CSS and other scripts can rely on it. A MutationObserver lets React follow changes from anywhere.
 */
export type RootElement = 'html' | 'body';

function rootOf(which: RootElement): HTMLElement {
  return which === 'html' ? document.documentElement : document.body;
}

/** Adds or removes a class on `<html>`/`<body>`. */
export function setRootClass(which: RootElement, className: string, on: boolean): void {
  rootOf(which).classList.toggle(className, on);
}

/** [whether `<html>`/`<body>` has the class, a setter]; re-renders when anything changes that class. */
export function useRootClass(which: RootElement, className: string): [boolean, (on: boolean) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      observer.observe(rootOf(which), { attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    },
    [which],
  );
  const on = useSyncExternalStore(subscribe, () => rootOf(which).classList.contains(className), () => false);
  const set = useCallback((value: boolean) => setRootClass(which, className, value), [which, className]);
  return [on, set];
}
