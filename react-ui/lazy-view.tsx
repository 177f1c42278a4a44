/**
 * Views a module uses only sometimes (tabs, thumbnails, the scrubber …), split off with a dynamic import and loaded
 * the first time a module renders one (issue 18: the first paint downloads only what the module uses). One import per
 * page, shared by every module; a chunk that fails logs SPEC §8's 'Loading chunk failed' line and is retried with a
 * growing delay (engine/load/lazy-chunk.ts) while something still renders the view. Client-only views: on the server
 * and until the chunk is in, a lazy view renders nothing.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { LazyChunk } from '../engine/index.ts';
import { createLazyChunk } from '../engine/load/lazy-chunk.ts';

/** A page-wide lazy chunk, created on first use (never at import), its retries on the window's timers. */
export function pageChunk<T>(type: string, load: () => Promise<T>, fallback: string): () => LazyChunk<T> {
  let chunk: LazyChunk<T> | null = null;
  return () =>
    (chunk ??= createLazyChunk<T>({
      type,
      load,
      fallback,
      after(ms, fn) {
        const handle = window.setTimeout(fn, ms);
        return () => window.clearTimeout(handle);
      },
      log: console,
    }));
}

/** The chunk's value once it is in, while `wanted`; null before (and whenever it is not wanted). */
export function useChunk<T>(chunk: () => LazyChunk<T>, wanted: boolean): T | null {
  // The value may be a function (a component): useState would call it, so it is always wrapped.
  const [value, setValue] = useState<T | null>(() => chunk().value());
  useEffect(() => {
    if (!wanted) return;
    return chunk().want((loaded) => setValue(() => loaded));
  }, [chunk, wanted]);
  return wanted ? value : null;
}

/**
 * A component whose code loads when it is first rendered.
 *
 * @example
 * const Scrubber = lazyView<NavProps>('nav-scrubber', () => import('./Scrubber.tsx').then((m) => m.Scrubber));
 * {settings.scrubber.enabled && <Scrubber {...nav} />}
 */
export function lazyView<P extends object>(type: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const chunk = pageChunk(type, load, 'the module goes on without it');
  function LazyView(props: P): ReactNode {
    const View = useChunk(chunk, true);
    return View ? <View {...props} /> : null;
  }
  LazyView.displayName = `Lazy(${type})`;
  return LazyView;
}
