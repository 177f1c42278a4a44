import Database from 'better-sqlite3';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseModuleExport } from './module-shape.ts';
import { absolutizeMedia } from './media-base.ts';
import { createFeedTables } from './feeds-db.ts';
import { createSiteTables } from './site/site-tables.ts';
import { createContactTables } from './contact/store.ts';

export { ModuleShapeError } from './module-shape.ts';

export interface ModuleSummary {
  id: number;
  alias: string;
  title: string | null;
}

export interface ModuleRow extends ModuleSummary {
  json: string;
  updated_at: string | null;
}

export interface StrataDb {
  /** `:memory:` or the database file. */
  readonly file: string;
  list(): ModuleSummary[];
  count(): number;
  byId(id: number): ModuleRow | undefined;
  byAlias(alias: string): ModuleRow | undefined;
  /** Runs `fn` in one transaction (nested calls become savepoints). */
  transaction<T>(fn: () => T): T;
  /** Idempotent. */
  close(): void;
  /** The prepared statements; only `importModule` writes. */
  readonly stmt: Statements;
  /** The connection, for the feed tables' queries (feeds-db.ts). */
  readonly sql: Database.Database;
}

interface Statements {
  insertWithId: Database.Statement<[number, string, string, string, string]>;
  insertAuto: Database.Statement<[string, string, string, string]>;
  update: Database.Statement<[string, string, string, number]>;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS modules (
  id INTEGER PRIMARY KEY,
  alias TEXT UNIQUE NOT NULL,
  title TEXT,
  json TEXT NOT NULL,
  updated_at TEXT
)`;

export function openDb(file: string): StrataDb {
  const sql = new Database(file);
  if (file !== ':memory:') {
    // WAL lets `npm run db:import` write while the server is reading.
    sql.pragma('journal_mode = WAL');
    // better-sqlite3 is synchronous: every statement runs on the event loop, so whatever a write waits for, all
    // requests wait for. With the default synchronous=FULL each commit fsyncs the WAL (0.6 ms typical, 20 ms at
    // p99 and 180 ms at worst on the server's disk, more while it is busy). NORMAL fsyncs at checkpoints only:
    // a commit stays atomic and survives a crash of the process, and only a power loss can undo the last ones.
    sql.pragma('synchronous = NORMAL');
    // A writer that finds another process (db:import) writing sleeps up to this long, blocking every request; a
    // second is plenty for an import's transaction and bounds the stall.
    sql.pragma('busy_timeout = 1000');
  }
  sql.prepare(SCHEMA).run();
  createFeedTables(sql);
  createSiteTables(sql);
  createContactTables(sql);

  const listStmt = sql.prepare<[], ModuleSummary>('SELECT id, alias, title FROM modules ORDER BY id');
  const countStmt = sql.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM modules');
  const byIdStmt = sql.prepare<[number], ModuleRow>('SELECT id, alias, title, json, updated_at FROM modules WHERE id = ?');
  const byAliasStmt = sql.prepare<[string], ModuleRow>(
    'SELECT id, alias, title, json, updated_at FROM modules WHERE alias = ?',
  );
  const stmt: Statements = {
    insertWithId: sql.prepare('INSERT INTO modules (id, alias, title, json, updated_at) VALUES (?, ?, ?, ?, ?)'),
    insertAuto: sql.prepare('INSERT INTO modules (alias, title, json, updated_at) VALUES (?, ?, ?, ?)'),
    update: sql.prepare('UPDATE modules SET title = ?, json = ?, updated_at = ? WHERE id = ?'),
  };

  let closed = false;
  return {
    file,
    stmt,
    sql,
    list: () => listStmt.all(),
    count: () => countStmt.get()?.n ?? 0,
    byId: (id) => byIdStmt.get(id),
    byAlias: (alias) => byAliasStmt.get(alias),
    // IMMEDIATE: every transaction here writes, and one that took its write lock only at its first write could
    // find another process's commit since its first read and fail with SQLITE_BUSY without waiting at all.
    transaction: (fn) => sql.transaction(fn).immediate(),
    close() {
      if (closed) return;
      closed = true;
      sql.close();
    },
  };
}

export interface ImportResult extends ModuleSummary {
  /** `true` when a module with the same alias existed and was replaced in place (same id). */
  updated: boolean;
}

/**
 * Stores one SR7 module export, keyed by alias: a second import of the same alias replaces the
 * module and keeps its id, so pages that embed `SR7_<id>` keep working. Throws a
 * `ModuleShapeError` naming the JSON path when the input is not a module.
 */
export function importModule(db: StrataDb, input: unknown, options: { mediaBase?: string } = {}): ImportResult {
  const mod = parseModuleExport(options.mediaBase ? absolutizeMedia(input, options.mediaBase) : input);
  const now = new Date().toISOString();
  const json = JSON.stringify(mod.stored);
  return db.transaction(() => {
    const existing = db.byAlias(mod.alias);
    let id: number;
    if (existing) {
      id = existing.id;
      db.stmt.update.run(mod.title, json, now, id);
    } else if (mod.wantedId !== null && !db.byId(mod.wantedId)) {
      id = Number(db.stmt.insertWithId.run(mod.wantedId, mod.alias, mod.title, json, now).lastInsertRowid);
    } else {
      id = Number(db.stmt.insertAuto.run(mod.alias, mod.title, json, now).lastInsertRowid);
    }
    return { id, alias: mod.alias, title: mod.title, updated: existing !== undefined };
  });
}

export interface SeedReport {
  imported: ImportResult[];
  failed: { file: string; error: string }[];
  /** `true` when the database already held modules and nothing was read. */
  skipped: boolean;
}

/**
 * First start: imports `<fixturesDir>/modules/*.json`. A broken fixture is reported and skipped
 * rather than thrown, so one bad file cannot keep the whole site from starting.
 */
export function seedIfEmpty(db: StrataDb, fixturesDir: string, log: (msg: string) => void = () => {}): SeedReport {
  const report: SeedReport = { imported: [], failed: [], skipped: false };
  if (db.count() > 0) return { ...report, skipped: true };
  const dir = join(fixturesDir, 'modules');
  if (!existsSync(dir)) {
    log(`seed: ${dir} does not exist; starting with an empty database`);
    return report;
  }
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const seenAlias = new Map<string, string>();
  db.transaction(() => {
    for (const name of files) {
      const file = join(dir, name);
      try {
        const result = importModule(db, JSON.parse(readFileSync(file, 'utf8')) as unknown, { mediaBase: '/fixtures/modules/' });
        report.imported.push(result);
        const earlier = seenAlias.get(result.alias);
        // Two files with one alias (e.g. a full and a compact form) cannot both be served: say which won.
        if (earlier) log(`seed: ${name} replaces ${earlier} (both have alias "${result.alias}")`);
        seenAlias.set(result.alias, name);
        log(`seed: ${name} → id ${result.id}, alias "${result.alias}"`);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        report.failed.push({ file, error });
        log(`seed: skipped ${name}: ${error}`);
      }
    }
  });
  return report;
}
