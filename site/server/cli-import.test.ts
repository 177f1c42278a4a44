import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from './db.ts';
import { feedCount } from './feeds-db.ts';
import { repoRoot } from './paths.ts';
import { hasSharedSr7, projectFeedsDir, SR7_SKIP, sharedSr7Dir, tinyModule } from './test-helpers.ts';
import { readdirSync } from 'node:fs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function runCli(dbFile: string, args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'site/server/cli-import.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, STRATA_DB: dbFile },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// Every case starts fresh Node processes with tsx (about 1 s each alone, several seconds each on a loaded 2-core
// machine: the --feeds case ran 6.1 s beside a CI run): vitest's 5 s default is not this test's measure. Each spawn
// keeps its own 30 s limit (runCli), so a hung CLI still fails, with its output.
describe('cli-import', { timeout: 120_000 }, () => {
  it('imports good files, names the bad ones with the JSON path, and exits non-zero', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strata-cli-'));
    dirs.push(dir);
    const dbFile = join(dir, 'sub', 'strata.sqlite');
    writeFileSync(join(dir, 'good.json'), JSON.stringify(tinyModule('cli-hero', { id: 21 })));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ settings: { alias: 'x' }, slides: 'nope' }));

    const ok = runCli(dbFile, [join(dir, 'good.json')]);
    expect(ok.err).not.toMatch(/error/i);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('imported');
    expect(ok.out).toContain('id 21, alias "cli-hero"');

    const mixed = runCli(dbFile, [join(dir, 'good.json'), join(dir, 'bad.json'), join(dir, 'missing.json')]);
    expect(mixed.code).toBe(1);
    expect(mixed.out).toContain('updated');
    expect(mixed.err).toContain('bad.json: not an SR7 module export: $.slides: expected an object');
    expect(mixed.err).toContain('missing.json: no such file');

    const db = openDb(dbFile);
    expect(db.list()).toEqual([{ id: 21, alias: 'cli-hero', title: 'Title of cli-hero' }]);
    db.close();
  });

  it('prints usage and exits 2 without arguments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strata-cli-'));
    dirs.push(dir);
    const r = runCli(join(dir, 'db.sqlite'), []);
    expect(r.code).toBe(2);
    expect(r.err).toContain('usage:');
  });

  it.skipIf(!hasSharedSr7)(`imports every shared SR7 export${hasSharedSr7 ? '' : ` — ${SR7_SKIP}`}`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'strata-cli-'));
    dirs.push(dir);
    const dbFile = join(dir, 'db.sqlite');
    const files = readdirSync(sharedSr7Dir).filter((f) => f.endsWith('.json')).map((f) => join(sharedSr7Dir, f));
    // One of them saved with a byte-order mark, as Windows editors write it.
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, `\uFEFF${JSON.stringify(tinyModule('bom-module', { id: 77 }))}`);
    const r = runCli(dbFile, [...files, bom]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${files.length + 1} of ${files.length + 1} file(s) imported`);
    const db = openDb(dbFile);
    expect(db.count()).toBe(files.length + 1);
    db.close();
  });

  it('--feeds imports posts, products and media from a folder, and names a bad file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strata-cli-'));
    dirs.push(dir);
    const dbFile = join(dir, 'db.sqlite');
    const ok = runCli(dbFile, ['--feeds', projectFeedsDir]);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('imported 10 posts');
    const db = openDb(dbFile);
    expect([feedCount(db, 'posts'), feedCount(db, 'products'), feedCount(db, 'media')]).toEqual([10, 8, 8]);
    db.close();

    writeFileSync(join(dir, 'media.json'), JSON.stringify([{ id: 'x' }]));
    const bad = runCli(dbFile, ['--feeds', dir]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('media.json[0].id: expected a positive integer, got "x"');
    const empty = runCli(dbFile, ['--feeds', join(dir, 'nothing')]);
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('none of posts.json, products.json, media.json is there');
    expect(runCli(dbFile, ['--feeds']).code).toBe(2);
  });
});
