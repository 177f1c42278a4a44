/**
 * Reading a backend reply that should be JSON (SPEC §7: "Responses may arrive as a string needing JSON
 * parsing, with a repair fallback when parsing fails"). The damage real WordPress hosts do to a reply:
 * - PHP notices/warnings printed before the JSON (`<br />\n<b>Warning</b>: … on line 12<br />\n{…}`);
 * - admin-ajax's `wp_die()` appending `0` (or other output) after it;
 * - a byte-order mark; the JSON double-encoded as a JSON string;
 * - raw control characters (newlines, tabs) inside strings, and trailing commas, from hand-edited exports;
 * - a module written as a JavaScript object literal (a theme file's hand-edited `SR7.JSON[…] = {…}`): keys without
 *   quotes, strings in single quotes, `//` and `/* *\/` comments.
 */

/** A reply that is not JSON even after repair. */
export class JsonRepairError extends Error {
  override readonly name = 'JsonRepairError';
}

/** Parses `text`, repairing it when plain JSON.parse fails. Throws JsonRepairError naming the first failure. */
export function parseJsonLenient(text: string, what = 'reply'): unknown {
  let first: Error;
  try {
    return unwrapString(JSON.parse(text));
  } catch (error) {
    first = error as Error;
  }
  const clean = text.replace(/^\uFEFF/, '');
  const head = text.trim().slice(0, 60).replace(/\s+/g, ' ');
  // Replies are objects; a list is tried only when no object parses (a notice such as `array[0]` is no reply).
  // After an opening bracket that never closes (a reply cut off, or a stray one in a notice), a later candidate is
  // the reply only if it stands in the noise, not in JSON: an inner object of a cut-off reply ({"id":1}) is a value
  // (after `:`, `,` or a bracket) followed by more of the reply, the reply after a stray bracket is neither.
  let open = false;
  // A document that closes but cannot be read, even repaired, is not the reply; neither is any object inside it.
  const failed: Array<readonly [number, number]> = [];
  for (const bracket of ['{', '['] as const) {
    for (const candidate of candidates(clean, bracket)) {
      if (open && (/[:,[{]$/.test(clean.slice(0, candidate.start).trimEnd()) || !trailingNoise(clean.slice(candidate.end)))) continue;
      if (failed.some(([start, end]) => candidate.start > start && candidate.start < end)) continue;
      // Only a document that stands alone or is assigned (`SR7.JSON[…] = {…}`) may be a JavaScript literal: an object in
      // a page's script among the noise is not the reply.
      const literal = /(^|=)$/.test(clean.slice(0, candidate.start).trimEnd());
      const read = readCandidate(candidate.text, literal);
      if (read.ok) return unwrapString(read.value);
      if (!candidate.closed) open = true;
      else failed.push([candidate.start, candidate.end]);
    }
  }
  if (open) throw new JsonRepairError(`${what}: the reply ends before its JSON does (${text.length} characters; cut off?) and could not be repaired; it begins "${head}${text.length > 60 ? '…' : ''}"`);
  throw new JsonRepairError(`${what}: not JSON and could not be repaired (${first.message}); it begins "${head}${text.length > 60 ? '…' : ''}"`);
}

/** A candidate as JSON with the repairs of fixInside, else (`literal`) as a JavaScript object literal (jsLiteralAsJson). */
function readCandidate(text: string, literal: boolean): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  for (const attempt of literal ? [() => fixInside(text), () => fixInside(jsLiteralAsJson(text))] : [() => fixInside(text)]) {
    try {
      return { ok: true, value: JSON.parse(attempt()) as unknown };
    } catch {
      // the next attempt
    }
  }
  return { ok: false };
}

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[\w$]/;

/**
 * A JavaScript object literal as JSON text: comments dropped, single-quoted strings double-quoted, keys without quotes
 * quoted, `undefined` as null. Double-quoted strings are copied as they are; what is not a literal stays unparseable.
 */
export function jsLiteralAsJson(text: string): string {
  let out = '';
  // The last character written outside strings and whitespace: a key can only follow `{` or `,`.
  let last = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"' || ch === "'") {
      const end = stringEnd(text, i, ch);
      const body = text.slice(i + 1, end);
      out += ch === '"' ? `"${body}"` : `"${body.replace(/\\(.)|"/g, (all, escaped: string | undefined) => (escaped === undefined ? '\\"' : escaped === "'" ? "'" : all))}"`;
      last = '"';
      i = end;
      continue;
    }
    const comment = commentEnd(text, i);
    if (comment !== -1) {
      // A line comment keeps its newline (it may separate two words).
      i = text[comment] === '\n' ? comment - 1 : comment;
      continue;
    }
    // A word or a number: a key where one can stand (after `{` or `,`, before `:`), else a value as written.
    if (IDENTIFIER_START.test(ch) || (/\d/.test(ch) && (last === '{' || last === ','))) {
      const part = IDENTIFIER_START.test(ch) ? IDENTIFIER_PART : /[\d.]/;
      let j = i + 1;
      while (j < text.length && part.test(text[j] as string)) j++;
      const word = text.slice(i, j);
      let k = j;
      while (k < text.length && /\s/.test(text[k] as string)) k++;
      out += (last === '{' || last === ',') && text[k] === ':' ? `"${word}"` : word === 'undefined' ? 'null' : word;
      last = word.slice(-1);
      i = j - 1;
      continue;
    }
    out += ch;
    if (!/\s/.test(ch)) last = ch;
  }
  return out;
}

/**
 * Where a JavaScript comment that starts at `i` ends (the newline of a `//` comment, the `/` of `*\/`, or the text's end
 * when it never ends); -1 when none starts there.
 */
function commentEnd(text: string, i: number): number {
  if (text[i] !== '/') return -1;
  if (text[i + 1] === '/') {
    const newline = text.indexOf('\n', i);
    return newline === -1 ? text.length : newline;
  }
  if (text[i + 1] === '*') {
    const close = text.indexOf('*/', i + 2);
    return close === -1 ? text.length : close + 1;
  }
  return -1;
}

/** The index of the quote that closes the string opened at `start` (the text's end when it never closes). */
function stringEnd(text: string, start: number, quote: string): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

/** A JSON document double-encoded as a JSON string (`"{\"success\":true}"`) is read once more. */
function unwrapString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const inner = value.trim();
  if (!/^[[{]/.test(inner)) return value;
  try {
    return JSON.parse(inner) as unknown;
  } catch {
    return parseJsonLenient(inner);
  }
}

const MAX_STARTS = 16;

/**
 * Balanced `{…}` / `[…]` spans, outermost first, each starting at one of the first opening brackets: the
 * JSON hidden among the noise. A string-aware scan, so brackets inside strings do not count.
 */
/** What may follow a reply's JSON: nothing, wp_die's `0`, or markup and text without JSON punctuation. */
function trailingNoise(rest: string): boolean {
  return !/["{}[\]:]/.test(rest.replace(/<!--[\s\S]*?-->/g, ''));
}

function* candidates(text: string, open: '{' | '['): Generator<{ readonly text: string; readonly closed: boolean; readonly start: number; readonly end: number }> {
  let starts = 0;
  for (let i = 0; i < text.length && starts < MAX_STARTS; i++) {
    if (text[i] !== open) continue;
    starts++;
    const end = matchingClose(text, i);
    // An unclosed document (truncated reply) is tried to its end: trailing-comma and control fixes may still save it.
    yield end === -1 ? { text: text.slice(i), closed: false, start: i, end: text.length } : { text: text.slice(i, end + 1), closed: true, start: i, end: end + 1 };
  }
}

function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  for (let i = start; i < text.length; i++) {
    const ch = text[i] as string;
    // Strings and comments hold no brackets that count: JSON's strings, and a JavaScript literal's single-quoted ones
    // and comments (jsLiteralAsJson), which valid JSON never has outside its strings.
    if (ch === '"' || ch === "'") {
      i = stringEnd(text, i, ch);
      continue;
    }
    const comment = commentEnd(text, i);
    if (comment !== -1) {
      i = comment;
      continue;
    }
    if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

const CONTROL_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** Escapes raw control characters inside strings and drops trailing commas outside them. */
function fixInside(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i] as string;
    if (inString) {
      if (ch === '\\') {
        out += ch + (json[i + 1] ?? '');
        i++;
        continue;
      }
      if (ch === '"') inString = false;
      const code = ch.charCodeAt(0);
      out += code < 0x20 ? (CONTROL_ESCAPES[ch] ?? `\\u${code.toString(16).padStart(4, '0')}`) : ch;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',') {
      // A comma followed (after whitespace) by a closing bracket is a trailing comma.
      let j = i + 1;
      while (j < json.length && /\s/.test(json[j] as string)) j++;
      if (json[j] === '}' || json[j] === ']') continue;
    }
    out += ch;
  }
  return out;
}
