import type { Context, Next } from 'hono';
import { str } from '../admin-ajax.ts';
import { BadRequest, NotFound } from '../errors.ts';
import { HEART_PATH } from '../../like/heart.ts';
import { formatLikeCount } from '../../like/like-count.ts';
import { LIKE_TEXT } from '../../strings.ts';
import { escapeHtml, shown } from './html.ts';
import { idField } from './fields.ts';
import { toggleLike, type LikeState } from './likes-db.ts';
import { NONCE_ACTIONS } from './nonces.ts';
import type { SiteAjaxHandler, SiteServices } from './services.ts';
import { statement } from './sql.ts';
import { identifyVisitor } from './visitor.ts';

/**
 * The like button's server side, `process_simple_like` (BEHAVIOURS §2): nonce first (a bad one is the plugin's
 * plain "Not permitted", here with 403), then the post, then the toggle. Nothing is stored unless every check
 * passed.
 */

export const LIKE_ACTION = 'process_simple_like';

/** What the plugin answers, plus `likes` and `post_id`: the structured values the button builds its text from. */
export interface LikeReply {
  status: 'liked' | 'unliked';
  icon: string;
  count: string;
  testing: 0 | 1;
  likes: number;
  post_id: number;
}

export function likeReply(postId: number, state: LikeState): LikeReply {
  return {
    status: state.liked ? 'liked' : 'unliked',
    icon: iconHtml(state.liked),
    count: `<span class="sl-count">${escapeHtml(formatLikeCount(state.count, LIKE_TEXT.like))}</span>`,
    testing: 0,
    likes: state.count,
    post_id: postId,
  };
}

function iconHtml(liked: boolean): string {
  const paint = liked ? 'fill="currentColor"' : 'fill="none" stroke="currentColor" stroke-width="2"';
  return `<span class="sl-icon"><svg role="img" aria-hidden="true" viewBox="0 0 24 24" width="1em" height="1em"><path ${paint} d="${HEART_PATH}"/></svg></span>`;
}

function postExists(svc: SiteServices, id: number): boolean {
  return statement(svc.db, 'SELECT 1 FROM posts WHERE id = ?').get(id) !== undefined;
}

/** The post a like names; comments are refused because this site has none to like. */
function likedPost(svc: SiteServices, fields: Record<string, unknown>): number {
  const isComment = str(fields['is_comment']) ?? '0';
  if (isComment !== '0' && isComment !== '1') throw new BadRequest(`is_comment: expected 0 or 1, got ${shown(isComment)}`);
  const id = idField(fields, 'post_id');
  if (isComment === '1') throw new NotFound(`post_id: comment ${id} does not exist (this site has no comments)`);
  if (!postExists(svc, id)) throw new NotFound(`post_id: there is no post ${id}`);
  return id;
}

const notPermitted = (c: Context) => c.text('Not permitted', 403);

export function likeAction(svc: SiteServices): SiteAjaxHandler {
  return (c, fields) => {
    const visitor = identifyVisitor(c, { issue: false });
    if (!svc.nonces.verify(str(fields['nonce']), NONCE_ACTIONS.like, visitor.key)) return notPermitted(c);
    const postId = likedPost(svc, fields);
    return c.json(likeReply(postId, toggleLike(svc.db, postId, visitor.key, new Date(svc.now()))));
  };
}

/**
 * The button's href for visitors without JavaScript: `…admin-ajax.php?action=process_simple_like&…&disabled=true`.
 * As in the plugin it toggles and then redirects, guarded by the same nonce. The plugin redirects to the post's
 * permalink; this site shows its posts only as cards on the home page (there are no single-post pages to land
 * on), so the redirect goes to that card, `/#post-<id>`.
 */
export function likeNoJsLink(svc: SiteServices) {
  return async (c: Context, next: Next) => {
    if (c.req.query('action') !== LIKE_ACTION || c.req.query('disabled') !== 'true') return next();
    const fields = c.req.query();
    const visitor = identifyVisitor(c, { issue: false });
    if (!svc.nonces.verify(fields['nonce'], NONCE_ACTIONS.like, visitor.key)) return notPermitted(c);
    const postId = likedPost(svc, fields);
    toggleLike(svc.db, postId, visitor.key, new Date(svc.now()));
    c.header('cache-control', 'no-store');
    return c.redirect(`/#post-${postId}`, 302);
  };
}
