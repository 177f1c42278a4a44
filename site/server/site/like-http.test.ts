import { describe, expect, it } from 'vitest';
import { makeSite, siteFactory, type TestSite } from '../test-helpers.ts';
import { postForm, rows, visit, type TestVisitor } from './test-visitor.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const POST = '201'; // fixtures/feeds/posts.json

const site = siteFactory(() => makeSite());

const like = (s: TestSite, who: TestVisitor, fields: Record<string, string> = {}) =>
  postForm(s, AJAX, { action: 'process_simple_like', post_id: POST, nonce: who.settings.like_nonce, is_comment: '0', ...fields }, who);

describe('process_simple_like', () => {
  it('toggles per visitor: liked then unliked, with the plugin\'s reply shape', async () => {
    const s = site();
    const ada = await visit(s);
    const first = await like(s, ada);
    expect(first.status).toBe(200);
    const liked = await first.json();
    expect(liked).toMatchObject({ status: 'liked', count: '<span class="sl-count">1</span>', likes: 1, post_id: 201, testing: 0 });
    expect(liked.icon).toMatch(/^<span class="sl-icon"><svg[^>]*>.*<\/svg><\/span>$/s);
    const unliked = await (await like(s, ada)).json();
    expect(unliked).toMatchObject({ status: 'unliked', count: '<span class="sl-count">Beğen</span>', likes: 0 });
    expect(rows(s, 'post_likes')).toBe(0);
  });

  it('counts every visitor once; one visitor taking a like back leaves the others', async () => {
    const s = site();
    const [a, b] = [await visit(s), await visit(s)];
    await like(s, a);
    expect(await (await like(s, b)).json()).toMatchObject({ status: 'liked', likes: 2 });
    expect(await (await like(s, a)).json()).toMatchObject({ status: 'unliked', likes: 1 });
    const posts = await (await s.app.request('/wp-json/strata/v1/posts?per_page=20', { headers: { cookie: b.cookie } })).json();
    expect(posts.find((p: { id: number }) => p.id === 201)).toMatchObject({ likes: 1, liked: true });
  });

  it('answers a bad, missing or another visitor\'s nonce with 403 "Not permitted" and stores nothing', async () => {
    const s = site();
    const [a, b] = [await visit(s), await visit(s)];
    for (const [who, nonce] of [[a, 'abcdef0123'], [a, ''], [a, b.settings.like_nonce], [a, a.settings.cart_nonce]] as const) {
      const res = await like(s, who, { nonce });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('Not permitted');
    }
    // Without the cookie the caller is its IP, not the visitor the nonce was made for.
    const anonymous = await postForm(s, AJAX, { action: 'process_simple_like', post_id: POST, nonce: a.settings.like_nonce });
    expect(anonymous.status).toBe(403);
    expect(rows(s, 'post_likes')).toBe(0);
  });

  it('names a missing, non-numeric or unknown post_id and stores nothing', async () => {
    const s = site();
    const a = await visit(s);
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ post_id: '' }, 400, /post_id: required/],
      [{ post_id: '20x' }, 400, /post_id: expected a numeric id, got "20x"/],
      [{ post_id: '-3' }, 400, /post_id: expected a numeric id/],
      [{ post_id: '0' }, 400, /post_id: expected a numeric id/],
      [{ post_id: '999' }, 404, /there is no post 999/],
      [{ is_comment: '2' }, 400, /is_comment: expected 0 or 1/],
      [{ is_comment: '1' }, 404, /this site has no comments/],
    ];
    for (const [fields, status, message] of cases) {
      const res = await like(s, a, fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect((await res.json()).message).toMatch(message);
    }
    expect(rows(s, 'post_likes')).toBe(0);
    expect((await like(s, a)).status).toBe(200); // still fine afterwards
  });

  it('takes the same call as JSON and refuses an oversized body with 413', async () => {
    const s = site();
    const a = await visit(s);
    const json = await s.app.request(AJAX, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: a.cookie },
      body: JSON.stringify({ action: 'process_simple_like', post_id: 201, nonce: a.settings.like_nonce }),
    });
    expect(await json.json()).toMatchObject({ status: 'liked' });
    const huge = await postForm(s, AJAX, { action: 'process_simple_like', post_id: POST, nonce: a.settings.like_nonce, pad: 'x'.repeat(1024 * 1024) }, a);
    expect(huge.status).toBe(413);
    expect(rows(s, 'post_likes')).toBe(1);
  });

  it('keeps answering unknown actions with a clear 400 that lists the served ones', async () => {
    const res = await postForm(site(), AJAX, { action: 'nope' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/unknown action "nope".*process_simple_like, wc_item_added_signal/);
  });
});

describe('the no-JS like link (disabled=true)', () => {
  const link = (who: TestVisitor, nonce = who.settings.like_nonce) =>
    `${AJAX}?action=process_simple_like&post_id=${POST}&nonce=${nonce}&is_comment=0&disabled=true`;

  it('toggles and redirects to the post', async () => {
    const s = site();
    const a = await visit(s);
    const res = await s.app.request(link(a), { headers: { cookie: a.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/#post-201');
    expect(rows(s, 'post_likes')).toBe(1);
  });

  it('checks the nonce', async () => {
    const s = site();
    const a = await visit(s);
    const res = await s.app.request(link(a, '0000000000'), { headers: { cookie: a.cookie } });
    expect(res.status).toBe(403);
    expect(rows(s, 'post_likes')).toBe(0);
  });

  it('leaves other GETs of admin-ajax.php to the 405', async () => {
    expect((await site().app.request(`${AJAX}?action=process_simple_like`)).status).toBe(405);
  });
});
