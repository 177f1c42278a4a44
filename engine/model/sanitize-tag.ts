/**
 * Tag tokenizer for the sanitizer, following the HTML tokenizer's rules closely enough that the tags we
 * see are the tags a browser would see (attribute names end at whitespace, '/', '>' or '=', quoted values
 * may contain '>', comments and `<!…>`/`<?…>` are swallowed).
 */

export interface RawAttr {
  readonly name: string;
  /** As written (entities not decoded). */
  readonly value: string;
}

export type RawTag =
  | { readonly kind: 'start'; readonly name: string; readonly attrs: readonly RawAttr[]; readonly selfClosing: boolean; readonly end: number }
  | { readonly kind: 'end'; readonly name: string; readonly attrs: readonly RawAttr[]; readonly end: number }
  | { readonly kind: 'skip'; readonly end: number };

const WS = /[\t\n\f\r ]/;
const LETTER = /[A-Za-z]/;

function readName(html: string, from: number): [string, number] {
  let i = from;
  while (i < html.length && !WS.test(html[i] ?? '') && html[i] !== '/' && html[i] !== '>') i++;
  return [html.slice(from, i).toLowerCase(), i];
}

/** Reads attributes up to the closing '>'; null when the tag never closes. */
function readAttrs(html: string, from: number): { attrs: RawAttr[]; selfClosing: boolean; end: number } | null {
  const attrs: RawAttr[] = [];
  let i = from;
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i] ?? '';
    if (WS.test(c)) {
      i++;
      continue;
    }
    if (c === '>') return { attrs, selfClosing, end: i + 1 };
    if (c === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
      continue;
    }
    selfClosing = false;
    let j = i + 1; // the first character may be '=' (it is then part of the name)
    while (j < html.length && !WS.test(html[j] ?? '') && !'/>='.includes(html[j] ?? '')) j++;
    const name = html.slice(i, j).toLowerCase();
    i = j;
    while (WS.test(html[i] ?? '')) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (WS.test(html[i] ?? '')) i++;
      const q = html[i];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        let k = i;
        while (k < html.length && !WS.test(html[k] ?? '') && html[k] !== '>') k++;
        value = html.slice(i, k);
        i = k;
      }
    }
    attrs.push({ name, value });
  }
  return null;
}

/** Tokenizes the markup starting at `html[lt] === '<'`; null means "not a tag: escape the '<'". */
export function parseTag(html: string, lt: number): RawTag | null {
  const next = html[lt + 1] ?? '';
  if (next === '!') {
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      return { kind: 'skip', end: close < 0 ? html.length : close + 3 };
    }
    const close = html.indexOf('>', lt);
    return close < 0 ? null : { kind: 'skip', end: close + 1 };
  }
  if (next === '?') {
    const close = html.indexOf('>', lt);
    return close < 0 ? null : { kind: 'skip', end: close + 1 };
  }
  if (next === '/') {
    const first = html[lt + 2] ?? '';
    if (first === '>') return { kind: 'skip', end: lt + 3 };
    if (!LETTER.test(first)) {
      const close = html.indexOf('>', lt);
      return close < 0 ? null : { kind: 'skip', end: close + 1 };
    }
    const [name, afterName] = readName(html, lt + 2);
    const rest = readAttrs(html, afterName);
    return rest === null ? null : { kind: 'end', name, attrs: rest.attrs, end: rest.end };
  }
  if (!LETTER.test(next)) return null;
  const [name, afterName] = readName(html, lt + 1);
  const rest = readAttrs(html, afterName);
  if (rest === null) return null;
  return { kind: 'start', name, attrs: rest.attrs, selfClosing: rest.selfClosing, end: rest.end };
}
