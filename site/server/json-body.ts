import { BadRequest } from './errors.ts';

/**
 * How deep a JSON body may nest. The calls this server takes are flat or nearly so (`{action, data: {id}}`, the
 * newsletter's fields); the limit exists because a body of `[[[[…` 100,000 deep parses fine (V8's JSON.parse is
 * not recursive) and then overflows the stack of the first recursive function that walks it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `text` opens more than `limit` arrays or objects inside one another. One pass over the characters,
 * skipping strings (a `[` inside a string is text), so it costs far less than the parse it guards.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}

/** Why `text` is not JSON this server takes (`field` names it in the message), or its value. */
export function readJson(text: string, field: string): { value: unknown } | { error: string } {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { error: `${field}: JSON nested deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (err) {
    return { error: `${field}: not valid JSON (${(err as Error).message})` };
  }
}

/** readJson, throwing the error as a 400. */
export function parseJson(text: string, field: string): unknown {
  const read = readJson(text, field);
  if ('error' in read) throw new BadRequest(read.error);
  return read.value;
}
