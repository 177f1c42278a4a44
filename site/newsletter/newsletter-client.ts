/**
 * The newsletter call (SPEC §7): POST the form's fields as a JSON object, with the REST nonce in X-WP-Nonce.
 * Only the response status is read (2xx: subscribed, anything else or no answer: failed).
 */

export type FieldValues = Record<string, string | string[]>;

/** Name/value pairs (SPEC §3) as one object; a name given more than once (checkboxes) becomes a list. */
export function fieldsFromEntries(entries: Iterable<[string, FormDataEntryValue]>): FieldValues {
  const out: FieldValues = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue; // no file inputs in a newsletter form
    const held = out[name];
    if (held === undefined) out[name] = value;
    else out[name] = Array.isArray(held) ? [...held, value] : [held, value];
  }
  return out;
}

export async function postSubscription(url: string, nonce: string, fields: FieldValues): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
      body: JSON.stringify(fields),
    });
    return res.ok;
  } catch (err) {
    console.warn(`Newsletter: the request failed (${(err as Error).message})`);
    return false;
  }
}
