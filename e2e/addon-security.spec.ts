import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitForStage } from './helpers.ts';

/**
 * A module is data: whatever its `addOns` name, it cannot make this site run a stranger's script (issue 19). Add-on
 * scripts load only from the page's own origin (or origins the page allows), never for a module the visitor pasted
 * or dropped, nor for one the viewer was asked to fetch from another origin; and the site's Content-Security-Policy
 * would stop a foreign script even if the page allowed it.
 */

const HERO = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/modules/strata-hero.json'), 'utf8')) as Record<string, unknown>;
const withAddOn = (js: string) => ({ ...HERO, addOns: { x: { js: [js] } } });

/** Serves a script at a path of this site, or under a URL prefix, that would mark the page if it ran; counts the requests. */
async function bait(page: Page, pathOrUrl: string): Promise<{ requests: () => number }> {
  let requests = 0;
  const matches = (url: URL) => (pathOrUrl.startsWith('/') ? url.pathname === pathOrUrl : url.href.startsWith(pathOrUrl));
  await page.route(matches, (route) => {
    requests += 1;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.pwned = (window.pwned || 0) + 1;' });
  });
  return { requests: () => requests };
}

/** Answers `pathname` with `json` (a predicate: a glob would also match the viewer URL naming it in ?src=). */
const serveJson = (page: Page, pathname: string, json: unknown) => page.route((url) => url.pathname === pathname, (route) => route.fulfill({ json }));

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { pwned?: number }).pwned ?? 0);

test('every page and reply carries a Content-Security-Policy that allows scripts from this origin only', async ({ page, request }) => {
  for (const path of ['/', '/viewer.html', '/legacy-demo.html', '/fixtures/modules/strata-hero.json']) {
    const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' https:\/\/www\.youtube\.com https:\/\/s\.ytimg\.com https:\/\/player\.vimeo\.com[^;]*;/);
    expect(policy, path).not.toContain('unsafe-eval');
  }
  // The pages still run: the GPU stage (Pixi, without eval) takes over on the site page.
  await page.goto('/');
  await waitForStage(page);
});

test('a module pasted into the viewer shows, but its add-on script does not load, even from this origin', async ({ page }) => {
  const script = await bait(page, '/fixtures/test/visitor-addon.js');
  const notes: string[] = [];
  page.on('console', (message) => notes.push(message.text()));
  await page.goto('/viewer.html');
  await page.locator('#module-json').fill(JSON.stringify(withAddOn('/fixtures/test/visitor-addon.js')));
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(page.locator('[data-strata-module]')).toHaveCount(1);
  await expect(page.locator('[data-strata-slide="1"]')).toBeVisible();
  // The refusal is named once the add-on code is in (it loads only for a module that names add-ons).
  await expect.poll(() => notes.some((n) => n.includes('add-on x') && n.includes('not loaded: the module came from the visitor'))).toBe(true);
  expect(script.requests()).toBe(0);
  expect(await pwned(page)).toBe(0);
});

test('the viewer opens modules from this origin only: a link naming another origin fetches nothing', async ({ page }) => {
  const foreign = await bait(page, 'https://evil.example/');
  await page.goto('/viewer.html?src=https://evil.example/module.json');
  await expect(page.locator('[data-strata-viewer-refused]')).toContainText('https://evil.example');
  await expect(page.locator('[data-strata-module]')).toHaveCount(0);
  expect(foreign.requests()).toBe(0);
});

test('a module of this site cannot load an add-on from an origin the page does not allow', async ({ page }) => {
  const foreign = await bait(page, 'https://evil.example/x.js');
  await serveJson(page, '/fixtures/modules/evil-addon.json', withAddOn('https://evil.example/x.js'));
  await page.goto('/viewer.html?src=/fixtures/modules/evil-addon.json');
  await expect(page.locator('[data-strata-slide="1"]')).toBeVisible();
  await waitForStage(page);
  expect(foreign.requests()).toBe(0);
  expect(await pwned(page)).toBe(0);
});

test('even where the page allows the origin, the site\'s policy stops the foreign script from running', async ({ page }) => {
  const foreign = await bait(page, 'https://evil.example/x.js');
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (uri: string) => violations.push(uri));
  await page.addInitScript(() => {
    (window as unknown as { strataConfig: unknown }).strataConfig = { addOnOrigins: ['https://evil.example'] };
    document.addEventListener('securitypolicyviolation', (event) => void (window as unknown as { reportViolation(uri: string): void }).reportViolation(event.blockedURI));
  });
  await serveJson(page, '/fixtures/modules/evil-addon.json', withAddOn('https://evil.example/x.js'));
  await page.goto('/viewer.html?src=/fixtures/modules/evil-addon.json');
  await expect(page.locator('[data-strata-slide="1"]')).toBeVisible();
  await expect.poll(() => violations).toContain('https://evil.example/x.js');
  expect(foreign.requests()).toBe(0);
  expect(await pwned(page)).toBe(0);
});

test('an add-on script of this origin, named by a module of this origin, still loads once', async ({ page }) => {
  const own = await bait(page, '/fixtures/test/own-addon.js');
  await serveJson(page, '/fixtures/modules/own-addon.json', withAddOn('/fixtures/test/own-addon.js'));
  await page.goto('/viewer.html?src=/fixtures/modules/own-addon.json');
  await expect(page.locator('[data-strata-slide="1"]')).toBeVisible();
  await expect.poll(() => pwned(page)).toBe(1);
  expect(own.requests()).toBe(1);
});
