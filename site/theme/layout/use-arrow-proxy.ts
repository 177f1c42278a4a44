import { useEffect, useRef, useState } from 'react';
import { createArrowProxy, type ArrowDirection, type ArrowProxy, type ArrowTarget } from './arrow-proxy.ts';

/**
 * A theme arrow's press handler for the slider `api` (arrow-proxy.ts, SPEC §9 "Slider arrows proxied after
 * 300 ms"). The API is read when the delay ends, so a carousel rebuilt meanwhile gets the press; `api` is null while
 * the carousel is being rebuilt, and a press that ends then waits for the new one.
 */
export function useArrowProxy(api: ArrowTarget | null): (direction: ArrowDirection) => void {
  const latest = useRef(api);
  latest.current = api;
  const [proxy, setProxy] = useState<ArrowProxy | null>(null);
  useEffect(() => {
    const created = createArrowProxy({
      target: () => latest.current,
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
    setProxy(created);
    return () => created.destroy();
  }, []);
  // A carousel rebuilt for a new width hands over its new API: a press that found none meanwhile goes to it.
  useEffect(() => {
    if (api) proxy?.retarget();
  }, [api, proxy]);
  return (direction) => proxy?.press(direction);
}
