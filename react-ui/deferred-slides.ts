/**
 * The slider's SlideLoader for a module read with normalizeModuleDeferred (engine/model/normalize.ts): a deferred
 * slide's layers are read here, in the page. While the slider starts (a deep link may start on a deferred slide) at
 * once; once it runs, after the next paint, so reading the slides around the first never holds the first slide's
 * frame. Keys that are not deferred (MIX lazy slides) go to the backend's fetcher.
 */
import type { DeferredSlideReader, Diagnostic, SlideLoader, SlideModel } from '../engine/index.ts';

/** After the frame the browser is about to paint (a timer alone may run before it). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

export function deferredSlideLoader(
  read: DeferredSlideReader | null,
  fetcher: SlideLoader | null,
  started: () => boolean,
  report: (diagnostics: readonly Diagnostic[]) => void,
): SlideLoader | null {
  if (!read) return fetcher;
  const late: Diagnostic[] = [];
  return {
    async load(keys): Promise<readonly SlideModel[]> {
      if (started()) await afterPaint();
      const own = read(keys, (list) => {
        late.push(...list);
        report(list);
      });
      const rest = keys.filter((key) => !own.some((slide) => slide.key === key));
      return rest.length > 0 && fetcher ? [...own, ...(await fetcher.load(rest))] : own;
    },
    diagnostics: () => [...late, ...(fetcher?.diagnostics?.() ?? [])],
  };
}
