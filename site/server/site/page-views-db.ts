import type { StrataDb } from '../db.ts';
import { statement } from './sql.ts';

/** One row per page path (SPEC §7 "a page-view call from a pixel tracker"): how often it was viewed and when last. */
export const PAGE_VIEWS_SCHEMA = `CREATE TABLE IF NOT EXISTS page_views (
  path TEXT PRIMARY KEY,
  views INTEGER NOT NULL,
  last_view_at TEXT NOT NULL)`;

/** Counts one view in a single statement (no read-modify-write race) and answers the new total. */
export function countPageView(db: StrataDb, path: string, at: Date): number {
  const row = statement(
    db,
    `INSERT INTO page_views (path, views, last_view_at) VALUES (?, 1, ?)
     ON CONFLICT (path) DO UPDATE SET views = views + 1, last_view_at = excluded.last_view_at
     RETURNING views`,
  ).get(path, at.toISOString()) as { views: number };
  return row.views;
}

export function pageViewsOf(db: StrataDb, path: string): number {
  const row = statement(db, 'SELECT views FROM page_views WHERE path = ?').get(path) as { views: number } | undefined;
  return row?.views ?? 0;
}
