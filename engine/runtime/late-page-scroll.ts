/**
 * The module's page scroller (page-scroll.ts) with its code loaded at the first scroll: a scroll action, a same-page
 * link or api.scroll (issue 18: the first paint does not carry what most visits never use). A scroll asked for while
 * the code loads starts when it arrives; of several, the last, as a running scroll is replaced by the next one.
 */
import { createLateUnit, lateCode } from './late-unit.ts';
import type { PageScroller, PageScrollerDeps, ScrollRequest } from './page-scroll.ts';

const SCROLLER = lateCode('page-scroll', () => import('./page-scroll.ts'));

/** Loads the scroller's code once per page (what a test awaits to scroll within the frame it asked in). */
export const loadPageScroller = (): Promise<unknown> => SCROLLER.load();

export function createLatePageScroller(deps: PageScrollerDeps): PageScroller {
  const unit = createLateUnit({
    code: SCROLLER,
    // No moment of its own to load: only the first scroll loads it.
    wanted: true,
    create: ({ createPageScroller }) => createPageScroller(deps),
    fallback: 'the page does not scroll',
    log: deps.env.log,
  });
  let latest: ScrollRequest | null = null;
  return {
    scrollTo(request) {
      latest = request;
      void unit.use((scroller) => {
        if (latest !== request) return;
        latest = null;
        scroller.scrollTo(request);
      });
    },
    destroy: () => unit.destroy(),
  };
}
