/**
 * The sticky header's decisions, as a pure function of one scroll frame (BEHAVIOURS §6 "Sticky header",
 * SPEC §4 "Theme", §6, §9). The hook in use-sticky-header.ts measures the page and applies the result.
 *
 * Phases of the header bar (`.header-nav-sticky`):
 * - `static`: in the page flow, where the page put it;
 * - `hidden`: fixed but parked above the viewport (desktop: `top` −(nav height + admin bar); mobile:
 *   `translateY(-100%)` with the class `scrolling-down`);
 * - `shown`: fixed at the top, right below the admin bar.
 */
import { isMobileLayout } from '../../breakpoints.ts';
import type { StickyVariant } from '../theme-options.ts';

/** `.header-nav-sticky` gets `tm-sticky-menu` this far past the nav's bottom (SPEC §9 "Sticky offset 20 px"). */
export const STICKY_MENU_OFFSET_PX = 20;
/** The fixed bar stays hidden while scrollTop is within the header height plus this (SPEC §9). */
export const STICKY_HIDE_ZONE_PX = 100;
/** Below this viewport width the theme switches to its mobile layout (SPEC §9; site/breakpoints.ts). */
export { MOBILE_LAYOUT_BELOW_PX } from '../../breakpoints.ts';

export type StickyPhase = 'static' | 'hidden' | 'shown';

export interface StickyMeasure {
  scrollTop: number;
  /** scrollTop at the previous frame: its sign tells the scroll direction. */
  previousScrollTop: number;
  /** Outer height of the whole `#header` (top bar and nav). */
  headerHeight: number;
  /** Page offset of the nav's top and its outer height, measured where the page flow puts it. */
  navTop: number;
  navHeight: number;
  /** Height of a fixed admin bar, 0 without one (SPEC §6). */
  adminBarHeight: number;
  viewportWidth: number;
  variant: StickyVariant;
}

export interface StickyFrame {
  phase: StickyPhase;
  /** `tm-sticky-menu` on the bar. */
  stuck: boolean;
  /** The bar's `top` in px while fixed; null while static. */
  top: number | null;
  /** The mobile layout (< 1024 px). */
  mobile: boolean;
  /** `scrolling-down`: the mobile bar is hidden by translateY(-100%). */
  scrollingDown: boolean;
  /**
   * Whether a change may slide: only between two fixed phases. The first parking of a static bar must be
   * instant, or the bar would be seen sliding away from the top of the viewport.
   */
  animate: boolean;
}

export const STATIC_FRAME: StickyFrame = { phase: 'static', stuck: false, top: null, mobile: false, scrollingDown: false, animate: false };

function phaseFor(m: StickyMeasure, previous: StickyFrame): StickyPhase {
  if (m.scrollTop <= m.navTop + m.navHeight + STICKY_MENU_OFFSET_PX) return 'static';
  // Both setups keep the bar parked near the top, so it never slides in over the header it replaces.
  if (m.scrollTop <= m.headerHeight + STICKY_HIDE_ZONE_PX) return 'hidden';
  if (m.variant === 'always') return 'shown';
  if (m.scrollTop > m.previousScrollTop) return 'hidden';
  if (m.scrollTop < m.previousScrollTop) return 'shown';
  // No movement (a resize, the first frame): keep what the visitor saw; leaving `static` starts hidden.
  return previous.phase === 'static' ? 'hidden' : previous.phase;
}

/** The header bar's state for one frame, given the previous one. */
export function nextStickyFrame(m: StickyMeasure, previous: StickyFrame = STATIC_FRAME): StickyFrame {
  const mobile = isMobileLayout(m.viewportWidth);
  const phase = phaseFor(m, previous);
  if (phase === 'static') return { ...STATIC_FRAME, mobile };
  const parkedTop = mobile ? m.adminBarHeight : -(m.navHeight + m.adminBarHeight);
  return {
    phase,
    stuck: true,
    top: phase === 'shown' ? m.adminBarHeight : parkedTop,
    mobile,
    scrollingDown: mobile && phase === 'hidden',
    animate: previous.stuck,
  };
}

export function sameStickyFrame(a: StickyFrame, b: StickyFrame): boolean {
  return a.phase === b.phase && a.stuck === b.stuck && a.top === b.top && a.mobile === b.mobile && a.scrollingDown === b.scrollingDown && a.animate === b.animate;
}
