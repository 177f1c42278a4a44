import type Database from 'better-sqlite3';
import type { StrataDb } from '../db.ts';

// Prepared once per connection and SQL text; values are always bound parameters, never spliced in.
const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function statement(db: StrataDb, text: string): Database.Statement {
  let byText = cache.get(db.sql);
  if (!byText) cache.set(db.sql, (byText = new Map()));
  let stmt = byText.get(text);
  if (!stmt) byText.set(text, (stmt = db.sql.prepare(text)));
  return stmt;
}
