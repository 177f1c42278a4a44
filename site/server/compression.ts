import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Bodies compressed once and kept: the hashed assets, the fixtures and the module replies are the same bytes for
 * every visitor, so compressing them per request (what hono/compress does) spends the same CPU again and again.
 * On the 2-core server the soak measured (README "Load"), gzip on every request of the 280 kB chunk cost more than
 * serving it. zlib's async calls run in libuv's thread pool, so neither compression blocks the event loop.
 */

export type Coding = 'br' | 'gzip' | 'identity';

/** Below this a compressed body saves less than the headers it adds (hono/compress's threshold too). */
export const MIN_COMPRESS_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// One brotli job at a time: at quality 11 it takes ~1 s per 300 kB chunk, and four at once (the thread pool's
// size) would hold back every file read queued behind them.
let brotliQueue: Promise<unknown> = Promise.resolve();
function brotliLater(bytes: Buffer, textMode: boolean): Promise<Buffer> {
  const job = brotliQueue.then(() =>
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: textMode ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  brotliQueue = job.catch(() => undefined);
  return job;
}

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/** What the client takes, best first by its q-values, ties by our preference (brotli is the smaller). */
export function acceptedCodings(acceptEncoding: string | null | undefined): Coding[] {
  if (!acceptEncoding) return ['identity'];
  const q = new Map(parseAccept(acceptEncoding).map((a) => [a.type.toLowerCase(), a.q]));
  const any = q.get('*') ?? 0;
  const weight = (c: Coding) => q.get(c) ?? (c === 'identity' ? 1 : any);
  return (['br', 'gzip', 'identity'] as const).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
}

/**
 * One body and its compressed forms, each made on first use. gzip is awaited (milliseconds); brotli at quality 11
 * is slow, so it is made in the background and served once ready, gzip until then.
 */
export class Encoded {
  #gzip: Promise<Buffer> | undefined;
  #br: Buffer | undefined;
  #brStarted = false;

  constructor(
    readonly identity: Buffer,
    private readonly opts: { compressible: boolean; brotli: boolean; textMode?: boolean },
  ) {}

  /** The body in the first of `accepted` that is worth it and ready (identity when none is). */
  async pick(accepted: readonly Coding[]): Promise<{ coding: Coding; body: Buffer }> {
    if (!this.opts.compressible || this.identity.length < MIN_COMPRESS_BYTES) return { coding: 'identity', body: this.identity };
    for (const coding of accepted) {
      if (coding === 'br' && this.opts.brotli) {
        if (this.#br) return { coding, body: this.#br };
        this.#startBrotli();
      } else if (coding === 'gzip') {
        this.#gzip ??= gzipAsync(this.identity, { level: 9 });
        try {
          return { coding, body: await this.#gzip };
        } catch {
          // zlib failing (out of memory) must not fail the request: this one goes out as it is, the next tries again.
          this.#gzip = undefined;
          return { coding: 'identity', body: this.identity };
        }
      } else if (coding === 'identity') return { coding, body: this.identity };
    }
    return { coding: 'identity', body: this.identity };
  }

  #startBrotli(): void {
    if (this.#brStarted) return;
    this.#brStarted = true;
    brotliLater(this.identity, this.opts.textMode ?? true).then(
      (br) => {
        this.#br = br;
      },
      // A failed compression only means this body keeps going out as gzip.
      () => undefined,
    );
  }

  /** For tests: resolves once the brotli form is ready (or failed). */
  async brotliReady(): Promise<void> {
    this.#startBrotli();
    await brotliQueue;
  }
}

/** A Buffer as a response body: Node's Buffers sit on plain ArrayBuffers (never shared), which BodyInit asks for. */
export function bodyOf(buf: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.length);
}

/**
 * A Map that forgets its least recently used entries (insertion order is the recency order) beyond `max` entries
 * or, with `weigh`, beyond `maxWeight` in total (bytes, for the kept files).
 */
export class LruMap<K, V> {
  readonly #map = new Map<K, V>();
  #weight = 0;
  constructor(
    private readonly max: number,
    private readonly limits: { weigh?: (v: V) => number; maxWeight?: number } = {},
  ) {}
  get(key: K): V | undefined {
    const v = this.#map.get(key);
    if (v !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V): void {
    this.delete(key);
    this.#map.set(key, value);
    this.#weight += this.limits.weigh?.(value) ?? 0;
    const maxWeight = this.limits.maxWeight ?? Infinity;
    while (this.#map.size > this.max || (this.#weight > maxWeight && this.#map.size > 1)) {
      this.delete(this.#map.keys().next().value as K);
    }
  }
  delete(key: K): void {
    const v = this.#map.get(key);
    if (v === undefined) return;
    this.#weight -= this.limits.weigh?.(v) ?? 0;
    this.#map.delete(key);
  }
  get size(): number {
    return this.#map.size;
  }
}

/** The ETag list of If-None-Match holds `etag`, compared weakly (RFC 9110 §13.1.2), or is `*`. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}
