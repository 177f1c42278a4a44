import { expect, test, type Page } from '@playwright/test';
import { hasSr7, SR7_ABSENT, watchConsole, injectAxe } from './helpers.ts';

/** Our slideshow module: 3 slides of 1500 ms, arrows and bullets; slide s2 stores a 3 s sliding transition. */
const URL = '/viewer.html?src=/fixtures/test/slideshow.json';
const ALIAS = 'test-slideshow';
const STOP = 'Slayt gösterisini durdur';
const START = 'Slayt gösterisini başlat';

type Api = { current(): { index: number }; pause(): void; next(): void; on(event: string, fn: () => void): void };
type Win = { strata: { get(id: string): Api } };

function current(page: Page): Promise<number> {
  return page.evaluate((alias) => (window as unknown as Win).strata.get(alias).current().index, ALIAS);
}

async function open(page: Page) {
  await page.goto(URL);
  await page.waitForSelector('[data-strata-slide="s1"][data-state="current"]');
}

const live = (page: Page) => page.locator('[data-strata-module] [data-strata-live]');

/** Runs axe-core (WCAG 2 A and AA rules) on the page; returns one line per violation. */
async function axeViolations(page: Page, ran: readonly string[] = ['button-name', 'aria-allowed-attr']): Promise<string[]> {
  // Colour contrast is judged on computed colours: let CSS transitions (e.g. a tab skin's background fade)
  // finish first, or a colour caught mid-fade is reported.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length), { timeout: 5_000 })
    .toBe(0);
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    type Rule = { id: string; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: Rule[]; passes: Rule[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return {
      passes: result.passes.map((rule) => rule.id),
      violations: result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    };
  });
  // The rules did run on the module (its buttons have names, its regions and groups valid ARIA).
  expect(violations.passes).toEqual(expect.arrayContaining([...ran]));
  return violations.violations;
}

test('autoplay advances the slides; the live region is silent while they rotate', async ({ page }) => {
  const errors = watchConsole(page);
  await open(page);
  await expect(live(page)).toHaveAttribute('aria-live', 'off');
  await expect(live(page)).toHaveText('Slayt 1 / 3: Mavi');
  // APG: the module is a carousel region, slides are labelled groups, hidden ones are out of reach.
  await expect(page.locator('[data-strata-module]')).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(page.locator('[data-strata-slide="s1"]')).toHaveAttribute('aria-label', '1 / 3: Mavi');
  await expect(page.locator('[data-strata-slide="s1"]')).toHaveAttribute('role', 'group');
  await expect(page.locator('[data-strata-slide="s2"]')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('[data-strata-slide="s2"]')).toHaveAttribute('inert', '');
  // Slide 2 enters with a 3 s transition, longer than its 1.5 s slide time, which counts from the transition's start
  // (as in SR7): autoplay moves on as soon as it has landed. Hold it there once it lands, to read it.
  await page.evaluate((alias) => {
    const api = (window as unknown as Win).strata.get(alias);
    api.on('afterChange', () => {
      if (api.current().index === 1) api.pause();
    });
  }, ALIAS);
  await expect.poll(() => current(page), { timeout: 20_000 }).toBe(1);
  await expect(live(page)).toHaveText('Slayt 2 / 3: Kahverengi');
  expect(errors).toEqual([]);
});

test('the rotation control is first in the tab order and stops and starts the slideshow', async ({ page }) => {
  await open(page);
  // It renders once the first slide has started and its code is in (unseen until hovered or focused).
  await page.locator('[data-strata-module] [data-strata-rotation]').waitFor({ state: 'attached' });
  await page.keyboard.press('Tab');
  const stop = page.getByRole('button', { name: STOP });
  await expect(stop).toBeFocused();
  // Hidden until needed, shown when the keyboard reaches it.
  await expect(stop).toHaveCSS('opacity', '1');
  // Focus on the rotation control itself does not pause what it controls.
  await expect(live(page)).toHaveAttribute('aria-live', 'off');
  await page.keyboard.press('Enter');
  const start = page.getByRole('button', { name: START });
  await expect(start).toBeFocused();
  await expect(live(page)).toHaveAttribute('aria-live', 'polite');
  const stoppedOn = await current(page);
  // Stopped: nothing moves for two slide lengths (an absence cannot be awaited, so this one waits).
  await page.waitForTimeout(3_200);
  expect(await current(page)).toBe(stoppedOn);
  await page.keyboard.press('Enter');
  await expect(stop).toBeFocused();
  await expect(live(page)).toHaveAttribute('aria-live', 'off');
  await expect.poll(() => current(page), { timeout: 20_000 }).not.toBe(stoppedOn);
  // A mouse reaches it too: it shows while the pointer is over the module.
  const box = (await page.locator('[data-strata-module]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('button', { name: STOP }).click();
  await expect(page.getByRole('button', { name: START })).toHaveCSS('opacity', '1');
});

test('keyboard focus inside the module pauses the slideshow; leaving resumes it', async ({ page }) => {
  await open(page);
  // The arrows render once the first slide has started and their code is in: the second Tab lands on the first one.
  await page.locator('[data-strata-module] [data-strata-nav="arrow-prev"]').waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return { inside: !!el?.closest('[data-strata-module]'), rotation: el?.hasAttribute('data-strata-rotation') ?? false };
  });
  expect(focused).toEqual({ inside: true, rotation: false });
  await expect(live(page)).toHaveAttribute('aria-live', 'polite');
  const pausedOn = await current(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(live(page)).toHaveAttribute('aria-live', 'off');
  await expect.poll(() => current(page), { timeout: 20_000 }).not.toBe(pausedOn);
});

test('a hidden tab pauses the slideshow and showing it again resumes', async ({ page }) => {
  await open(page);
  await expect(live(page)).toHaveAttribute('aria-live', 'off');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(live(page)).toHaveAttribute('aria-live', 'polite');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(live(page)).toHaveAttribute('aria-live', 'off');
});

test('prefers-reduced-motion: no autoplay, and a 3 s slide transition becomes an instant change', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  // The slideshow starts off: the rotation control offers to start it, and the live region speaks.
  await expect(page.getByRole('button', { name: START })).toHaveCount(1);
  await expect(live(page)).toHaveAttribute('aria-live', 'polite');
  const frames = await page.evaluate(async (alias) => {
    const api = (window as unknown as Win).strata.get(alias);
    const seen = { before: -1, after: -1, frame: 0 };
    api.on('beforeChange', () => {
      seen.before = seen.frame;
    });
    api.on('afterChange', () => {
      seen.after = seen.frame;
    });
    api.next();
    while (seen.after < 0 && seen.frame < 600) {
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      seen.frame += 1;
    }
    return seen;
  }, ALIAS);
  expect(frames.before).toBe(0);
  expect(frames.after).toBeGreaterThanOrEqual(0);
  // A 3000 ms transition would span dozens of frames even on a slow machine; reduced motion takes a frame or two.
  expect(frames.after - frames.before).toBeLessThanOrEqual(4);
  await expect(live(page)).toHaveText('Slayt 2 / 3: Kahverengi');
  expect(await current(page)).toBe(1);
});

test('axe-core finds no WCAG 2 A/AA violations on the slideshow module', async ({ page }) => {
  await open(page);
  await page.evaluate((alias) => (window as unknown as Win).strata.get(alias).pause(), ALIAS);
  expect(await axeViolations(page)).toEqual([]);
});

test('axe-core finds no WCAG 2 A/AA violations on the navigation demo', async ({ page }) => {
  // Which navigation elements have been shown at least once: an auto-hide one (the demo's scrubber, wire `on: false`)
  // shows after its dIn and hides again dOut later without the pointer, so "all shown at once" may never happen.
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    (window as unknown as { navSeenShown: (el: Element) => boolean }).navSeenShown = (el) => seen.has(el);
    new MutationObserver((records) => {
      for (const record of records) if (record.target instanceof Element && record.target.getAttribute('data-shown') === 'true') seen.add(record.target);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-shown'] });
  });
  await page.goto('/nav-demo.html');
  await page.waitForSelector('[data-strata-module] [data-strata-slide][data-state="current"]');
  // The demo's slideshows would change the selected tab (a 0.4 s background fade) while axe reads the colours: every
  // module on the page is paused (the carousel registers once its readers are in, engine/model/feature-readers.ts).
  await page.waitForFunction(() => {
    const strata = (window as unknown as { strata?: { list(): Api[] } }).strata;
    return !!strata && strata.list().length === document.querySelectorAll('[data-strata-module]').length;
  });
  await page.evaluate(() => (window as unknown as { strata: { list(): Api[] } }).strata.list().forEach((api) => api.pause()));
  // Tabs, thumbnails and the scrubber come with their own chunks (react-ui/lazy-view.tsx): axe reads them once they
  // are in and past their show delay (each fades in after it, wire dIn: a colour read before or during the fade is not
  // its own; an auto-hide one may have faded out again since), and after their fades (axeViolations waits for
  // running transitions).
  for (const list of ['.sr7-tabs', '.sr7-thumbs', '.sr7-scrubber']) await expect(page.locator(`[data-strata-module] ${list}`).first()).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const seen = (window as unknown as { navSeenShown: (el: Element) => boolean }).navSeenShown;
        return [...document.querySelectorAll('[data-strata-module] .strata-nav')].every((nav) => nav.getAttribute('data-shown') === 'true' || seen(nav));
      }),
    )
    .toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('axe-core finds no WCAG 2 A/AA violations on the viewer with home.json', async ({ page }, testInfo) => {
  testInfo.skip(!hasSr7, SR7_ABSENT);
  await page.goto('/viewer.html?src=/sr7/home.json');
  await page.waitForSelector('[data-strata-module] [data-strata-slide][data-state="current"]', { timeout: 30_000 });
  await page.evaluate(() => (window as unknown as { strata: { list(): Api[] } }).strata.list().forEach((api) => api.pause()));
  // A hero shows one slide, so it has no navigation buttons: the rules ran on its layer links and its region.
  expect(await axeViolations(page, ['link-name', 'aria-allowed-attr'])).toEqual([]);
});

test('axe-core finds no WCAG 2 A/AA violations on the modal demo with a modal open', async ({ page }) => {
  await page.goto('/modal-demo.html');
  await page.getByRole('button', { name: 'Kampanyayı aç' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-strata-module] [data-strata-slide][data-state="current"]')).toBeAttached();
  await page.evaluate(() => (window as unknown as { strata: { list(): Api[] } }).strata.list().forEach((api) => api.pause()));
  expect(await axeViolations(page)).toEqual([]);
});
