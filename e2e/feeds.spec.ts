import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

type FeedItem = { id: string; title: string; excerpt: string; link: string; date: string; author: string };

async function stream(page: Page, id: string): Promise<FeedItem[]> {
  const response = await page.request.get(`/wp-json/sliderrevolution/sliders/stream/${id}?srengine=7`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: FeedItem[] }).data;
}

const slideKeys = (page: Page) => page.locator('[data-strata-module] [data-strata-slide]:not(.strata-static)').evaluateAll((els) => els.map((el) => el.getAttribute('data-strata-slide')));

test.describe('feeds', () => {
  test('a post feed: one slide per item from get_stream_data, placeholders filled, excerpt cut to 20 words', async ({ page }) => {
    const errors = watchConsole(page);
    const items = await stream(page, '201');
    await page.goto('/viewer.html?alias=feed-posts');
    await expect(page.locator('[data-strata-module][data-alias="feed-posts"]')).toBeVisible();
    // source.count 4: the four newest posts, in the stream's order.
    await expect.poll(() => slideKeys(page)).toEqual(items.slice(0, 4).map((item) => `feed-${item.id}`));
    const first = page.locator(`[data-strata-slide="feed-${items[0]?.id}"]`);
    await expect(first.locator('[data-strata-layer="3"]')).toHaveText(items[0]?.title ?? '');
    await expect(first.locator('[data-strata-layer="2"]')).toHaveText(`${items[0]?.date.slice(0, 10)} · ${items[0]?.author}`);
    const words = (items[0]?.excerpt ?? '').split(/\s+/).filter(Boolean);
    const excerpt = (await first.locator('[data-strata-layer="4"]').innerText()).trim();
    expect(excerpt).toBe(words.length > 20 ? `${words.slice(0, 20).join(' ')}…` : words.join(' '));
    await expect(first.locator('[data-strata-layer="5"] a, a[data-strata-layer="5"]').first()).toHaveAttribute('href', items[0]?.link ?? '');
    expect(errors).toEqual([]);
  });

  test('a social feed adapter (youtube, recorded payload) fills slides the same way', async ({ page }) => {
    const items = await stream(page, '204');
    await page.goto('/viewer.html?alias=feed-youtube');
    await expect.poll(() => slideKeys(page)).toHaveLength(3);
    await expect(page.locator('[data-strata-module]')).toContainText(items[0]?.title ?? '');
  });

  test('an empty feed becomes the single hero error slide', async ({ page }) => {
    await page.goto('/viewer.html?alias=feed-empty');
    const module = page.locator('[data-strata-module][data-alias="feed-empty"]');
    await expect(module).toContainText('There is nothing to show here!');
    await expect(module).toContainText('post reports: Please check the settings');
    expect(await slideKeys(page)).toEqual(['error']);
    await expect(page.locator('.strata-arrow, [data-strata-nav]')).toHaveCount(0);
  });

  test('a feed whose stream cannot be loaded logs SPEC §8\'s line and shows the error slide', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto('/viewer.html?src=/fixtures/test/feed-orphan.json');
    await expect(page.locator('[data-strata-module]')).toContainText('There is nothing to show here!');
    expect(logs.some((line) => line.startsWith('[strata] Feed could not be Loaded'))).toBe(true);
  });
});
