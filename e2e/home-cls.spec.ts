import { expect, test } from '@playwright/test';

/**
 * Issue 17 (7): the home page does not move when its hero starts. The hero's definition is preloaded with the
 * scripts and read before the first render, so the hero's box has its height in the first layout. Layout shift
 * scores are what the browser measures, not timings, so they are asserted (web-vitals: CLS ≤ 0.1 is "good").
 */
for (const width of [1280, 800, 390]) {
  test(`home page at ${width} px: cumulative layout shift ≤ 0.05 while the page and its hero start; the hero's JSON is fetched once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const heroRequests: string[] = [];
    page.on('request', (request) => /strata-hero[^/]*\.json/.test(request.url()) && heroRequests.push(request.url()));
    await page.goto('/');
    const hero = page.locator('[data-strata-module][data-alias="strata-hero"]');
    await expect(hero).toHaveCount(1);
    await page.waitForFunction(() => !!(window as unknown as { strata?: { get(a: string): unknown } }).strata?.get('strata-hero'), null, { timeout: 30_000 });
    // The first slide's layers in; fonts and images settle.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1_500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.05);
    expect(heroRequests).toHaveLength(1);
  });
}
