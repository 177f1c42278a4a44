/**
 * Filling a navigation skin's HTML template and scoping skin or module CSS (nav-skin.ts has the format): the
 * navigation view's code (it loads after the first slide shows) and a module's custom CSS's (the `css` feature,
 * react-ui/feature-views.ts), never a plain module's first paint.
 */
import { sanitizeHtml } from './sanitize.ts';

/** SPEC §5: at most 10 navigation params per slide. */
export const NAV_PARAM_COUNT = 10;

/** What a slide contributes to a nav item's template. Params are already plain text, cut to their limit. */
export interface NavTemplateData {
  readonly title: string;
  readonly description: string;
  readonly params: readonly { readonly v: string }[];
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Fills a nav HTML template for one slide and sanitizes the result. SR7's nav template numbers the two spellings
 * differently: `{{param1}}`…`{{param10}}` are 1-based (`params[n - 1]`), `{{params0}}`…`{{params9}}` 0-based.
 * (SR7 leaves `paramsN` uncut; ours are both the stripped, cut text, so no template can bring back HTML.)
 * Unknown placeholders become ''. Values are escaped as text before the whole is sanitized, so a title cannot
 * inject markup.
 *
 * @example
 * fillNavTemplate('<b>{{title}}</b><i>{{param1}}</i>', { title: 'A & B', description: '', params: [{ v: 'x' }] })
 * // → '<b>A &amp; B</b><i>x</i>'
 */
export function fillNavTemplate(html: string, data: NavTemplateData): string {
  const filled = html.replace(/\{\{\s*([a-z]+)(\d*)\s*\}\}/gi, (_, name: string, digits: string) => {
    const word = name.toLowerCase();
    if (word === 'title' && digits === '') return escapeText(data.title);
    if (word === 'description' && digits === '') return escapeText(data.description);
    if ((word === 'param' || word === 'params') && digits !== '') {
      const index = Number(digits) - (word === 'param' ? 1 : 0);
      return index >= 0 && index < NAV_PARAM_COUNT ? escapeText(data.params[index]?.v ?? '') : '';
    }
    return '';
  });
  return sanitizeHtml(filled);
}

/** A declaration block with nothing that can run code or load a non-image URL. */
function safeDeclarations(block: string): string {
  return block
    .split(';')
    .filter((decl) => {
      const flat = decl.replace(/\\/g, '').replace(/\s+/g, '').toLowerCase();
      if (/expression\(|javascript:|vbscript:|-moz-binding|behavior:/.test(flat)) return false;
      const urls = [...flat.matchAll(/url\((['"]?)([^'")]*)/g)].map((m) => m[2] ?? '');
      return urls.every((u) => !/^[a-z][a-z0-9+.-]*:/.test(u) || /^(https?:|data:image\/)/.test(u));
    })
    .join(';');
}

function prefixSelectors(selectors: string, scope: string): string {
  return selectors
    .split(',')
    .map((sel) => sel.trim())
    .filter((sel) => sel !== '')
    .map((sel) => (/^(html|body|:root)\b/i.test(sel) ? sel.replace(/^(html|body|:root)\b/i, scope) : `${scope} ${sel}`))
    .join(', ');
}

/**
 * Scopes a skin's CSS to one module: every selector gets `scope` (e.g. `[data-strata-module="home"]`) in
 * front, `@media`/`@supports` blocks are scoped inside, `@keyframes`/`@font-face` kept, `@import` and
 * `@charset` dropped, dangerous declarations removed, and `<` escaped so the text cannot close its <style>.
 *
 * @example
 * scopeSkinCss('.hermes .sr7-bullet{width:16px}', '[data-strata-module="m"]')
 * // → '[data-strata-module="m"] .hermes .sr7-bullet{width:16px}'
 */
export function scopeSkinCss(css: string, scope: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/</g, '\\3c ');
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const semi = text.indexOf(';', i);
    if (open < 0) break;
    // A statement at-rule (`@import …;`) before the next block: drop it.
    if (semi >= 0 && semi < open && text.slice(i, semi).trim().startsWith('@')) {
      i = semi + 1;
      continue;
    }
    const head = text.slice(i, open).trim();
    const close = matchingBrace(text, open);
    const body = text.slice(open + 1, close);
    i = close + 1;
    if (head.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(head)?.[1]?.toLowerCase() ?? '';
      if (name === 'media' || name === 'supports' || name === 'container' || name === 'layer') out += `${head}{${scopeSkinCss(body, scope)}}\n`;
      else if (name.endsWith('keyframes')) out += `${head}{${body}}\n`;
      else if (name === 'font-face') out += `${head}{${safeDeclarations(body)}}\n`;
      continue;
    }
    const selectors = prefixSelectors(head, scope);
    if (selectors !== '') out += `${selectors}{${safeDeclarations(body)}}\n`;
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === '{') depth++;
    else if (text[j] === '}' && --depth === 0) return j;
  }
  return text.length;
}
