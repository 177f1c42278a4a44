import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { acceptedCodings, bodyOf, Encoded, etagMatches, LruMap } from './compression.ts';
import type { ModuleRow } from './db.ts';
import { modalSettings } from './modal.ts';
import { fullSliderReply } from './sliders.ts';

/**
 * The module replies of SR7's protocol (get_full_slider_object, get_modal_settings, get_stream_data) as
 * revalidatable responses: serialized once, tagged with a hash of their bytes, compressed when the client takes it.
 */
export class JsonReply {
  readonly etag: string;
  readonly encoded: Encoded;

  constructor(value: unknown, opts: { brotli: boolean }) {
    const bytes = Buffer.from(JSON.stringify(value), 'utf8');
    // Weak, because the gzip and brotli forms carry the same tag: one tag revalidates whichever a client holds.
    this.etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
    this.encoded = new Encoded(bytes, { compressible: true, brotli: opts.brotli, textMode: true });
  }
}

/** SR7's answer for a module that is not in the database (HTTP 200, success false). */
const NOT_FOUND = new JsonReply(fullSliderReply(undefined, null), { brotli: false });

/** Replies kept; the key holds the caller's slide ids, so this bounds what a caller asking for many can take. */
const MAX_REPLIES = 128;

/**
 * Module replies by call, each kept with the stored JSON it was built from. A request still reads the row (another
 * process, `npm run db:import`, may have replaced it), but a row whose JSON is unchanged reuses the serialized,
 * hashed and compressed reply instead of parsing ~100 kB of module JSON and writing it out again.
 */
export class ModuleReplies {
  readonly #cache = new LruMap<string, { source: string; reply: JsonReply }>(MAX_REPLIES);

  #get(key: string, row: ModuleRow, build: () => unknown): JsonReply {
    const hit = this.#cache.get(key);
    if (hit && hit.source === row.json) return hit.reply;
    const reply = new JsonReply(build(), { brotli: true });
    this.#cache.set(key, { source: row.json, reply });
    return reply;
  }

  full(row: ModuleRow | undefined, slideIds: string[] | null, engine: 6 | 7): JsonReply {
    if (!row) return NOT_FOUND;
    const key = `full\0${row.id}\0${row.alias}\0${engine}\0${slideIds?.join(',') ?? ''}`;
    return this.#get(key, row, () => fullSliderReply(row, slideIds, engine));
  }

  modal(row: ModuleRow): JsonReply {
    return this.#get(`modal\0${row.id}\0${row.alias}`, row, () => modalSettings(row));
  }
}

/** A reply built from several tables and files (a feed): tagged and compressed per request, not kept. */
export function uncachedReply(value: unknown): JsonReply {
  return new JsonReply(value, { brotli: false });
}

/**
 * Sends a module reply: `ETag`, `Cache-Control: no-cache` (a client may keep it but must ask again, since a module
 * can be re-imported at any time), and 304 without a body when If-None-Match holds the tag. admin-ajax's calls are
 * POSTs that only read, so a conditional one is answered as the conditional GET it stands for.
 */
export async function sendReply(c: Context, reply: JsonReply): Promise<Response> {
  const headers: Record<string, string> = { etag: reply.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (etagMatches(c.req.header('if-none-match'), reply.etag)) return c.body(null, 304, headers);
  const { coding, body } = await reply.encoded.pick(acceptedCodings(c.req.header('accept-encoding')));
  if (coding !== 'identity') headers['content-encoding'] = coding;
  headers['content-type'] = 'application/json';
  headers['content-length'] = String(body.length);
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(bodyOf(body), 200, headers);
}
