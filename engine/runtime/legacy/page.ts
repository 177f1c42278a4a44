/**
 * What the legacy shim keeps per page (per injected `window`): the notices already logged (once per page, SPEC §8),
 * the modules on the page by html id, and the `jQuery(sel).revolution()` handles waiting for or following them.
 * Kept in a WeakMap on the injected global, so nothing is written to the page for it and a test's fake global
 * starts clean.
 */
import { createLegacyNotices, type LegacyNotices } from './notices.ts';
import type { LegacyFacade } from './facade.ts';
import type { LegacyTarget } from './target.ts';

export interface LegacyPage {
  readonly notices: LegacyNotices;
  /** Modules registered on the page, by html id (`data-strata-module`). */
  readonly modules: Map<string, LegacyTarget>;
  /** `jQuery(sel).revolution()` handles: told about every module that registers (flush). */
  readonly handles: Set<LegacyFacade>;
  readonly log: Pick<Console, 'warn'>;
}

const pages = new WeakMap<object, LegacyPage>();

/** The page's legacy state, made on first use; `log` is the first caller's console. */
export function legacyPage(global: object, log: Pick<Console, 'warn'>): LegacyPage {
  let page = pages.get(global);
  if (!page) {
    page = { notices: createLegacyNotices(log), modules: new Map(), handles: new Set(), log };
    pages.set(global, page);
  }
  return page;
}

/** Adds a module to the page and lets every handle find it (flush); the returned function takes it off again. */
export function addModule(page: LegacyPage, id: string, target: LegacyTarget): () => void {
  page.modules.set(id, target);
  for (const handle of page.handles) handle.flush();
  return () => {
    if (page.modules.get(id) === target) page.modules.delete(id);
  };
}
