import { expect, test, type Page } from '@playwright/test';
import { readE2eDb, watchConsole } from './helpers.ts';

// The like button (BEHAVIOURS §2, SPEC §4/§5/§7) on the home page's blog cards, against the real server and DB.

function likesOf(postId: number): Promise<{ visitor: string }[]> {
  return readE2eDb((db) => db.prepare('SELECT visitor FROM post_likes WHERE post_id = ?').all(postId) as { visitor: string }[]);
}

/** The id of the n-th blog card's post, once the cards are there. */
async function nthPostId(page: Page, n: number): Promise<number> {
  const card = page.locator('.blog-card').nth(n);
  // The page also starts the WebGL hero (SwiftShader on a small CI box): the cards may take a while.
  await expect(card).toBeVisible({ timeout: 30_000 });
  return Number((await card.getAttribute('id'))?.replace('post-', ''));
}

async function visitorKey(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'strata_visitor');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  return `v:${cookie?.value}`;
}

test('a visitor likes and unlikes a post: every button of the post follows, and the state is stored and survives reloads', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const postId = await nthPostId(page, 0);
  const buttons = page.locator(`.sl-button-${postId}`);
  await expect(buttons).toHaveCount(2);
  const settings = JSON.parse((await page.locator('#strata-page-settings').textContent()) ?? '{}') as { like_nonce: string };
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute('data-nonce', settings.like_nonce);
    await expect(button).toHaveAttribute('data-post-id', String(postId));
    await expect(button).toHaveAttribute('title', 'Beğen');
    await expect(button).not.toHaveClass(/\bliked\b/);
    await expect(button.locator('.sl-count')).toHaveText('Beğen');
  }
  expect(await likesOf(postId)).toEqual([]);

  // Hold the call so the loader can be seen, then let it through to the real server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    await held;
    await route.continue();
  });
  const request = page.waitForRequest((r) => r.url().endsWith('/wp-admin/admin-ajax.php') && r.method() === 'POST');
  await buttons.nth(1).click();
  const sent = new URLSearchParams((await request).postData() ?? '');
  expect(Object.fromEntries(sent)).toEqual({ action: 'process_simple_like', post_id: String(postId), nonce: settings.like_nonce, is_comment: '0' });
  await expect(page.locator(`#post-${postId} .sl-loader .loader`).first()).toHaveText('Yükleniyor...');
  const answered = page.waitForResponse((r) => r.url().endsWith('/wp-admin/admin-ajax.php'));
  release();
  await answered;
  await page.unroute('**/wp-admin/admin-ajax.php');

  for (const button of await buttons.all()) {
    await expect(button).toHaveClass(/\bliked\b/);
    await expect(button).toHaveAttribute('title', 'Beğenmekten vazgeç');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.locator('.sl-count')).toHaveText('1');
  }
  await expect(page.locator(`#post-${postId} .sl-loader .loader`)).toHaveCount(0);
  const me = await visitorKey(page);
  expect(await likesOf(postId)).toEqual([{ visitor: me }]);

  await page.reload();
  await expect(buttons.first()).toHaveClass(/\bliked\b/);
  await expect(buttons.first().locator('.sl-count')).toHaveText('1');

  // The second toggle, from the keyboard: the count goes back and so does the stored row.
  await buttons.first().focus();
  await page.keyboard.press('Space');
  for (const button of await buttons.all()) {
    await expect(button).not.toHaveClass(/\bliked\b/);
    await expect(button).toHaveAttribute('title', 'Beğen');
    await expect(button.locator('.sl-count')).toHaveText('Beğen');
  }
  expect(await likesOf(postId)).toEqual([]);
  await page.reload();
  await expect(buttons.first().locator('.sl-count')).toHaveText('Beğen');
  expect(errors).toEqual([]);
});

test('another browser context is another visitor with its own toggle', async ({ page, browser }) => {
  await page.goto('/');
  const postId = await nthPostId(page, 1);
  const mine = page.locator(`.sl-button-${postId}`).first();
  await mine.click();
  await expect(mine.locator('.sl-count')).toHaveText('1');

  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await theirs.goto('/');
    const button = theirs.locator(`.sl-button-${postId}`).first();
    await expect(button.locator('.sl-count')).toHaveText('1', { timeout: 30_000 });
    await expect(button).not.toHaveClass(/\bliked\b/);
    await button.click();
    await expect(button.locator('.sl-count')).toHaveText('2');
    await expect(button).toHaveClass(/\bliked\b/);
    expect(new Set((await likesOf(postId)).map((r) => r.visitor))).toEqual(new Set([await visitorKey(page), await visitorKey(theirs)]));
  } finally {
    await other.close();
  }

  await page.reload();
  await expect(mine).toHaveClass(/\bliked\b/);
  await expect(mine.locator('.sl-count')).toHaveText('2');
  await mine.click();
  await expect(mine.locator('.sl-count')).toHaveText('1');
  await expect(mine).not.toHaveClass(/\bliked\b/);
});
