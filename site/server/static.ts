import { createReadStream, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { acceptedCodings, bodyOf, Encoded, etagMatches, isCompressible, LruMap } from './compression.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.glsl': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type Resolved = { ok: true; file: string } | { ok: false; status: 400 | 404; message: string };

/**
 * Maps the URL path below a mount point to a file under `root`. The URL parser already folds
 * literal `..` segments, but encoded separators (`..%2f`) and backslashes survive it, so each
 * decoded segment is checked and the result must still lie inside `root`.
 */
export function resolveUnder(root: string, rawPath: string): Resolved {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400, message: `Bad path: malformed escape in "${raw}"` };
    }
    if (seg === '.' || seg === '..' || /[/\\\0]/.test(seg)) {
      return { ok: false, status: 400, message: 'Bad path: ".." and encoded separators are not allowed' };
    }
    // Dotfiles (.git, .env) are never part of a site.
    if (seg.startsWith('.')) return { ok: false, status: 404, message: 'Not found' };
    segments.push(seg);
  }
  const base = resolve(root);
  const file = resolve(join(base, ...segments));
  if (file !== base && !file.startsWith(base + sep)) {
    return { ok: false, status: 400, message: 'Bad path: outside the served folder' };
  }
  return { ok: true, file };
}

function statFile(file: string): Stats | null {
  try {
    const st = statSync(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range (what media elements send); a multi-range header is answered in full. */
function parseRange(header: string | null, size: number): Range {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function stream(file: string, start: number, end: number, head: boolean): ReadableStream | null {
  if (head || end < start) return null;
  return Readable.toWeb(createReadStream(file, { start, end })) as unknown as ReadableStream;
}

/**
 * Files up to this size are read once and served from memory (with their compressed forms): every page load asks
 * for the same dozen chunks, and a read stream per request (open, reads, close in the thread pool, a web-stream
 * adapter on top) cost more CPU than the request itself. Bigger files (videos) are streamed.
 */
export const MAX_CACHED_FILE = 2 * 1024 * 1024;
/** Files kept, and their bytes in total (the compressed forms add about half as much again for text). */
const MAX_CACHED_FILES = 512;
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;

interface CachedFile {
  size: number;
  mtimeMs: number;
  encoded: Promise<Encoded>;
}

const files = new LruMap<string, CachedFile>(MAX_CACHED_FILES, { weigh: (f) => Math.max(f.size, 0), maxWeight: MAX_CACHED_BYTES });

/** The file's bytes and compressed forms; a changed file (size or mtime) is read again. */
function cachedFile(file: string, st: Stats, type: string): Promise<Encoded> {
  const hit = files.get(file);
  if (hit && hit.size === st.size && hit.mtimeMs === st.mtimeMs) return hit.encoded;
  const encoded = readFile(file).then((bytes) => new Encoded(bytes, { compressible: isCompressible(type), brotli: true, textMode: type.startsWith('text/') || type.startsWith('application/json') }));
  // A failed read (the file went away between stat and read) is not kept: the next request tries again.
  encoded.catch(() => {
    if (files.get(file)?.encoded === encoded) files.delete(file);
  });
  files.set(file, { size: st.size, mtimeMs: st.mtimeMs, encoded });
  return encoded;
}

export interface StaticOptions {
  /** Map `/` and folder paths to their `index.html`. */
  directoryIndex?: boolean;
  /** Sub-folder of `root` whose files are content-hashed (Vite's `assets/`) and cached for good. */
  immutableDir?: string;
}

export type Located = { ok: true; file: string; st: Stats; type: string } | { ok: false; status: 400 | 404; message: string };

/** The file `rawPath` names under `root` (a folder's index.html with `directoryIndex`), or why there is none. */
export function locate(root: string, rawPath: string, opts: StaticOptions = {}): Located {
  const resolved = resolveUnder(root, rawPath);
  if (!resolved.ok) return resolved;
  let file = resolved.file;
  let st = statFile(file);
  if (!st && opts.directoryIndex) {
    file = join(file, 'index.html');
    st = statFile(file);
  }
  if (!st) return { ok: false, status: 404, message: 'Not found' };
  return { ok: true, file, st, type: contentType(file) };
}

/** The bytes of a located file (from memory when it is small enough to keep). */
export async function fileBytes(found: Extract<Located, { ok: true }>): Promise<Buffer> {
  if (found.st.size > MAX_CACHED_FILE) return readFile(found.file);
  return (await cachedFile(found.file, found.st, found.type)).identity;
}

/**
 * Serves `root` + `rawPath` with Range support (Chromium will not seek, and sometimes will not play, an mp4
 * answered without 206), ETag revalidation, and gzip or brotli for text when the client takes it. Vite's hashed
 * chunks (`immutableDir`) may be cached for a year: a new build gives them new names. Everything else is
 * `no-cache`: kept, but revalidated with the ETag on each use.
 */
export async function serveStatic(root: string, rawPath: string, req: Request, opts: StaticOptions = {}): Promise<Response> {
  const found = locate(root, rawPath, opts);
  if (!found.ok) return text(found.message, found.status);
  const { file, st, type } = found;

  // Weak: the gzip and brotli forms are the same file, so one tag revalidates whichever a client holds.
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  const compressible = isCompressible(type) && st.size >= 1024;
  const headers = new Headers({
    'content-type': type,
    'accept-ranges': 'bytes',
    etag,
    'last-modified': st.mtime.toUTCString(),
    'cache-control': isUnder(file, root, opts.immutableDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (compressible) headers.set('vary', 'accept-encoding');
  const head = req.method === 'HEAD';
  if (etagMatches(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });

  // Ranges are of the file's own bytes (a media element's seek), so they are answered uncompressed.
  const ifRange = req.headers.get('if-range');
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.get('range'), st.size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${st.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (st.size > MAX_CACHED_FILE) {
    const { start, end } = range ?? { start: 0, end: st.size - 1 };
    if (range) headers.set('content-range', `bytes ${start}-${end}/${st.size}`);
    headers.set('content-length', String(end - start + 1));
    return new Response(stream(file, start, end, head), { status: range ? 206 : 200, headers });
  }

  let encoded: Encoded;
  try {
    encoded = await cachedFile(file, st, type);
  } catch (err) {
    // Removed or replaced between the stat and the read (a rebuild of dist/): as if it had not been there.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return text('Not found', 404);
    throw err;
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${st.size}`);
    headers.set('content-length', String(range.end - range.start + 1));
    return new Response(head ? null : bodyOf(encoded.identity.subarray(range.start, range.end + 1)), { status: 206, headers });
  }
  const { coding, body } = await encoded.pick(acceptedCodings(req.headers.get('accept-encoding')));
  if (coding !== 'identity') headers.set('content-encoding', coding);
  headers.set('content-length', String(body.length));
  return new Response(head ? null : bodyOf(body), { status: 200, headers });
}

function isUnder(file: string, root: string, dir: string | undefined): boolean {
  return dir !== undefined && file.startsWith(join(resolve(root), dir) + sep);
}

function text(message: string, status: number): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
