import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from './db.ts';
import { repoRoot } from './paths.ts';
import { tinyModule } from './test-helpers.ts';

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

describe('cli-import', () => {
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
});
