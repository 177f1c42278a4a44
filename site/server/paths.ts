import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in `site/server/`). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerPaths {
  dbFile: string;
  distDir: string;
  fixturesDir: string;
  sr7Dir: string | null;
}

/**
 * Where everything lives, from the environment: `STRATA_DB` (default `data/strata.sqlite`,
 * its folder created), `STRATA_DIST` (the built pages, default `dist/`), `STRATA_SR7_DIR` (default `../shared/fixtures/sr7`, null when absent).
 */
export function serverPaths(env: NodeJS.ProcessEnv = process.env, log: (msg: string) => void = () => {}): ServerPaths {
  const dbFile = env['STRATA_DB'] ? resolve(env['STRATA_DB']) : resolve(repoRoot, 'data/strata.sqlite');
  mkdirSync(dirname(dbFile), { recursive: true });

  const sr7Wanted = env['STRATA_SR7_DIR'] ? resolve(env['STRATA_SR7_DIR']) : resolve(repoRoot, '../shared/fixtures/sr7');
  const sr7Dir = existsSync(sr7Wanted) ? sr7Wanted : null;
  if (!sr7Dir && env['STRATA_SR7_DIR']) log(`STRATA_SR7_DIR=${sr7Wanted} does not exist; /sr7/ will answer 404`);

  const distDir = env['STRATA_DIST'] ? resolve(env['STRATA_DIST']) : resolve(repoRoot, 'dist');
  return { dbFile, distDir, fixturesDir: resolve(repoRoot, 'fixtures'), sr7Dir };
}
