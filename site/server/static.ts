import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

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

function body(file: string, start: number, end: number, head: boolean): ReadableStream | null {
  if (head || end < start) return null;
  return Readable.toWeb(createReadStream(file, { start, end })) as unknown as ReadableStream;
}

export interface StaticOptions {
  /** Map `/` and folder paths to their `index.html`. */
  directoryIndex?: boolean;
  /** Sub-folder of `root` whose files are content-hashed (Vite's `assets/`) and cached for good. */
  immutableDir?: string;
}

/**
 * Serves `root` + `rawPath` with Range support (Chromium will not seek, and sometimes will not
 * play, an mp4 answered without 206) and ETag revalidation.
 */
export function serveStatic(root: string, rawPath: string, req: Request, opts: StaticOptions = {}): Response {
  const resolved = resolveUnder(root, rawPath);
  if (!resolved.ok) return text(resolved.message, resolved.status);
  let file = resolved.file;
  let st = statFile(file);
  if (!st && opts.directoryIndex) {
    file = join(file, 'index.html');
    st = statFile(file);
  }
  if (!st) return text('Not found', 404);

  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'content-type': contentType(file),
    'accept-ranges': 'bytes',
    etag,
    'last-modified': st.mtime.toUTCString(),
    'cache-control': isUnder(file, root, opts.immutableDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  const head = req.method === 'HEAD';
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const ifRange = req.headers.get('if-range');
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.get('range'), st.size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${st.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${st.size}`);
    headers.set('content-length', String(range.end - range.start + 1));
    return new Response(body(file, range.start, range.end, head), { status: 206, headers });
  }
  headers.set('content-length', String(st.size));
  return new Response(body(file, 0, st.size - 1, head), { status: 200, headers });
}

function isUnder(file: string, root: string, dir: string | undefined): boolean {
  return dir !== undefined && file.startsWith(join(resolve(root), dir) + sep);
}

function text(message: string, status: number): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
