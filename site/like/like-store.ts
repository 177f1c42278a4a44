/**
 * The like state of every post on the page, keyed per post, so all buttons of one post (BEHAVIOURS §2: "every
 * button of that id") read and change the same state. A small external store for useSyncExternalStore.
 */

export interface LikeView {
  liked: boolean;
  /** The count's text (like-count.ts): a number, "1.25K" or the "Like" label. */
  countText: string;
  /** A request for this post is running (the loader shows). */
  pending: boolean;
}

export interface LikeStore {
  get(key: string): LikeView | undefined;
  set(key: string, view: LikeView): void;
  subscribe(key: string, listener: () => void): () => void;
}

/** Posts and comments are separate id spaces (`.sl-button-ID` / `.sl-comment-button-ID`). */
export const likeKey = (postId: number | string, isComment: boolean) => `${isComment ? 'comment' : 'post'}:${postId}`;

export function createLikeStore(): LikeStore {
  const views = new Map<string, LikeView>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (key) => views.get(key),
    set(key, view) {
      views.set(key, view);
      for (const listener of [...(listeners.get(key) ?? [])]) listener();
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}
