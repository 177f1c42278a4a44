import type { Environment, PageScroll } from '../engine/index.ts';

/**
 * The page ports the engine's actions use (engine/runtime/ports.ts): opening links, the page URL and the
 * page scroll. Built at mount, never at import (SSR and Node imports must not touch `window`).
 */
export function pageEnv(root: HTMLElement): Pick<Environment, 'navigate' | 'pageUrl' | 'pageScroll'> {
  const pageScroll: PageScroll = {
    get: () => window.scrollY,
    // 'instant': the engine animates on the one clock; CSS `scroll-behavior: smooth` must not tween each step.
    set: (y) => window.scrollTo({ top: y, left: window.scrollX, behavior: 'instant' }),
    max: () => document.documentElement.scrollHeight - window.innerHeight,
    anchorY(id) {
      const el = document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
      return el ? el.getBoundingClientRect().top + window.scrollY : null;
    },
    // Below a held module means below its spacer (RS6 scrolled past the hold too).
    moduleEndY: () => (root.parentElement?.hasAttribute('data-strata-pin') ? root.parentElement : root).getBoundingClientRect().bottom + window.scrollY,
    pushHash: (id) => history.pushState(history.state, '', `#${encodeURIComponent(id)}`),
  };
  return {
    pageScroll,
    pageUrl: () => location.href,
    navigate(href, target) {
      if (target === '' || target === '_self') location.assign(href);
      // A new window must not get `window.opener` (reverse tabnabbing).
      else window.open(href, target, 'noopener');
    },
  };
}
