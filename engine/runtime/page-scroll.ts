import { resolveEase } from '../anim/eases.ts';
import { DEFAULT_SCROLL_EASE } from '../model/action-values.ts';
import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';
import type { Environment, PageScroll } from './ports.ts';

/** One page scroll (a scroll action, or a same-page link). */
export interface ScrollRequest {
  /** Element id to scroll to; null = the module's bottom edge; '' = the top of the page. */
  readonly anchor: string | null;
  /** px added to the target ("-50px" stops 50 px above the anchor). */
  readonly offset: number;
  /** Duration in ms; 0 jumps. */
  readonly speed: number;
  /** gsap ease name. */
  readonly ease: string;
  /** Push `#anchor` into the history when the scroll ends. */
  readonly history: boolean;
}

/** The scroll position a request ends at, clamped to the page; null when the anchor is not on the page. */
export function scrollTarget(request: Pick<ScrollRequest, 'anchor' | 'offset'>, page: PageScroll): number | null {
  const base = request.anchor === null ? page.moduleEndY() : request.anchor === '' ? 0 : page.anchorY(request.anchor);
  if (base === null) return null;
  return Math.min(Math.max(0, base + request.offset), Math.max(0, page.max()));
}

export interface PageScrollerDeps {
  readonly clock: Clock;
  readonly motion: Motion;
  readonly env: Pick<Environment, 'log' | 'pageScroll'>;
}

export interface PageScroller {
  /** Starts a scroll; a running one is replaced (the visitor clicked another menu entry). */
  scrollTo(request: ScrollRequest): void;
  destroy(): void;
}

/** Smooth page scrolling on the one clock (SPEC §2 "Scroll to an anchor id or to the module end"). */
export function createPageScroller({ clock, motion, env }: PageScrollerDeps): PageScroller {
  let stop: (() => void) | null = null;
  let destroyed = false;

  return {
    scrollTo(request) {
      const page = env.pageScroll;
      if (destroyed || !page) return;
      const to = scrollTarget(request, page);
      if (to === null) {
        env.log.warn(`[strata] scroll action: no element with id "${request.anchor}" on the page`);
        return;
      }
      stop?.();
      stop = null;
      const finish = () => {
        stop = null;
        if (request.history && request.anchor) page.pushHash(request.anchor);
      };
      const from = page.get();
      if (request.speed <= 0 || from === to) {
        page.set(to);
        finish();
        return;
      }
      const ease = resolveEase(request.ease, DEFAULT_SCROLL_EASE);
      const start = clock.now();
      stop = motion.run((now) => {
        const progress = Math.min(1, (now - start) / request.speed);
        page.set(from + (to - from) * ease(progress));
        if (progress < 1) return false;
        finish();
        return true;
      });
    },
    destroy() {
      destroyed = true;
      stop?.();
      stop = null;
    },
  };
}
