/**
 * Reading a backend reply that should be JSON (SPEC §7: "Responses may arrive as a string needing JSON
 * parsing, with a repair fallback when parsing fails"). The damage real WordPress hosts do to a reply:
 * - PHP notices/warnings printed before the JSON (`<br />\n<b>Warning</b>: … on line 12<br />\n{…}`);
 * - admin-ajax's `wp_die()` appending `0` (or other output) after it;
 * - a byte-order mark; the JSON double-encoded as a JSON string;
 * - raw control characters (newlines, tabs) inside strings, and trailing commas, from hand-edited exports.
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
  for (const bracket of ['{', '['] as const) {
    for (const candidate of candidates(clean, bracket)) {
      if (open && (/[:,[{]$/.test(clean.slice(0, candidate.start).trimEnd()) || !trailingNoise(clean.slice(candidate.end)))) continue;
      try {
        return unwrapString(JSON.parse(fixInside(candidate.text)));
      } catch {
        if (!candidate.closed) open = true;
      }
    }
  }
  if (open) throw new JsonRepairError(`${what}: the reply ends before its JSON does (${text.length} characters; cut off?) and could not be repaired; it begins "${head}${text.length > 60 ? '…' : ''}"`);
  throw new JsonRepairError(`${what}: not JSON and could not be repaired (${first.message}); it begins "${head}${text.length > 60 ? '…' : ''}"`);
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
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
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
