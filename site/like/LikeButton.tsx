import type { KeyboardEvent, MouseEvent } from 'react';
import { useSite } from '../site-context.tsx';
import { LIKE_TEXT } from '../strings.ts';
import { HEART_PATH } from './heart.ts';
import { likeLinkHref } from './like-client.ts';
import { useLike } from './use-like.ts';
import './like.css';

export interface LikeButtonProps {
  postId: number | string;
  isComment?: boolean;
  /** `badge`: the round button over a card's image; `inline`: in a line of text. */
  variant?: 'inline' | 'badge';
}

/**
 * The plugin's like markup (BEHAVIOURS §2): `span.sl-wrapper > a.sl-button.sl-button-ID[.liked]` with
 * data-nonce / data-post-id / data-iscomment, title Like/Unlike, icon + `.sl-count`, and a loader sibling. The
 * plugin's loader has the id `sl-loader`, repeated on every button; here it is the class `sl-loader`.
 * Without JavaScript the href is the plugin's `disabled=true` link. The link acts as a toggle button
 * (role=button, aria-pressed, Space as well as Enter).
 */
export function LikeButton({ postId, isComment = false, variant = 'inline' }: LikeButtonProps) {
  const { settings } = useSite();
  const { view, toggle } = useLike(postId, isComment);
  const title = view.liked ? LIKE_TEXT.unlike : LIKE_TEXT.like;
  const hasCount = view.countText !== LIKE_TEXT.like;
  const classes = [
    'sl-button',
    isComment ? `sl-comment-button-${postId}` : `sl-button-${postId}`,
    view.liked ? 'liked' : '',
    isComment ? 'sl-comment' : '',
  ].filter(Boolean);

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    toggle();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };

  return (
    <span className={`sl-wrapper sl-wrapper--${variant}`}>
      <a
        href={likeLinkHref(settings.ajax_url, { postId, nonce: settings.like_nonce, isComment })}
        className={classes.join(' ')}
        data-nonce={settings.like_nonce}
        data-post-id={postId}
        data-iscomment={isComment ? '1' : '0'}
        title={title}
        role="button"
        aria-pressed={view.liked}
        aria-label={hasCount ? `${title} (${view.countText} ${LIKE_TEXT.likesSuffix})` : title}
        aria-busy={view.pending}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <span className="sl-icon">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="1em" height="1em">
            <path d={HEART_PATH} fill={view.liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} />
          </svg>
        </span>
        <span className="sl-count">{view.countText}</span>
      </a>
      <span className="sl-loader" aria-hidden="true">
        {view.pending ? (
          <>
            {'\u00a0'}
            <span className="loader">{LIKE_TEXT.loading}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}
