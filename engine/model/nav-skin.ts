/**
 * Navigation skins in SR7's template form (FORMAT.md §8): a CSS template whose `##name##` placeholders are
 * filled at normalize time (normalize-nav.ts) and an HTML template filled per slide with `{{title}}`,
 * `{{description}}`, `{{param1}}`…`{{param10}}` and `{{params0}}`…`{{params9}}`. Exported skins come from anywhere, so the HTML is run
 * through the layer sanitizer and the CSS is scoped to its module and stripped of what could load code. Here: the
 * normalizer's check of a skin's CSS; filling and scoping (skin-css.ts) are the navigation view's and custom CSS's.
 */
import { ModuleError } from './errors.ts';

/**
 * Throws a ModuleError (naming `path`) for a skin CSS text the scoper cannot read: unbalanced braces or an
 * unterminated comment. Checked at normalize time so a broken export is reported with its JSON path.
 */
export function checkSkinCss(css: string, path: string): void {
  let depth = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (text.includes('/*')) throw new ModuleError(path, 'skin CSS with closed comments', css);
  for (const ch of text.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""')) {
    if (ch === '{') depth++;
    else if (ch === '}' && --depth < 0) break;
  }
  if (depth !== 0) throw new ModuleError(path, 'skin CSS with balanced braces', css);
}
