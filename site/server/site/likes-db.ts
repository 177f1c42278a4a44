import type { StrataDb } from '../db.ts';
import type { BlogPost } from '../../like/blog-types.ts';
import { statement } from './sql.ts';

/**
 * One row per (post, visitor) that likes it (BEHAVIOURS §2). The count is the number of rows, so it can never go
 * below 0 and two visitors' toggles can never undo each other, unlike the plugin's separate counter meta.
 */
export const LIKES_SCHEMA = `CREATE TABLE IF NOT EXISTS post_likes (
  post_id INTEGER NOT NULL,
  visitor TEXT NOT NULL,
  liked_at TEXT NOT NULL,
  PRIMARY KEY (post_id, visitor))`;

export interface LikeState {
  liked: boolean;
  count: number;
}

export function likeState(db: StrataDb, postId: number, visitor: string): LikeState {
  const row = statement(
    db,
    'SELECT COUNT(*) AS count, COALESCE(SUM(visitor = ?), 0) AS mine FROM post_likes WHERE post_id = ?',
  ).get(visitor, postId) as { count: number; mine: number };
  return { liked: row.mine > 0, count: row.count };
}

/** Likes the post for this visitor, or takes the like back; one transaction, so a double click cannot race. */
export function toggleLike(db: StrataDb, postId: number, visitor: string, now = new Date()): LikeState {
  return db.transaction(() => {
    const removed = statement(db, 'DELETE FROM post_likes WHERE post_id = ? AND visitor = ?').run(postId, visitor);
    if (removed.changes === 0) {
      statement(db, 'INSERT INTO post_likes (post_id, visitor, liked_at) VALUES (?, ?, ?)').run(postId, visitor, now.toISOString());
    }
    return likeState(db, postId, visitor);
  });
}

/** The newest posts with their like counts and this visitor's state, for the blog cards. */
export function postsWithLikes(db: StrataDb, visitor: string, limit: number): BlogPost[] {
  const rows = statement(
    db,
    `SELECT p.id, p.title, p.excerpt, COALESCE(p.image, p.thumb) AS image, p.date, p.author,
       (SELECT COUNT(*) FROM post_likes l WHERE l.post_id = p.id) AS likes,
       EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.visitor = ?) AS liked
     FROM posts p ORDER BY p.date DESC, p.id DESC LIMIT ?`,
  ).all(visitor, limit) as (Omit<BlogPost, 'liked'> & { liked: number })[];
  return rows.map((row) => ({ ...row, liked: row.liked === 1 }));
}
