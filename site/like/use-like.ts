import { useCallback, useSyncExternalStore } from 'react';
import { useSite } from '../site-context.tsx';
import { LIKE_TEXT } from '../strings.ts';
import { sendLike, type LikeTarget } from './like-client.ts';
import { likeKey, type LikeView } from './like-store.ts';
import { useLikeStore } from './like-context.tsx';

const UNKNOWN: LikeView = { liked: false, countText: LIKE_TEXT.like, pending: false };

/**
 * One post's like state and its toggle (BEHAVIOURS §2). The answer goes into the shared store, so every button
 * of the post changes together. A click while that post's call is running is ignored (a double click would
 * otherwise like and unlike at once). A failed call leaves the state as it was; SPEC §8 names no message for it.
 */
export function useLike(postId: number | string, isComment: boolean): { view: LikeView; toggle(): void } {
  const store = useLikeStore();
  const { settings } = useSite();
  const key = likeKey(postId, isComment);
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const view = useSyncExternalStore(subscribe, () => store.get(key) ?? UNKNOWN);

  const toggle = useCallback(() => {
    const before = store.get(key) ?? UNKNOWN;
    if (before.pending) return;
    const target: LikeTarget = { postId, nonce: settings.like_nonce, isComment };
    store.set(key, { ...before, pending: true });
    sendLike(settings.ajax_url, target, LIKE_TEXT.like)
      .then((result) => store.set(key, result ? { ...result, pending: false } : before))
      .catch((err: unknown) => {
        console.warn(`Like of ${key} failed: ${(err as Error).message}`);
        store.set(key, before);
      });
  }, [store, key, postId, isComment, settings.ajax_url, settings.like_nonce]);

  return { view, toggle };
}
