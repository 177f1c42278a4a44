import { expect, test, type Page } from '@playwright/test';

/**
 * Modal display (SPEC §2 "Modal display", §4 "Modal", §8): /modal-demo.html against the real backend, which
 * seeds modal-promo (id 301, sp 500, centred) and modal-newsletter (id 302, 2 slides, right/bottom, pop-up).
 */

const demo = (alias: string, trigger: string, extra = '&hero=0') => `/modal-demo.html?alias=${alias}&trigger=${encodeURIComponent(trigger)}${extra}`;
const entry = (page: Page, alias: string) => page.locator(`[data-strata-modal-alias="${alias}"]`);
const openDialog = (page: Page, alias: string) => page.locator(`[data-strata-modal-alias="${alias}"] [role="dialog"][data-phase="open"]`);

async function ready(page: Page, url: string) {
  await page.goto(url);
  // The host exists once the StrataModal has mounted (and installed window.strata.openModal).
  await page.waitForFunction(() => typeof (window as unknown as { strata?: { openModal?: unknown } }).strata?.openModal === 'function');
}

const api = (page: Page, call: string) => page.evaluate(`window.strata.${call}`);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

test('t: opens after the delay (stepped clock) and shows a labelled dialog with focus inside', async ({ page }) => {
  // Paused from the start, so the only time that passes is the time the test steps.
  await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2030-01-01T00:00:01Z'));
  await ready(page, demo('modal-promo', 't:5000'));
  await page.clock.runFor(4900);
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(entry(page, 'modal-promo')).toHaveCount(1);
  // Let time flow again so the module can load, start and fade in.
  await page.clock.resume();
  const dialog = openDialog(page, 'modal-promo');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAttribute('aria-label', 'Kampanya penceresi');
  await expect(dialog).toBeFocused();
  await expect(page.locator('#modal-olaylari')).toHaveText(/sr\.modal\.loaded: modal-promo\s*sr\.modal\.open: modal-promo/);
});

test('so: opens once the page is scrolled past the offset; the scroll position stays and comes back', async ({ page }) => {
  await ready(page, demo('modal-promo', 'so:600'));
  await scrollTo(page, 500);
  await page.waitForTimeout(600);
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await scrollTo(page, 700);
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(700);
  await page.keyboard.press('Escape');
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(700);
});

test('s: opens when the element top reaches half the window height', async ({ page }) => {
  await ready(page, demo('modal-promo', 's:#kampanya'));
  const top = await page.evaluate(() => document.querySelector('#kampanya')!.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
  await scrollTo(page, top - 60);
  await page.waitForTimeout(600);
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await scrollTo(page, top + 60);
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
});

test('e: a custom event with detail.slide 2 opens the module at its second slide, placed by h/v', async ({ page }) => {
  await ready(page, demo('modal-newsletter', 'e:bulten_ac'));
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('bulten_ac', { detail: { slide: 2 } })));
  const dialog = openDialog(page, 'modal-newsletter');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { strata: { get(a: string): { current(): { key: string } } } }).strata.get('modal-newsletter').current().key)).toBe('2');
  // settings.modal h:right v:bottom → the dialog sits in the bottom-right corner.
  const box = await dialog.boundingBox();
  const view = await page.evaluate(() => ({ w: document.documentElement.clientWidth, h: window.innerHeight, iw: window.innerWidth }));
  expect(box).not.toBeNull();
  expect(Math.round(box!.y + box!.height)).toBe(view.h);
  expect(Math.round(box!.x + box!.width)).toBeGreaterThanOrEqual(view.w);
  expect(Math.round(box!.x + box!.width)).toBeLessThanOrEqual(view.iw);
});

test("a layer's open_modal action opens the modal at the slide its msl names (SR7 '#key')", async ({ page }) => {
  // The hero module of the page gets an action an SR7 editor writes for a "Open Modal" button.
  await page.route((url) => url.pathname.endsWith('/sliderrevolution/sliders/strata-hero'), async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    const reply = (typeof body === 'string' ? JSON.parse(body) : body) as { slides: Record<string, { slide: { actions?: unknown[] } }> };
    Object.values(reply.slides)[0]!.slide.actions = [{ a: 'open_modal', src: ['4'], evt: 'click', target: 'modal-newsletter', msl: '#2' }];
    await route.fulfill({ response, json: reply });
  });
  await ready(page, demo('modal-newsletter', '', ''));
  const button = page.locator('[data-strata-module] [data-strata-layer="4"]').first();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await button.click();
  await expect(openDialog(page, 'modal-newsletter')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { strata: { get(a: string): { current(): { key: string } } } }).strata.get('modal-newsletter').current().key)).toBe('2');
  await expect(openDialog(page, 'modal-newsletter').getByText('İkinci slayt: teşekkürler')).toBeVisible();
});

test('ha: opens about 500 ms after load when the hash is the alias, and again on a matching hashchange', async ({ page }) => {
  await page.goto(`${demo('modal-promo', 'ha:t')}#modal-promo`);
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await page.evaluate(() => (window.location.hash = '#baska-bir-yer'));
  await page.waitForTimeout(600);
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await page.evaluate(() => (window.location.hash = '#modal-promo'));
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
});

test('co: the one-time cookie stops the second automatic display after a reload; the API still opens', async ({ page, context }) => {
  await ready(page, demo('modal-promo', 't:100;co:1'));
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'modal-promo_modal_one_time');
  expect(cookie).toBeDefined();
  // co is in days (SPEC §9): about one day from now.
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 86_400))).toBeLessThan(120);
  await page.keyboard.press('Escape');
  await page.reload();
  await page.waitForFunction(() => typeof (window as unknown as { strata?: { openModal?: unknown } }).strata?.openModal === 'function');
  await page.waitForTimeout(1500);
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await api(page, "openModal('modal-promo')");
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
});

test('underlay at z-index 999999; body scroll lock keeps the position and scrollbar gap; exact restore; underlay click closes', async ({ page }) => {
  await ready(page, demo('modal-promo', ''));
  await page.evaluate(() => document.body.style.setProperty('color', 'rgb(1, 2, 3)'));
  await scrollTo(page, 1234);
  const before = await page.evaluate(() => ({
    style: document.body.getAttribute('style'),
    gap: window.innerWidth - document.documentElement.clientWidth,
    left: document.querySelector('#ac-kampanya')!.getBoundingClientRect().left,
  }));
  expect(before.gap).toBeGreaterThan(0);
  await api(page, "openModal('modal-promo')");
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  const during = await page.evaluate(() => {
    const underlay = document.querySelector('.strata-modal-underlay')!;
    const body = getComputedStyle(document.body);
    const left = document.querySelector('#ac-kampanya')!.getBoundingClientRect().left;
    return { z: getComputedStyle(underlay).zIndex, bg: getComputedStyle(underlay).backgroundColor, overflow: body.overflow, padding: body.paddingRight, y: window.scrollY, left };
  });
  expect(during.z).toBe('999999');
  expect(during.bg).toBe('rgba(6, 12, 32, 0.72)');
  expect(during.overflow).toBe('hidden');
  expect(during.padding).toBe(`${before.gap}px`);
  expect(during.y).toBe(1234);
  // The scrollbar's room is kept: nothing beneath the underlay moves sideways.
  expect(during.left).toBe(before.left);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(1234);
  await page.mouse.click(10, 10);
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  const after = await page.evaluate(() => ({ style: document.body.getAttribute('style'), y: window.scrollY }));
  expect(after).toEqual({ style: before.style, y: 1234 });
});

test('transparent bg takes no underlay clicks; pS:true leaves page scroll alone', async ({ page }) => {
  await ready(page, demo('modal-promo', 'bg:transparent;pS:true'));
  const style = await page.evaluate(() => document.body.getAttribute('style'));
  await api(page, "openModal('modal-promo')");
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  expect(await page.evaluate(() => document.body.getAttribute('style'))).toBe(style);
  await page.mouse.click(10, 10);
  await page.waitForTimeout(700);
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  await scrollTo(page, 900);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});

test('sp, h, v and bg from the trigger string: a 300 ms fade, the dialog top-left, its colour; closeModal closes it', async ({ page }) => {
  await ready(page, demo('modal-promo', 'sp:300;h:left;v:top;bg:rgba(120, 0, 0, 0.5)'));
  await api(page, "openModal('modal-promo')");
  const dialog = openDialog(page, 'modal-promo');
  await expect(dialog).toBeVisible();
  const underlay = page.locator('[data-strata-modal-alias="modal-promo"] .strata-modal-underlay');
  // The trigger's sp, h, v and bg win over the module's settings.modal (sp 500, centred).
  await expect(underlay).toHaveCSS('transition-duration', '0.3s');
  await expect(underlay).toHaveCSS('background-color', 'rgba(120, 0, 0, 0.5)');
  const box = (await dialog.boundingBox())!;
  expect([Math.round(box.x), Math.round(box.y)]).toEqual([0, 0]);
  await api(page, "closeModal('modal-promo')");
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
});

test('Esc and the close layer close; focus returns to the opener', async ({ page }) => {
  await ready(page, demo('modal-promo', ''));
  await page.click('#ac-kampanya');
  await expect(openDialog(page, 'modal-promo')).toBeFocused();
  // aria-modal: Tab and Shift+Tab stay inside the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.closest('[data-strata-modal-alias]')?.getAttribute('data-strata-modal-alias'))).toBe('modal-promo');
  }
  await page.keyboard.press('Escape');
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await expect(page.locator('#ac-kampanya')).toBeFocused();
  await page.click('#ac-kampanya');
  await openDialog(page, 'modal-promo').locator('.strata-modal-close').click();
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  await expect(page.locator('#ac-kampanya')).toBeFocused();
  await expect(page.locator('#modal-olaylari li').filter({ hasText: 'sr.modal.close: modal-promo' })).toHaveCount(2);
});

test('a loading indicator shows while the module loads', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith('/sliderrevolution/sliders/modal-promo'), async (route) => {
    await gate;
    await route.continue();
  });
  await ready(page, demo('modal-promo', ''));
  await api(page, "openModal('modal-promo')");
  const loading = entry(page, 'modal-promo').locator('.strata-modal-loading[role="status"]');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText('Yükleniyor…');
  release();
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('stack: the later modal is on top, Esc closes the top one first', async ({ page }) => {
  await ready(page, demo('modal-promo', ''));
  await api(page, "openModal('modal-promo')");
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  await api(page, "openModal('modal-newsletter')");
  await expect(openDialog(page, 'modal-newsletter')).toBeVisible();
  const order = await page.evaluate(() => [...document.querySelectorAll('[data-strata-modal-alias]')].map((e) => e.getAttribute('data-strata-modal-alias')));
  expect(order).toEqual(['modal-promo', 'modal-newsletter']);
  // The newsletter (bottom-right) overlaps the centred promo: where both are, the pointer hits the newsletter.
  const hit = await page.evaluate(() => {
    const [x, y] = [window.innerWidth / 2 + 200, window.innerHeight / 2 + 150];
    const promo = document.querySelector('[data-strata-modal-alias="modal-promo"] [role="dialog"]')!.getBoundingClientRect();
    const inPromo = x >= promo.left && x <= promo.right && y >= promo.top && y <= promo.bottom;
    return { inPromo, alias: document.elementFromPoint(x, y)?.closest('[data-strata-modal-alias]')?.getAttribute('data-strata-modal-alias') };
  });
  expect(hit).toEqual({ inPromo: true, alias: 'modal-newsletter' });
  await page.keyboard.press('Escape');
  await expect(entry(page, 'modal-newsletter')).toHaveCount(0);
  await expect(openDialog(page, 'modal-promo')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(entry(page, 'modal-promo')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a module already on the page as a normal module is refused with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await ready(page, demo('modal-promo', '', ''));
  await page.waitForSelector('[data-strata-module][data-alias="strata-hero"]');
  await api(page, "openModal('strata-hero')");
  await expect.poll(() => warnings.join('\n')).toMatch(/strata-hero cannot be used both as a modal and as a normal module.*"Pop Up" to true/);
  await expect(entry(page, 'strata-hero')).toHaveCount(0);
  expect(await page.locator('#modal-olaylari li').count()).toBe(0);
});

test('an unknown alias logs "<alias> Could not be Loaded from DB" and nothing stays open', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => m.type() === 'log' && logs.push(m.text()));
  await ready(page, demo('modal-promo', ''));
  await page.click('#ac-yok');
  await expect.poll(() => logs).toContain('boyle-bir-modul-yok Could not be Loaded from DB');
  await expect(entry(page, 'boyle-bir-modul-yok')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});
