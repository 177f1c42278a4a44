/**
 * The legacy library shim (SPEC §8 "Custom code using the legacy library → deprecation notice logged"; FORMAT.md
 * §3): custom code written for Slider Revolution 6 keeps working on a Strata module where its calls map, and the
 * console says what to use instead, once per call and page.
 *
 * - `window["revapi" + id]` gets SR6's methods (`revnext()`, `revshowslide(n)`, `revcurrentslide()` …, methods.ts)
 *   beside SR7's, and its `bind` / `one` / `unbind` understand SR6's `revolution.slide.*` events (events.ts);
 *   SR7's `wrap()` answers "jQuery is not supported", as SR7 does.
 * - A page with its own jQuery gets `jQuery(sel).revolution()` and `jQuery(sel).revnext()`-style plugins (jquery.ts).
 * - Calls with no Strata equivalent (`revaddcallback`, `revmodal`, unknown `revolution.*` events) log that they are
 *   not supported and do nothing.
 */
import type { StrataApi } from '../api-types.ts';
import type { ModifierInputs } from '../ports-modifiers.ts';
import { createLegacyFacade } from './facade.ts';
import { isLegacyEventName } from './events.ts';
import { installLegacyJquery } from './jquery.ts';
import { JQUERY_NOT_SUPPORTED } from './notices.ts';
import { addModule, legacyPage } from './page.ts';
import { readParallaxProgress } from './parallax.ts';
import type { LegacyTarget } from './target.ts';

export { installLegacyJquery } from './jquery.ts';
export { LEGACY_METHODS } from './methods.ts';
export { LEGACY_EVENTS } from './events.ts';
export { LEGACY_NOTICE_PREFIX, JQUERY_NOT_SUPPORTED, deprecationNotice, unsupportedNotice } from './notices.ts';

export interface LegacyApiDeps {
  readonly api: StrataApi;
  /** The module's SR7 revapi object (registry.ts createSr7Api): SR6's methods are added to it. */
  readonly revapi: Record<string, unknown>;
  readonly log: Pick<Console, 'warn'>;
  /** Key of the slide at a 0-based index. */
  keyAt(index: number): string | undefined;
  readonly modifierInputs?: Pick<ModifierInputs, 'viewport'>;
  /** The module said ready before the shim arrived (it loads on demand, legacy/attach.ts): replay at once. */
  isReady?(): boolean;
}

type Fn = (...args: unknown[]) => unknown;

/**
 * Adds the SR6 surface to a module's revapi and makes the module findable by the page's jQuery plugins. Returns
 * the function that undoes it (the module's kill()): handlers bound through it are unbound; the jQuery plugins are
 * the page's and stay, like `window.strata`.
 */
export function installLegacyApi(global: Record<string, unknown>, deps: LegacyApiDeps): () => void {
  const { api, revapi, log } = deps;
  const page = legacyPage(global, log);
  let ready = false;
  const onReady = () => {
    ready = true;
    // jQuery handles replay the commands they queued before the module existed.
    for (const handle of page.handles) handle.flush();
  };
  api.on('ready', onReady);
  if (deps.isReady?.()) onReady();
  const target: LegacyTarget = { api, keyAt: deps.keyAt, parallaxProgress: () => readParallaxProgress(deps.modifierInputs), isReady: () => ready };
  const facade = createLegacyFacade(revapi, { target: () => target, notices: page.notices, receiver: 'revapi', log });

  // SR7's bind / on / one / unbind / off stay for Strata's own event names; `revolution.*` names are SR6's.
  const sr7 = { ...revapi } as Record<string, Fn | undefined>;
  const route = (legacy: Fn | undefined, own: Fn | undefined) => (name: unknown, fn?: unknown) =>
    isLegacyEventName(name) ? legacy?.(name, fn) : own?.(name, fn);
  Object.assign(revapi, facade.methods, {
    bind: route(facade.methods['bind'], sr7['bind']),
    on: route(facade.methods['bind'], sr7['on']),
    one: route(facade.methods['one'], sr7['one'] ?? oneOf(revapi, sr7)),
    unbind: route(facade.methods['unbind'], sr7['unbind']),
    off: route(facade.methods['unbind'], sr7['off']),
    wrap: () => {
      page.notices.once('revapi.wrap()', JQUERY_NOT_SUPPORTED);
      return revapi;
    },
  });

  installLegacyJquery(global, log);
  const removeModule = addModule(page, api.id, target);
  return () => {
    facade.dispose();
    removeModule();
    api.off('ready', onReady);
  };
}

/** SR7's `one(evt, fn)` (FORMAT.md §3) for Strata's own event names: on, then off after the first call. */
function oneOf(revapi: object, sr7: Record<string, Fn | undefined>): Fn {
  return (name, fn) => {
    if (typeof fn !== 'function') return revapi;
    const once = (detail: unknown) => {
      sr7['off']?.(name, once);
      (fn as Fn)(detail);
    };
    sr7['on']?.(name, once);
    return revapi;
  };
}
