/**
 * Server rendering and hydration (issue 17): what differs between the server, the browser's hydration pass and a
 * render that starts in the browser.
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while rendering on the server and while the browser hydrates that markup; false for a render that started in
 * the browser. The two first passes must produce the same markup, which only the server's knowledge (no window, no
 * measurements) can give.
 */
export function useServerPass(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** useLayoutEffect in the browser; on the server (where it does nothing, and React 18 warns) useEffect. */
export const useBrowserLayoutEffect: typeof useLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
