import type { StrataDb } from '../db.ts';
import { statement } from './sql.ts';

/** One row per floating button (SPEC §7): how often it was clicked and when last. */
export const CLICKS_SCHEMA = `CREATE TABLE IF NOT EXISTS floating_button_clicks (
  button TEXT PRIMARY KEY,
  clicks INTEGER NOT NULL,
  last_click_at TEXT NOT NULL)`;

/** Counts one click in a single statement (no read-modify-write race) and answers the new total. */
export function countClick(db: StrataDb, button: string, at: Date): number {
  const row = statement(
    db,
    `INSERT INTO floating_button_clicks (button, clicks, last_click_at) VALUES (?, 1, ?)
     ON CONFLICT (button) DO UPDATE SET clicks = clicks + 1, last_click_at = excluded.last_click_at
     RETURNING clicks`,
  ).get(button, at.toISOString()) as { clicks: number };
  return row.clicks;
}

export function clicksOf(db: StrataDb, button: string): number {
  const row = statement(db, 'SELECT clicks FROM floating_button_clicks WHERE button = ?').get(button) as { clicks: number } | undefined;
  return row?.clicks ?? 0;
}
