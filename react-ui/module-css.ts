import type { ModuleModel } from '../engine/index.ts';
import { scopeSkinCss } from '../engine/model/skin-css.ts';

/**
 * The module's custom CSS (wire `settings.codes.css`), which SR7 injects with the module: scoped to this module and
 * sanitized as skin CSS is (engine/model/nav-skin.ts: no `@import`, no script URLs, `<` escaped, so it cannot leave
 * its <style>). A selector that starts with the module's SR7 element id (`#SR7_<dbid>_<n>`, or the id the author
 * named) means this module's root. umaiboz's `.tp-gradientstyle` (the gradient its layers name in `attr.class`) is
 * such CSS. The module's custom JS is never run. The `css` feature's code (feature-views.ts): only a module with
 * custom CSS loads it.
 */
export function moduleCss(model: Pick<ModuleModel, 'customCss' | 'htmlId' | 'dbid'>, scope: string): string {
  if (model.customCss === '') return '';
  // The module root renders on every resize: the CSS is scoped once per model and scope.
  const cached = scopedCss.get(model);
  if (cached?.scope === scope) return cached.css;
  const css = scopeModuleCss(model, scope);
  scopedCss.set(model, { scope, css });
  return css;
}

const scopedCss = new WeakMap<object, { scope: string; css: string }>();

function scopeModuleCss(model: Pick<ModuleModel, 'customCss' | 'htmlId' | 'dbid'>, scope: string): string {
  const ids = [model.htmlId.replace(/[^\w-]/g, '\\$&'), ...(model.dbid === null ? [] : [`SR7_${model.dbid}_\\d+`])];
  // `:root` at a selector's start becomes the scope itself (scopeSkinCss).
  const own = model.customCss.replace(new RegExp(`#(?:${ids.join('|')})(?![\\w-])`, 'g'), ':root');
  return scopeSkinCss(own, scope);
}
