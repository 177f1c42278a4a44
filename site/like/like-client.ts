import { formatLikeCount } from './like-count.ts';

/**
 * The like call (SPEC §7, BEHAVIOURS §2): POST admin-ajax, form fields action=process_simple_like, post_id,
 * nonce, is_comment; the answer is read as status, icon and count.
 *
 * Trust boundary: the answer's `icon` and `count` are HTML, and the page never inserts them. The button draws
 * its own icon from `status`, and its count from the structured `likes` our server adds; from a server that
 * sends only the plugin's HTML, just the text of `count` is taken.
 */

export const LIKE_ACTION = 'process_simple_like';

export interface LikeTarget {
  postId: number | string;
  nonce: string;
  isComment: boolean;
}

/** The form fields, or null when there is no post id (SPEC §5: then nothing is sent). */
export function likeRequestBody(target: LikeTarget): URLSearchParams | null {
  const postId = String(target.postId).trim();
  if (postId === '') return null;
  return new URLSearchParams({ action: LIKE_ACTION, post_id: postId, nonce: target.nonce, is_comment: target.isComment ? '1' : '0' });
}

/** The no-JS href: the same call as a link with `disabled=true` (the server toggles, then redirects). */
export function likeLinkHref(ajaxUrl: string, target: LikeTarget): string {
  const body = likeRequestBody(target);
  if (!body) return '#';
  body.set('disabled', 'true');
  return `${ajaxUrl}?${body}`;
}

export interface LikeResult {
  liked: boolean;
  countText: string;
}

/** Reads an answer; anything that is not one is an Error naming what is wrong. */
export function readLikeReply(reply: unknown, likeLabel: string, textOfHtml: (html: string) => string): LikeResult {
  if (typeof reply !== 'object' || reply === null) throw new Error(`like: expected a JSON object, got ${JSON.stringify(reply)}`);
  const { status, likes, count } = reply as Record<string, unknown>;
  if (status !== 'liked' && status !== 'unliked') throw new Error(`like: unexpected status ${JSON.stringify(status)}`);
  let countText: string;
  if (typeof likes === 'number' && Number.isInteger(likes) && likes >= 0) countText = formatLikeCount(likes, likeLabel);
  else if (typeof count === 'string') countText = textOfHtml(count).trim();
  else throw new Error('like: the answer has neither likes nor count');
  return { liked: status === 'liked', countText };
}

/** Text content of an HTML fragment, parsed inert (DOMParser runs no scripts and loads nothing). */
export function textOfHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export async function sendLike(ajaxUrl: string, target: LikeTarget, likeLabel: string): Promise<LikeResult | null> {
  const body = likeRequestBody(target);
  if (!body) return null;
  const res = await fetch(ajaxUrl, { method: 'POST', body, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`like: the server answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return readLikeReply(await res.json(), likeLabel, textOfHtml);
}
