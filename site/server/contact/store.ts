import type Database from 'better-sqlite3';
import type { StrataDb } from '../db.ts';

/**
 * Where a sent contact form ends up. The reference server has no mail transport: "sending the mail"
 * (CF7's last step) is storing the submission here, and a failed insert is CF7's mail_failed. Only
 * metadata of uploaded files is kept (name, size, type); their bytes are dropped, as CF7 deletes its
 * temporary uploads once the mail is out.
 */
const SCHEMA = `CREATE TABLE IF NOT EXISTS contact_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form_id INTEGER NOT NULL,
  unit_tag TEXT NOT NULL,
  container_post INTEGER NOT NULL,
  fields TEXT NOT NULL,
  files TEXT NOT NULL,
  posted_data_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
)`;

/** Called by openDb, so an existing database gets the table on its next start. */
export function createContactTables(sql: Database.Database): void {
  sql.prepare(SCHEMA).run();
}

export interface StoredFile {
  field: string;
  name: string;
  size: number;
  type: string;
}

/** A field's stored value: text, a list (checkboxes), or whether an acceptance box was ticked. */
export type StoredValue = string | string[] | boolean;

export interface SubmissionRow {
  form_id: number;
  unit_tag: string;
  container_post: number;
  /** Field name → value; hidden `_wpcf7…` fields are never in it. */
  fields: Record<string, StoredValue>;
  files: StoredFile[];
  posted_data_hash: string;
  created_at: string;
}

const statements = new WeakMap<Database.Database, { insert: Database.Statement; list: Database.Statement }>();

function prepared(db: StrataDb) {
  let s = statements.get(db.sql);
  if (!s) {
    s = {
      insert: db.sql.prepare(`INSERT INTO contact_submissions (form_id, unit_tag, container_post, fields, files, posted_data_hash, created_at)
        VALUES (@form_id, @unit_tag, @container_post, @fields, @files, @posted_data_hash, @created_at)`),
      list: db.sql.prepare('SELECT * FROM contact_submissions WHERE form_id = ? ORDER BY id'),
    };
    statements.set(db.sql, s);
  }
  return s;
}

/** Inserts one submission; returns its row id. Throws whatever SQLite throws (the caller reports mail_failed). */
export function insertSubmission(db: StrataDb, row: SubmissionRow): number {
  const info = prepared(db).insert.run({ ...row, fields: JSON.stringify(row.fields), files: JSON.stringify(row.files) });
  return Number(info.lastInsertRowid);
}

/** The stored submissions of a form, oldest first, JSON columns parsed. */
export function listSubmissions(db: StrataDb, formId: number): Array<SubmissionRow & { id: number }> {
  const rows = prepared(db).list.all(formId) as Array<Record<string, unknown>>;
  return rows.map((r) => ({
    ...(r as unknown as SubmissionRow & { id: number }),
    fields: JSON.parse(String(r.fields)) as SubmissionRow['fields'],
    files: JSON.parse(String(r.files)) as StoredFile[],
  }));
}
