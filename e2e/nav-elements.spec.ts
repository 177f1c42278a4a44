import { expect, test, type Page } from '@playwright/test';
import { currentIndex, hasSr7, SR7_ABSENT } from './helpers.ts';

type Api = { start(): void; pause(): void; show(x: unknown): void; current(): { index: number } };
type Win = { strata: { get(id: string): Api } };

const FALLBACK_LOG = 'Fall back to Slide Image instead of Thumbnail';

/** Console lines of type log, collected from the start of the page. */
function watchLogs(page: Page): string[] {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logs.push(message.text());
  });
  return logs;
}

/** Waits until the module's API is registered (the engine has started). */
async function ready(page: Page, alias: string): Promise<void> {
  await page.waitForFunction((a) => !!(window as unknown as Partial<Win>).strata?.get(a), alias, { timeout: 30_000 });
}

/** The progress fill's horizontal scale, read from the transform the mover writes. */
function progressScale(page: Page): Promise<number> {
  return page.evaluate(() => {
    const fill = document.querySelector<HTMLElement>('[data-strata-progress] .strata-progress-fill');
    const match = /scale3d\(([\d.e-]+)/.exec(fill?.style.transform ?? '');
    return match ? Number(match[1]) : -1;
  });
}

/** The slider module of /nav-demo.html (the page also hosts a carousel with arrows and bullets of its own). */
const demo = (page: Page) => page.locator('[data-strata-module][data-alias="nav-demo"]');

test.describe('navigation elements on /nav-demo.html', () => {
  test('arrows, bullets, tabs, thumbs, scrubber and progress bar render, with skins scoped to the module', async ({ page }) => {
    const logs = watchLogs(page);
    await page.goto('/nav-demo.html');
    const module = page.locator('[data-strata-module][data-alias="nav-demo"]');
    for (const kind of ['arrow-prev', 'arrow-next', 'bullets', 'tabs', 'thumbs', 'scrubber']) {
      await expect(module.locator(`[data-strata-nav="${kind}"]`)).toHaveCount(1);
    }
    await expect(module.locator('[data-strata-nav="bullets"]')).toHaveAttribute('data-shown', 'true');
    await expect(module.locator('[data-strata-progress]')).toHaveCount(1);
    await expect(demo(page).getByRole('button', { name: 'Önceki slayt' })).toHaveCount(1);
    await expect(module.locator('.sr7-bullet')).toHaveCount(5);
    await expect(module.locator('.sr7-tab')).toHaveCount(5);
    // Thumbs show at most 3 (m), windowed around the current slide.
    await expect(module.locator('.sr7-thumb')).toHaveCount(3);
    await expect(demo(page).getByRole('slider', { name: 'Slayt kaydırıcısı' })).toHaveAttribute('aria-valuemax', '5');

    const moduleId = await module.getAttribute('data-strata-module');
    const tabsCss = await page.locator('style[data-strata-skin="tabs"]').textContent();
    expect(tabsCss).toContain(`[data-strata-module="${moduleId}"] .strata-tabs .sr7-tab`);
    // `##tab-active##` came from the skin's def, the text of {{param1}} (the slide's params[0]) from the slide, stripped of <em> and cut to 40.
    expect(tabsCss).toContain('#1d4ed8');
    const param = await module.locator('.sr7-tab').first().locator('.nav-demo-tab-param').textContent();
    expect(param).toBe('Gezinme örneği 1: oklar, noktalar, sekme');
    await expect(module.locator('.sr7-tab').first()).toHaveCSS('background-color', 'rgb(29, 78, 216)');

    // Slide 3's thumbnail does not exist: SR7's log line, and the slide's background is shown instead.
    await expect.poll(() => logs.some((line) => line.startsWith(FALLBACK_LOG)), { timeout: 15_000 }).toBe(true);
  });

  test('clicking a bullet, a tab, a thumbnail and a scrubber slot changes the slide', async ({ page }) => {
    await page.goto('/nav-demo.html');
    const alias = 'nav-demo';
    await ready(page, alias);
    await demo(page).getByRole('button', { name: 'Slayta git 3', exact: true }).click();
    await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(2);
    await expect(demo(page).getByRole('button', { name: 'Slayta git 3', exact: true })).toHaveAttribute('aria-current', 'true');

    await demo(page).getByRole('button', { name: /^Sekme 4:/ }).click();
    await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(3);
    await expect(demo(page).getByRole('button', { name: /^Sekme 4:/ })).toHaveAttribute('aria-current', 'true');

    // Current slide 4 of 5 with 3 thumbs shown: the window is slides 3–5.
    await expect(demo(page).getByRole('button', { name: /^Küçük resim 1:/ })).toHaveCount(0);
    await demo(page).getByRole('button', { name: /^Küçük resim 5:/ }).click();
    await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(4);
    await expect(demo(page).getByRole('button', { name: /^Küçük resim 1:/ })).toHaveCount(0);

    // The scrubber hides itself until the module has the pointer (on: false).
    const scrubber = page.locator('.strata-scrubber');
    await page.locator('[data-strata-module][data-alias="nav-demo"]').hover({ position: { x: 300, y: 200 } });
    await expect(demo(page).locator('[data-strata-nav="scrubber"]')).toHaveAttribute('data-shown', 'true');
    const box = await page.locator('.strata-scrubber-track').boundingBox();
    expect(box).not.toBeNull();
    const slot = box!.width / 5;
    await scrubber.click({ position: { x: box!.x - (await scrubber.boundingBox())!.x + slot * 1.5, y: 10 } });
    await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(1);
    await expect(demo(page).getByRole('slider', { name: 'Slayt kaydırıcısı' })).toHaveAttribute('aria-valuenow', '2');

    // A drag past the right end is resisted and snaps to the last slot (once the click's change has ended).
    await expect(demo(page).locator('[data-strata-slide][data-state="leaving"]')).toHaveCount(0);
    await page.mouse.move(box!.x + slot * 0.5, box!.y + box!.height / 2);
    // The auto-hide scrubber must be showing (pointer over it), its show animation over, before the drag starts on it.
    const scrubberNav = demo(page).locator('[data-strata-nav="scrubber"]');
    await expect(scrubberNav).toHaveAttribute('data-shown', 'true');
    await expect.poll(() => scrubberNav.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
    // Measured again now: the first measurement may have been taken while the show animation still slid it in.
    Object.assign(box!, await page.locator('.strata-scrubber-track').boundingBox());
    await page.mouse.move(box!.x + (box!.width / 5) * 0.5, box!.y + box!.height / 2);
    // sk 20 (SR7 skew on drag): record the handle's lean while it moves.
    await page.evaluate(() => {
      const handle = document.querySelector<HTMLElement>('.strata-scrubber-handle')!;
      const leans: number[] = ((window as unknown as { scrubLeans: number[] }).scrubLeans = []);
      new MutationObserver(() => leans.push(Number.parseFloat(handle.style.getPropertyValue('--strata-scrub-skew')) || 0)).observe(handle, { attributeFilter: ['style'] });
    });
    await page.mouse.down();
    await expect(page.locator('.strata-scrubber')).toHaveAttribute('data-dragging', 'true');
    await page.mouse.move(box!.x + box!.width + 200, box!.y + box!.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(4);
    const leans = await page.evaluate(() => (window as unknown as { scrubLeans: number[] }).scrubLeans);
    // Dragged to the right: it leaned that way, never past sk, and stands straight again once it has settled.
    expect(Math.max(...leans)).toBeGreaterThan(2);
    expect(Math.max(...leans.map(Math.abs))).toBeLessThanOrEqual(20);
    await expect.poll(() => page.locator('.strata-scrubber-handle').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--strata-scrub-skew'))).toBe('0deg');

    // Pointer gone: the auto-hide scrubber hides after its dOut (1200 ms).
    await page.mouse.move(5, 5);
    await page.mouse.move(640, 790);
    await expect(demo(page).locator('[data-strata-nav="scrubber"]')).toHaveAttribute('data-shown', 'false', { timeout: 10_000 });
  });

  test('the progress bar advances by transform on one element; hovering the scrubber pauses it', async ({ page }) => {
    await page.goto('/nav-demo.html');
    await ready(page, 'nav-demo');
    await expect(demo(page).locator('[data-strata-nav="bullets"]')).toHaveAttribute('data-shown', 'true');
    // The progress bar's code loads on demand (Navigation.tsx): its element may come a moment after the module's.
    await expect(demo(page).locator('[data-strata-progress] .strata-progress-fill')).toHaveCount(1);
    await page.evaluate(() => {
      const fill = document.querySelector('[data-strata-progress] .strata-progress-fill') as HTMLElement & { strataMark?: number };
      fill.strataMark = 42;
      (window as unknown as Win).strata.get('nav-demo').start();
    });
    await expect.poll(() => progressScale(page), { timeout: 15_000 }).toBeGreaterThan(0.1);
    const first = await progressScale(page);
    await expect.poll(() => progressScale(page), { timeout: 15_000 }).toBeGreaterThan(first + 0.05);
    // The same DOM node throughout: React did not re-render it, a mover wrote its transform.
    const same = await page.evaluate(() => (document.querySelector('[data-strata-progress] .strata-progress-fill') as HTMLElement & { strataMark?: number }).strataMark);
    expect(same).toBe(42);

    // Scrubber hovered → pause reason 'interaction': the bar stands still.
    await page.locator('[data-strata-module][data-alias="nav-demo"]').hover({ position: { x: 300, y: 200 } });
    await expect(demo(page).locator('[data-strata-nav="scrubber"]')).toHaveAttribute('data-shown', 'true');
    await page.locator('.strata-scrubber').hover();
    const held = await progressScale(page);
    await page.waitForTimeout(700);
    expect(await progressScale(page)).toBeCloseTo(held, 3);
    // Idle again (pointer off the scrubber): the slideshow resumes.
    await page.mouse.move(640, 790);
    await expect.poll(() => progressScale(page), { timeout: 15_000 }).toBeGreaterThan(held + 0.02);
  });
});

test('hidden-from-nav slides have no bullet, tab, thumb or scrubber slot; a failed thumbnail shows the slide image', async ({ page }) => {
  const logs = watchLogs(page);
  await page.goto('/viewer.html?src=/fixtures/test/nav-hidden.json');
  await ready(page, 'test-nav-hidden');
  const module = page.locator('[data-strata-module]');
  await expect(module.locator('.sr7-bullet')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Slayta git 3', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Slayta git 4', exact: true })).toHaveCount(1);
  await expect(module.locator('.sr7-tab')).toHaveCount(3);
  await expect(module.locator('.sr7-tab', { hasText: 'gizli' })).toHaveCount(0);
  await expect(page.getByRole('slider', { name: 'Slayt kaydırıcısı' })).toHaveAttribute('aria-valuemax', '3');
  // Thumbs: max 2, so slides one and two.
  await expect(module.locator('.sr7-thumb')).toHaveCount(2);
  await expect.poll(() => logs.some((line) => line.startsWith(FALLBACK_LOG)), { timeout: 15_000 }).toBe(true);
  await expect
    .poll(() => module.locator('.sr7-thumb').first().locator('.sr7-nav-img').evaluate((el) => (el as HTMLElement).style.backgroundImage), { timeout: 15_000 })
    .toContain('strata-hero-1.png');
  // Outer tabs sit below the slider, inside a module box grown for them.
  const stage = await module.locator('.strata-stage').boundingBox();
  const tabs = await module.locator('[data-strata-nav="tabs"]').boundingBox();
  const root = await module.boundingBox();
  expect(tabs!.y).toBeGreaterThanOrEqual(stage!.y + stage!.height - 1);
  expect(tabs!.y + tabs!.height).toBeLessThanOrEqual(root!.y + root!.height + 1);
  await page.getByRole('button', { name: 'Slayta git 4', exact: true }).click();
  await expect.poll(() => currentIndex(page, 'test-nav-hidden'), { timeout: 15_000 }).toBe(3);
});

/**
 * Holds the scrubber handle over the next slot for 600 ms (three times SR7's 0.2 s change delay), then lets go.
 * Returns the slide changes (target indices) that began while it was still held.
 */
async function holdOverNextSlot(page: Page, alias: string): Promise<number[]> {
  await page.evaluate((a) => {
    const w = window as unknown as { strata: { get(id: string): { on(event: string, fn: (d: { next: { index: number } }) => void): void } }; changes: number[] };
    w.changes = [];
    w.strata.get(a).on('beforeChange', (detail) => w.changes.push(detail.next.index));
  }, alias);
  const handle = await page.getByRole('slider', { name: 'Slayt kaydırıcısı' }).boundingBox();
  const from = { x: handle!.x + handle!.width / 2, y: handle!.y + handle!.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await expect(page.locator('.strata-scrubber')).toHaveAttribute('data-dragging', 'true');
  // One slot along is one handle length (hs 100).
  await page.mouse.move(from.x + handle!.width, from.y, { steps: 6 });
  await page.waitForTimeout(600);
  const whileHeld = await page.evaluate(() => [...(window as unknown as { changes: number[] }).changes]);
  await expect(page.locator('.strata-scrubber')).toHaveAttribute('data-dragging', 'true');
  await page.mouse.up();
  return whileHeld;
}

test('scrubber cor off (the default): the slide follows the held handle into the next slot', async ({ page }) => {
  await page.goto('/viewer.html?src=/fixtures/test/nav-hidden.json');
  await ready(page, 'test-nav-hidden');
  expect(await holdOverNextSlot(page, 'test-nav-hidden')).toEqual([1]);
  await expect.poll(() => currentIndex(page, 'test-nav-hidden'), { timeout: 5_000 }).toBe(1);
});

test('scrubber cor on (change on release): the slide waits while the handle is held and changes when it is let go', async ({ page }) => {
  await page.goto('/viewer.html?src=/fixtures/test/scrubber-release.json');
  await ready(page, 'test-scrubber-release');
  expect(await holdOverNextSlot(page, 'test-scrubber-release')).toEqual([]);
  await expect.poll(() => currentIndex(page, 'test-scrubber-release'), { timeout: 5_000 }).toBe(1);
});

test("the real export's hermes bullets skin renders from its css template", async ({ page }, testInfo) => {
  testInfo.skip(!hasSr7, SR7_ABSENT);
  await page.goto('/viewer.html?src=/sr7/standard-bullets-mix.json');
  await ready(page, 'cleaner2_el');
  const module = page.locator('[data-strata-module]');
  const id = await module.getAttribute('data-strata-module');
  const css = await page.locator('style[data-strata-skin="bullets"]').textContent();
  expect(css).toContain(`[data-strata-module="${id}"] .hermes .sr7-bullet`);
  // `##bullet-size##` and `##border##` / `##bullet-color##` filled from the export's cst values.
  expect(css).toContain('width:16px');
  expect(css).toContain('box-shadow: inset 0 0 0 2px #ffffff');
  const bullets = module.locator('.sr7-bullets.hermes .sr7-bullet');
  await expect(bullets).toHaveCount(3);
  await expect(bullets.first()).toHaveCSS('width', '16px');
  await expect(bullets.first()).toHaveCSS('box-shadow', /inset/);
  // Vertical on the right (d/h ladders at the desktop level), gap 15.
  const a = await bullets.nth(0).boundingBox();
  const b = await bullets.nth(1).boundingBox();
  expect(Math.round(b!.y - a!.y)).toBe(16 + 15);
  expect(Math.round(a!.x)).toBe(Math.round(b!.x));
  await bullets.nth(1).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as Win).strata.get('cleaner2_el').current().index), { timeout: 15_000 }).toBe(1);
});

test('interface strings follow the locale: English by default, Turkish on the site, an unknown locale is English', async ({ page }) => {
  for (const [locale, names] of [
    ['en', ['Previous slide', 'Next slide', 'Slide scrubber', 'Go to slide 3']],
    ['zz', ['Previous slide', 'Next slide', 'Slide scrubber', 'Go to slide 3']],
    ['tr', ['Önceki slayt', 'Sonraki slayt', 'Slayt kaydırıcısı', 'Slayta git 3']],
  ] as const) {
    await page.goto(`/viewer.html?src=/fixtures/modules/nav-demo.json&locale=${locale}`);
    const module = page.locator('[data-strata-module][data-alias="nav-demo"]');
    await expect(module.locator('[data-strata-nav="scrubber"]')).toHaveCount(1, { timeout: 30_000 });
    const [prev, next, scrubber, bullet] = names;
    await expect(module.getByRole('button', { name: prev, exact: true })).toHaveCount(1);
    await expect(module.getByRole('button', { name: next, exact: true })).toHaveCount(1);
    await expect(module.getByRole('slider', { name: scrubber })).toHaveCount(1);
    await expect(module.getByRole('button', { name: bullet, exact: true })).toHaveCount(1);
  }
});
