import { describe, expect, it } from 'vitest';
import { likeLinkHref, likeRequestBody, readLikeReply } from './like-client.ts';
import { createLikeStore, likeKey } from './like-store.ts';

const noHtml = () => {
  throw new Error('must not parse HTML');
};

describe('likeRequestBody', () => {
  it('sends the plugin\'s four fields', () => {
    expect(String(likeRequestBody({ postId: 201, nonce: 'abc', isComment: false }))).toBe(
      'action=process_simple_like&post_id=201&nonce=abc&is_comment=0',
    );
  });

  it('sends nothing without a post id (SPEC §5)', () => {
    expect(likeRequestBody({ postId: '', nonce: 'abc', isComment: false })).toBeNull();
    expect(likeRequestBody({ postId: '  ', nonce: 'abc', isComment: true })).toBeNull();
    expect(likeLinkHref('/wp-admin/admin-ajax.php', { postId: '', nonce: 'n', isComment: false })).toBe('#');
  });

  it('builds the escaped no-JS link', () => {
    expect(likeLinkHref('/wp-admin/admin-ajax.php', { postId: 7, nonce: 'a&b', isComment: true })).toBe(
      '/wp-admin/admin-ajax.php?action=process_simple_like&post_id=7&nonce=a%26b&is_comment=1&disabled=true',
    );
  });
});

describe('readLikeReply', () => {
  it('formats the structured count and never reads the HTML then', () => {
    expect(readLikeReply({ status: 'liked', likes: 1250, count: '<img src=x onerror=alert(1)>' }, 'Beğen', noHtml)).toEqual({
      liked: true,
      countText: '1.25K',
    });
    expect(readLikeReply({ status: 'unliked', likes: 0 }, 'Beğen', noHtml)).toEqual({ liked: false, countText: 'Beğen' });
  });

  it('takes only the text of the plugin\'s count HTML when there is no structured count', () => {
    const text = (html: string) => html.replace(/<[^>]*>/g, '');
    expect(readLikeReply({ status: 'liked', count: '<span class="sl-count">3</span>' }, 'Beğen', text)).toEqual({ liked: true, countText: '3' });
  });

  it('names what is wrong with a broken answer', () => {
    expect(() => readLikeReply('Not permitted', 'Beğen', noHtml)).toThrow(/expected a JSON object/);
    expect(() => readLikeReply({ status: 'maybe', likes: 1 }, 'Beğen', noHtml)).toThrow(/unexpected status "maybe"/);
    expect(() => readLikeReply({ status: 'liked' }, 'Beğen', noHtml)).toThrow(/neither likes nor count/);
  });
});

describe('createLikeStore', () => {
  it('tells every subscriber of a key, and only them; unsubscribing stops it', () => {
    const store = createLikeStore();
    const calls: string[] = [];
    const offA = store.subscribe(likeKey(1, false), () => calls.push('a'));
    store.subscribe(likeKey(1, false), () => calls.push('b'));
    store.subscribe(likeKey(1, true), () => calls.push('comment'));
    store.set(likeKey(1, false), { liked: true, countText: '1', pending: false });
    offA();
    store.set(likeKey(1, false), { liked: false, countText: 'Beğen', pending: false });
    expect(calls).toEqual(['a', 'b', 'b']);
    expect(store.get(likeKey(1, false))).toEqual({ liked: false, countText: 'Beğen', pending: false });
  });
});
