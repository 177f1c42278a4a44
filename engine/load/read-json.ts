/**
 * A reply or module text read as JSON: plain JSON.parse first, and the repair (repair-json.ts: PHP notices, a
 * trailing `0`, double encoding, raw control characters) only for text that needs it, its code fetched then (issue 18:
 * the first paint downloads only what the module uses; a well-formed export never needs the repair).
 */
export async function readJson(text: string, what: string): Promise<unknown> {
  try {
    const value: unknown = JSON.parse(text);
    // A reply encoded twice is a JSON string holding the JSON: the repair unwraps it.
    if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  } catch {
    // repaired below
  }
  const { parseJsonLenient } = await import('./repair-json.ts');
  return parseJsonLenient(text, what);
}
