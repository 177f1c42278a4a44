/**
 * `jQuery(sel).revolution(options)` and the `jQuery(sel).revnext()`-style plugins of Slider Revolution 6, on the
 * page's OWN jQuery when it has one (Strata brings none; SR7 itself answers jQuery with "jQuery is not supported").
 * Installed once per page, either by the page at start (so custom code run on document ready finds it) or when the
 * first module registers. A page whose jQuery already has a real `revolution` plugin is left alone.
 *
 * A selection names a module by holding it (`jQuery('#hero-wrap')`), being it, or sitting inside it. SR6 pages call
 * `.revolution()` before the slider exists; the handle it returns queues commands and bindings until the module
 * registers (facade.ts), then follows it, also across a remount.
 */
import { createLegacyFacade, type LegacyFacade } from './facade.ts';
import { LEGACY_METHODS } from './methods.ts';
import { legacyPage, type LegacyPage } from './page.ts';
import type { LegacyTarget } from './target.ts';

/** The slice of jQuery the shim uses: `$.fn` (the plugin prototype) and array-like selections. */
interface JqueryLike {
  fn: Record<string, unknown>;
}
interface SelectionLike {
  readonly length: number;
  readonly [index: number]: unknown;
}
interface ElementLike {
  getAttribute(name: string): string | null;
  querySelector?(selector: string): ElementLike | null;
  closest?(selector: string): ElementLike | null;
}

const MODULE_ATTR = 'data-strata-module';

function pageJquery(global: Record<string, unknown>): JqueryLike | null {
  for (const name of ['jQuery', '$']) {
    const candidate = global[name] as Partial<JqueryLike> | undefined;
    if ((typeof candidate === 'function' || typeof candidate === 'object') && candidate && typeof candidate.fn === 'object' && candidate.fn) return candidate as JqueryLike;
  }
  return null;
}

function moduleIdOf(node: unknown): string | null {
  const el = node as Partial<ElementLike> | null;
  if (!el || typeof el.getAttribute !== 'function') return null;
  return el.getAttribute(MODULE_ATTR) ?? el.querySelector?.(`[${MODULE_ATTR}]`)?.getAttribute(MODULE_ATTR) ?? el.closest?.(`[${MODULE_ATTR}]`)?.getAttribute(MODULE_ATTR) ?? null;
}

function targetOf(page: LegacyPage, selection: SelectionLike): LegacyTarget | null {
  for (let i = 0; i < selection.length; i += 1) {
    const id = moduleIdOf(selection[i]);
    const target = id === null ? undefined : page.modules.get(id);
    if (target) return target;
  }
  return null;
}

/** Installs the plugins on the page's jQuery (no-op without one, or when installed already). */
export function installLegacyJquery(global: Record<string, unknown>, log: Pick<Console, 'warn'> = console): void {
  const $ = pageJquery(global);
  if (!$) return;
  // Installed already (by the page, or by an earlier module), or a real Slider Revolution owns the name.
  if ($.fn['revolution'] !== undefined) return;
  const page = legacyPage(global, log);
  // One handle per selected element, so `$('#hero').revolution()` twice gives the same handle.
  const handles = new WeakMap<object, { self: object; facade: LegacyFacade }>();

  function revolution(this: SelectionLike, options?: unknown) {
    page.notices.deprecated(
      'jQuery(…).revolution()',
      '<Strata module="…"> (its settings come from the module JSON) and window.strata.get(id) for its API',
    );
    if (options !== undefined && (typeof options !== 'object' || options === null)) {
      page.log.warn(`[strata] jQuery(…).revolution(options): the options are ignored (expected an object, got ${typeof options})`);
    }
    const first = this[0];
    const known = typeof first === 'object' && first !== null ? handles.get(first) : undefined;
    if (known) return known.self;
    const selection = this;
    const self: Record<string, unknown> = {};
    const facade = createLegacyFacade(self, { target: () => targetOf(page, selection), notices: page.notices, receiver: 'revapi', log: page.log });
    Object.assign(self, facade.methods);
    page.handles.add(facade);
    facade.flush();
    if (typeof first === 'object' && first !== null) handles.set(first, { self, facade });
    return self;
  }
  $.fn['revolution'] = revolution;

  // `$(sel).revnext()` etc.: run on the selected module now; SR6 ignored a selection without a slider, so do we.
  const direct = new WeakMap<LegacyTarget, LegacyFacade>();
  const facadeFor = (target: LegacyTarget, self: object) => {
    let facade = direct.get(target);
    if (!facade) direct.set(target, (facade = createLegacyFacade(self, { target: () => target, notices: page.notices, receiver: 'jQuery(…)', log: page.log })));
    return facade;
  };
  for (const name of Object.keys(LEGACY_METHODS)) {
    if (name in $.fn) continue;
    $.fn[name] = function (this: SelectionLike, ...args: unknown[]) {
      const target = targetOf(page, this);
      if (!target) {
        page.log.warn(`[strata] jQuery(…).${name}(): the selection holds no Strata module`);
        return LEGACY_METHODS[name]?.kind === 'getter' ? undefined : this;
      }
      const result = facadeFor(target, this).methods[name]?.(...args);
      return result === this || LEGACY_METHODS[name]?.kind === 'command' ? this : result;
    };
  }
}
