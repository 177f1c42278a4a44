import { describe, it, expect, afterEach } from 'vitest';
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type StrataDb } from './db.ts';
import { feedCount, FeedShapeError, importFeedRows, queryFeed, queryMedia, seedFeedsIfEmpty } from './feeds-db.ts';
import { projectFeedsDir } from './test-helpers.ts';

const posts = JSON.parse(readFileSync(join(projectFeedsDir, 'posts.json'), 'utf8')) as { id: number; title: string; date: string; categories: string[] }[];
const products = JSON.parse(readFileSync(join(projectFeedsDir, 'products.json'), 'utf8')) as { id: number; price: number }[];

const dirs: string[] = [];
const dbs: StrataDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'strata-feeds-'));
  dirs.push(dir);
  return dir;
}
function seeded(): StrataDb {
  const db = openDb(':memory:');
  dbs.push(db);
  seedFeedsIfEmpty(db, projectFeedsDir);
  return db;
}

describe('feed tables and seeding', () => {
  it('seeds the project fixtures: 10 posts, 8 products, 8 media', () => {
    const db = seeded();
    expect([feedCount(db, 'posts'), feedCount(db, 'products'), feedCount(db, 'media')]).toEqual([10, 8, 8]);
    expect(posts).toHaveLength(10);
  });

  it('adds the feed tables to a database made before they existed, and seeds only the empty ones', () => {
    const file = join(tempDir(), 'old.sqlite');
    const old = new Database(file);
    old.prepare('CREATE TABLE modules (id INTEGER PRIMARY KEY, alias TEXT UNIQUE NOT NULL, title TEXT, json TEXT NOT NULL, updated_at TEXT)').run();
    old.prepare("INSERT INTO modules (id, alias, title, json) VALUES (5, 'old', 'Old', '{}')").run();
    old.close();

    const db = openDb(file);
    dbs.push(db);
    expect(db.count()).toBe(1);
    importFeedRows(db, 'media', [{ id: 99, src: '/a.png', alt: '', title: 'kept', caption: '', date: '2024-01-01' }]);
    const report = seedFeedsIfEmpty(db, projectFeedsDir);
    expect(report.imported).toEqual({ posts: 10, products: 8 });
    expect(report.skipped).toEqual(['media']);
    expect(feedCount(db, 'media')).toBe(1);
    // A second start changes nothing.
    expect(seedFeedsIfEmpty(db, projectFeedsDir).skipped).toEqual(['posts', 'products', 'media']);
  });

  it('reports a broken file with its JSON path and stores none of its rows', () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    const rows = JSON.parse(readFileSync(join(projectFeedsDir, 'posts.json'), 'utf8')) as Record<string, unknown>[];
    rows[3] = { ...rows[3], title: 42 };
    writeFileSync(join(dir, 'posts.json'), JSON.stringify(rows));
    writeFileSync(join(dir, 'products.json'), '{not json');
    const db = openDb(':memory:');
    dbs.push(db);
    const logged: string[] = [];
    const report = seedFeedsIfEmpty(db, dir, (m) => logged.push(m));
    expect(report.failed.map((f) => f.error)).toEqual([
      expect.stringMatching(/posts\.json\[3\]\.title: expected a string, got 42$/),
      expect.stringContaining('JSON'),
    ]);
    expect(feedCount(db, 'posts')).toBe(0);
    expect(logged.join('\n')).toContain('skipped');
  });

  it('names what is wrong in a feed file', () => {
    const db = openDb(':memory:');
    dbs.push(db);
    const bad: [unknown, string][] = [
      [{ id: 1 }, 'media.json: expected an array of media'],
      [[{ id: -1 }], 'media.json[0].id: expected a positive integer, got -1'],
      [[{ id: 1, src: '/a', alt: '', title: '', caption: '', date: 'yesterday' }], 'media.json[0].date: expected an ISO 8601 date'],
      [[{ id: 1, src: '/a', alt: '', title: '', caption: '', date: '2024-01-01', width: 1.5 }], 'media.json[0].width'],
      [
        [
          { id: 1, src: '/a', alt: '', title: '', caption: '', date: '2024-01-01' },
          { id: 1, src: '/b', alt: '', title: '', caption: '', date: '2024-01-01' },
        ],
        'media.json[1].id: 1 appears twice',
      ],
    ];
    for (const [json, message] of bad) {
      expect(() => importFeedRows(db, 'media', json)).toThrow(FeedShapeError);
      expect(() => importFeedRows(db, 'media', json)).toThrow(message);
    }
    expect(feedCount(db, 'media')).toBe(0);
  });
});

describe('queryFeed', () => {
  it('defaults to newest first and honours the limit', () => {
    const db = seeded();
    const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3).map((p) => p.id);
    expect(queryFeed(db, 'posts', { limit: 3 }).map((r) => r.id)).toEqual(newest);
  });

  it('filters by any of the categories and sorts by the whitelisted key', () => {
    const db = seeded();
    const design = posts.filter((p) => p.categories.includes('tasarim') || p.categories.includes('haberler')).map((p) => p.id);
    const rows = queryFeed(db, 'posts', { categories: ['tasarim', 'haberler'], sortBy: 'id', order: 'asc', limit: 30 });
    expect(rows.map((r) => r.id)).toEqual(design.sort((a, b) => a - b));
    const byPrice = queryFeed(db, 'products', { sortBy: 'price', order: 'asc', limit: 30 }).map((r) => r.price);
    expect(byPrice).toEqual(products.map((p) => p.price).sort((a, b) => a - b));
  });

  it('sorts titles with the Turkish collation (Ç after C, Ş after S)', () => {
    const db = seeded();
    const titles = queryFeed(db, 'posts', { sortBy: 'title', order: 'asc', limit: 30 }).map((r) => r.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('tr').compare));
    expect(titles.indexOf('Renk paleti seçimi')).toBeLessThan(titles.indexOf('Sunucu tarafı akışlar'));
    const desc = queryFeed(db, 'posts', { sortBy: 'title', order: 'desc', limit: 2 }).map((r) => r.title);
    expect(desc).toEqual([...titles].reverse().slice(0, 2));
  });

  it('keeps the order of explicit ids, leaves unknown ones out, and carries the image size from media', () => {
    const db = seeded();
    const rows = queryFeed(db, 'posts', { ids: [205, 999, 201], limit: 30 });
    expect(rows.map((r) => r.id)).toEqual([205, 201]);
    expect([rows[0]?.image_width, rows[0]?.image_height]).toEqual([1600, 900]);
  });

  it('treats a category that looks like SQL as data', () => {
    const db = seeded();
    expect(queryFeed(db, 'posts', { categories: ["x') OR 1=1 --"], limit: 30 })).toEqual([]);
    expect(feedCount(db, 'posts')).toBe(10);
  });

  it('answers media by id in the given order, or the newest', () => {
    const db = seeded();
    expect(queryMedia(db, [3, 1, 4040], 8).map((r) => r.id)).toEqual([3, 1]);
    expect(queryMedia(db, undefined, 2).map((r) => r.id)).toEqual([8, 7]);
  });
});
