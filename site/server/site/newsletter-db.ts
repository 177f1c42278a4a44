import type { StrataDb } from '../db.ts';
import { statement } from './sql.ts';

/** One row per address (lower-cased): subscribing twice stores nothing new (mc4wp's "already subscribed"). */
export const NEWSLETTER_SCHEMA = `CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  email TEXT PRIMARY KEY,
  form_id INTEGER NOT NULL,
  name TEXT,
  fields TEXT NOT NULL,
  created_at TEXT NOT NULL)`;

export function subscribe(
  db: StrataDb,
  sub: { email: string; formId: number; fields: Record<string, string> },
  now = new Date(),
): 'subscribed' | 'already_subscribed' {
  const result = statement(
    db,
    `INSERT INTO newsletter_subscriptions (email, form_id, name, fields, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (email) DO NOTHING`,
  ).run(sub.email, sub.formId, sub.fields['NAME'] ?? null, JSON.stringify(sub.fields), now.toISOString());
  return result.changes > 0 ? 'subscribed' : 'already_subscribed';
}
