import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * Where the bench's pages are built and served from: a private folder (git-ignored), so `npm run bench` never
 * empties `dist/` under someone else's running server or test run.
 */
export const benchDist = resolve(import.meta.dirname, '.dist');

/**
 * Builds every page into bench/.dist (`vite build --outDir bench/.dist --emptyOutDir`), or with `skip` (BENCH_NO_BUILD=1)
 * takes the build that is there. Returns the seconds the build took (0 when skipped).
 */
export function buildPages(skip: boolean, log: (msg: string) => void): number {
  if (skip) {
    if (!existsSync(join(benchDist, 'bench.html'))) throw new Error('BENCH_NO_BUILD=1, but bench/.dist has no build: run once without it');
    log('pages: bench/.dist as it is (BENCH_NO_BUILD=1)');
    return 0;
  }
  log('pages: vite build --outDir bench/.dist …');
  const started = Date.now();
  const r = spawnSync(process.execPath, [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', benchDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: ['ignore', 2, 2], // stdout is the report's
  });
  if (r.status !== 0) throw new Error(`vite build failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`})`);
  const seconds = (Date.now() - started) / 1000;
  log(`pages: built in ${seconds.toFixed(1)} s`);
  return seconds;
}
