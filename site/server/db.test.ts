import { describe, it, expect, afterEach } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importModule, ModuleShapeError, openDb, seedIfEmpty } from './db.ts';
import { tinyModule } from './test-helpers.ts';

const dirs: string[] = [];
function fixturesWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'strata-seed-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'modules'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'modules', name), text);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function shapeError(input: unknown): ModuleShapeError {
  const db = openDb(':memory:');
  try {
    importModule(db, input);
  } catch (err) {
    expect(err).toBeInstanceOf(ModuleShapeError);
    expect(db.count()).toBe(0);
    return err as ModuleShapeError;
  } finally {
    db.close();
  }
  throw new Error('importModule accepted bad input');
}

describe('seedIfEmpty', () => {
  it('imports every fixtures/modules/*.json once, on an empty database only', () => {
    const dir = fixturesWith({
      'b.json': JSON.stringify(tinyModule('beta', { id: 7 })),
      'a.json': JSON.stringify(tinyModule('alpha', { id: undefined })),
      'notes.txt': 'not a module',
    });
    const db = openDb(':memory:');
    const first = seedIfEmpty(db, dir);
    expect(first.skipped).toBe(false);
    expect(first.failed).toEqual([]);
    expect(db.list()).toEqual([
      { id: 1, alias: 'alpha', title: 'Title of alpha' },
      { id: 7, alias: 'beta', title: 'Title of beta' },
    ]);
    const second = seedIfEmpty(db, dir);
    expect(second.skipped).toBe(true);
    expect(db.count()).toBe(2);
    db.close();
  });

  it('says which file wins when two fixtures share an alias', () => {
    const dir = fixturesWith({
      'hero.compact.json': JSON.stringify({ ...tinyModule('hero'), settings: { alias: 'hero', title: 'compact' } }),
      'hero.json': JSON.stringify({ ...tinyModule('hero'), settings: { alias: 'hero', title: 'full' } }),
    });
    const db = openDb(':memory:');
    const log: string[] = [];
    seedIfEmpty(db, dir, (m) => log.push(m));
    expect(db.list()).toEqual([{ id: 12, alias: 'hero', title: 'full' }]);
    expect(log).toContain('seed: hero.json replaces hero.compact.json (both have alias "hero")');
    db.close();
  });

  it('creates the database when fixtures/modules is absent or empty', () => {
    const db = openDb(':memory:');
    const log: string[] = [];
    const report = seedIfEmpty(db, join(tmpdir(), 'strata-no-such-dir-' + process.pid), (m) => log.push(m));
    expect(report.imported).toEqual([]);
    expect(db.list()).toEqual([]);
    expect(log.join('\n')).toContain('does not exist');
    expect(seedIfEmpty(db, fixturesWith({})).imported).toEqual([]);
    db.close();
  });

  it('reports a broken fixture by file and JSON path and still imports the others', () => {
    const dir = fixturesWith({
      'good.json': JSON.stringify(tinyModule('good')),
      'bad-shape.json': JSON.stringify({ settings: { alias: 'x' }, slides: [] }),
      'bad-json.json': '{ nope',
    });
    const db = openDb(':memory:');
    const report = seedIfEmpty(db, dir);
    expect(report.imported.map((r) => r.alias)).toEqual(['good']);
    expect(report.failed).toHaveLength(2);
    expect(report.failed.find((f) => f.file.endsWith('bad-shape.json'))?.error).toContain('$.slides');
    expect(report.failed.find((f) => f.file.endsWith('bad-json.json'))?.error).toMatch(/JSON/);
    db.close();
  });
});

describe('importModule', () => {
  it('uses the numeric id from the file when free, settings.dbid first, else autoincrement', () => {
    const db = openDb(':memory:');
    expect(importModule(db, tinyModule('a', { id: 30 })).id).toBe(30);
    expect(importModule(db, { ...tinyModule('b', { id: 30 }), settings: { alias: 'b', dbid: '31' } }).id).toBe(31);
    // 30 is taken by "a": the next free rowid is used instead.
    expect(importModule(db, tinyModule('c', { id: 30 })).id).toBe(32);
    expect(importModule(db, tinyModule('d', { id: 'SR7_4' })).id).toBe(33);
    db.close();
  });

  it('re-importing an alias replaces the module in place and keeps its id', () => {
    const db = openDb(':memory:');
    const first = importModule(db, tinyModule('hero', { id: 5 }));
    const again = importModule(db, { ...tinyModule('hero', { id: 99 }), settings: { alias: 'hero', title: 'New' } });
    expect(again).toEqual({ id: first.id, alias: 'hero', title: 'New', updated: true });
    expect(db.count()).toBe(1);
    expect(JSON.parse(db.byId(5)!.json).settings.title).toBe('New');
    db.close();
  });

  it('accepts a top-level alias (a get_full_slider_object reply) and fills settings.alias', () => {
    const db = openDb(':memory:');
    const reply = { success: true, id: 3, alias: 'from-rest', settings: { title: 'T' }, slides: {}, addOns: [] };
    expect(importModule(db, reply)).toMatchObject({ id: 3, alias: 'from-rest', title: 'T' });
    const stored = JSON.parse(db.byAlias('from-rest')!.json);
    expect(stored.settings.alias).toBe('from-rest');
    expect(stored).not.toHaveProperty('success');
    db.close();
  });

  it('names the JSON path that is wrong', () => {
    expect(shapeError(null).path).toBe('$');
    expect(shapeError([]).path).toBe('$');
    expect(shapeError({ settings: 'x', slides: {} }).path).toBe('$.settings');
    expect(shapeError({ settings: {}, slides: {} }).path).toBe('$.settings.alias');
    expect(shapeError({ settings: { alias: 42 }, slides: {} }).message).toBe(
      '$.settings.alias: expected a non-empty string (or a top-level "alias"), got number 42',
    );
    expect(shapeError({ settings: { alias: 'a' } }).path).toBe('$.slides');
    expect(shapeError({ settings: { alias: 'a' }, slides: { '7': 'x' } }).path).toBe('$.slides["7"]');
    expect(shapeError({ settings: { alias: 'a' }, slides: { '7': { slide: [] } } }).path).toBe('$.slides["7"].slide');
    expect(shapeError({ settings: { alias: 'a' }, slides: { '7': { layers: 'x' } } }).path).toBe('$.slides["7"].layers');
    expect(shapeError({ settings: { alias: 'a' }, slides: {}, addOns: 1 }).path).toBe('$.addOns');
  });

  it('stores SQL-looking aliases as plain data', () => {
    const db = openDb(':memory:');
    const evil = `x'; DROP TABLE modules; --`;
    const r = importModule(db, tinyModule(evil));
    importModule(db, tinyModule(`" OR 1=1 --`));
    expect(db.byAlias(evil)?.id).toBe(r.id);
    expect(db.byAlias(`' OR '1'='1`)).toBeUndefined();
    expect(db.list().map((m) => m.alias)).toEqual([evil, `" OR 1=1 --`]);
    db.close();
  });

  it('close() is idempotent', () => {
    const db = openDb(':memory:');
    db.close();
    expect(() => db.close()).not.toThrow();
  });
});
