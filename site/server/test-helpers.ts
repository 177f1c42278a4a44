import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach } from 'vitest';
import { dirname, join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { openDb, seedIfEmpty, type StrataDb } from './db.ts';
import { seedFeedsIfEmpty } from './feeds-db.ts';
import { repoRoot } from './paths.ts';

/** The real exports beside the project; tests that read them skip when a clone has no ../shared. */
export const sharedSr7Dir = resolve(repoRoot, '../shared/fixtures/sr7');
export const hasSharedSr7 = existsSync(join(sharedSr7Dir, 'home.json'));
export const SR7_SKIP = 'SKIPPED: ../shared/fixtures/sr7 is absent';

export function tinyModule(alias: string, extra: Record<string, unknown> = {}) {
  return {
    id: 12,
    settings: { alias, title: `Title of ${alias}`, type: 'hero' },
    slides: {
      '40': { id: 40, slide: { id: 40, order: 1 }, layers: { '0': { id: 0, type: 'text', content: { text: 'Hello' } } } },
      '41': { id: 41, slide: { id: 41, order: 2 }, layers: [] },
    },
    addOns: [],
    ...extra,
  };
}

/** Bytes 0..255 repeated, so any range's content is predictable. */
export const MP4_SIZE = 4096;
export const mp4Byte = (i: number) => i % 256;

export interface TestSite {
  root: string;
  db: StrataDb;
  app: ReturnType<typeof createApp>;
  cleanup(): void;
}

/**
 * The site factory of a test file: `make` (makeSite by default, or the file's own variant) builds each site, and
 * every site it made is removed after the test that made it.
 */
export function siteFactory<A extends unknown[], S extends TestSite = TestSite>(make: (...args: A) => S): (...args: A) => S {
  const made: S[] = [];
  afterEach(() => {
    for (const s of made.splice(0)) s.cleanup();
  });
  return (...args) => {
    const s = make(...args);
    made.push(s);
    return s;
  };
}

/** The project's own feed seed files and recorded social payloads. */
export const projectFeedsDir = resolve(repoRoot, 'fixtures/feeds');

/**
 * A throwaway site: dist/ with two pages, fixtures/ with one module (or `modules`), a fake mp4, and
 * fixtures/feeds/ holding a copy of the project's feed files (or `feeds`: file name → JSON).
 */
export function makeSite(
  opts: { modules?: Record<string, unknown>; feeds?: Record<string, unknown>; sr7Dir?: string | null; log?: (msg: string) => void } = {},
): TestSite {
  const root = mkdtempSync(join(tmpdir(), 'strata-server-'));
  const dist = join(root, 'dist');
  const fixtures = join(root, 'fixtures');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(fixtures, 'modules'), { recursive: true });
  mkdirSync(join(fixtures, 'media'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(dist, 'viewer.html'), '<!doctype html><title>viewer</title>');
  writeFileSync(join(dist, 'assets', 'viewer-Ab12Cd34.js'), 'export {}');
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
  const modules = opts.modules ?? { 'hero.json': tinyModule('hero') };
  for (const [name, json] of Object.entries(modules)) {
    writeFileSync(join(fixtures, 'modules', name), typeof json === 'string' ? json : JSON.stringify(json));
  }
  writeFileSync(join(fixtures, 'media', 'clip.mp4'), Buffer.from(Array.from({ length: MP4_SIZE }, (_, i) => mp4Byte(i))));
  const feeds = join(fixtures, 'feeds');
  if (opts.feeds) {
    mkdirSync(feeds, { recursive: true });
    for (const [name, json] of Object.entries(opts.feeds)) {
      mkdirSync(dirname(join(feeds, name)), { recursive: true });
      writeFileSync(join(feeds, name), typeof json === 'string' ? json : JSON.stringify(json));
    }
  } else cpSync(projectFeedsDir, feeds, { recursive: true });

  const db = openDb(':memory:');
  seedIfEmpty(db, fixtures);
  seedFeedsIfEmpty(db, feeds);
  const app = createApp({ db, distDir: dist, fixturesDir: fixtures, sr7Dir: opts.sr7Dir ?? null, ...(opts.log ? { log: opts.log } : {}) });
  return {
    root,
    db,
    app,
    cleanup() {
      db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields) };
}
