/**
 * The built pages and the real backend for a conformance run: builds when asked or when the build is stale, then
 * starts `node --import tsx site/server/main.ts` on a free port with a throwaway database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
/** A private build folder, so a conformance build never empties `dist/` under someone else's running server. */
export const privateDist = resolve(repoRoot, 'conformance/.dist');

/** What the pages are built from: newer files here than in a build make it stale. */
const SOURCES = ['engine', 'renderer', 'shaders', 'react-ui', 'site', 'fixtures', 'index.html', 'viewer.html', 'bench.html', 'nav-demo.html', 'embed.html', 'transitions.html', 'modal-demo.html', 'contact-demo.html', 'legacy-demo.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newest(path: string, skip: (p: string) => boolean): number {
  if (!existsSync(path) || skip(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry), skip));
  return max;
}

function oldest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let min = Infinity;
  for (const entry of readdirSync(path)) min = Math.min(min, oldest(join(path, entry)));
  return min;
}

/** The newest source file's mtime (site/server is not part of the pages, tests are not either). */
export function newestSource(): number {
  const skip = (p: string) => p.includes(`${join('site', 'server')}`) || /\.test\.tsx?$/.test(p) || p.includes('node_modules');
  return Math.max(...SOURCES.map((s) => newest(resolve(repoRoot, s), skip)));
}

/** True when `dir` holds a build (viewer.html) no older than the newest source. */
export function isFresh(dir: string): boolean {
  if (!existsSync(join(dir, 'viewer.html'))) return false;
  return oldest(dir) >= newestSource();
}

/**
 * The folder to serve. `build: false` takes `STRATA_DIST` or `dist/` as it is. Otherwise a fresh `dist/` (or a fresh
 * earlier conformance build) is used, and a stale one is rebuilt into conformance/.dist (vite build --outDir).
 */
export function preparePages(build: boolean, log: (msg: string) => void): string {
  const dist = process.env['STRATA_DIST'] ? resolve(process.env['STRATA_DIST']) : resolve(repoRoot, 'dist');
  if (!build) {
    if (!existsSync(join(dist, 'viewer.html'))) throw new Error(`--no-build: ${relative(repoRoot, dist) || dist} has no viewer.html; build first (npm run build)`);
    log(`pages: ${relative(repoRoot, dist)} as it is (--no-build)`);
    return dist;
  }
  if (isFresh(dist)) {
    log(`pages: ${relative(repoRoot, dist)} is newer than the sources, not rebuilt`);
    return dist;
  }
  if (isFresh(privateDist)) {
    log(`pages: ${relative(repoRoot, privateDist)} is newer than the sources, not rebuilt`);
    return privateDist;
  }
  log(`pages: ${existsSync(dist) ? `${relative(repoRoot, dist)} is older than the sources` : 'no build'}; vite build --outDir ${relative(repoRoot, privateDist)} …`);
  const started = Date.now();
  const r = spawnSync(process.execPath, [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', privateDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`vite build failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`})`);
  log(`pages: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return privateDist;
}

/** `preferred` when free on 127.0.0.1 (0: any), else a port the OS picks. */
export function freePort(preferred = 0): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((done) => {
      const probe = createServer();
      probe.once('error', () => done(null));
      probe.listen(port, '127.0.0.1', () => {
        const addr = probe.address();
        const got = typeof addr === 'object' && addr ? addr.port : null;
        probe.close(() => done(got));
      });
    });
  return tryListen(preferred)
    .then((p) => p ?? tryListen(0))
    .then((p) => {
      if (p === null) throw new Error('could not find a free TCP port on 127.0.0.1');
      return p;
    });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
  killNow(): void;
}

/** The real server on a free port, serving `distDir`, with its database in a temp folder removed on stop. */
export async function startServer(distDir: string, timeoutMs = 60_000): Promise<RunningServer> {
  const port = await freePort(Number(process.env['PORT'] ?? 0) || 0);
  const dbDir = mkdtempSync(join(tmpdir(), 'strata-conformance-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'site/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STRATA_DB: join(dbDir, 'strata.sqlite'), STRATA_DIST: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | null = null;
  const exitPromise = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exited = `exit ${code ?? signal}`;
      done();
    }),
  );
  let stopped = false;
  const server: RunningServer = {
    baseUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (exited === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exitPromise;
        clearTimeout(timer);
      }
      rmSync(dbDir, { recursive: true, force: true });
    },
    killNow() {
      if (exited === null) child.kill('SIGKILL');
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      await server.stop();
      throw new Error(`server exited before answering (${exited}):\n${output.trim()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/modules`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server did not answer GET ${baseUrl}/api/modules within ${timeoutMs / 1000} s:\n${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
