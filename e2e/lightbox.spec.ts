import { expect, test, type Page } from '@playwright/test';
import { watchConsole, injectAxe } from './helpers.ts';


/**
 * The site's lightbox (Magnific Popup 1.2.0 semantics, BEHAVIOURS §3; SPEC §4 states, §8 texts, §9 constants)
 * on the real home page, opened the ways visitors open it: a gallery item, page-builder action links, and
 * `data-lightbox` links added to the page as a CMS would add them.
 */

const container = (page: Page) => page.locator('.mfp-container');

/** Paths of full-size gallery images the page requested (thumbnails end in -thumb.jpg and are left out). */
function watchFullImages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const m = /^\/fixtures\/site\/gallery\/([a-z-]+)\.jpg$/.exec(path);
    if (m && !m[1]!.endsWith('-thumb')) seen.push(m[1]!);
  });
  return seen;
}

/** Adds a link to the page (as CMS content would) and clicks it. */
async function clickInjectedLink(page: Page, attrs: Record<string, string>): Promise<void> {
  await page.evaluate((a) => {
    const link = document.createElement('a');
    for (const [k, v] of Object.entries(a)) link.setAttribute(k, v);
    link.textContent = 'test';
    document.querySelector('#portfolyo')!.append(link);
    link.click();
  }, attrs);
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('#portfolyo').scrollIntoViewIfNeeded();
  await expect(page.locator('#portfolyo .isotope-item').first()).toHaveAttribute('style', /translate/);
}

test('a gallery image opens ready with its counter; arrows preload two ahead in the direction of travel; Esc closes and gives focus back', async ({ page }) => {
  const errors = watchConsole(page);
  const requested = watchFullImages(page);
  await openHome(page);
  await page.evaluate(() => {
    const log: string[] = ((window as unknown as { mfpLog: string[] }).mfpLog = []);
    for (const name of ['BeforeOpen', 'Open', 'Change', 'BeforeClose', 'Close', 'AfterClose']) {
      document.addEventListener(`mfp${name}`, () => log.push(name));
    }
  });
  const heading = page.locator('#portfolyo h2');
  const headingLeft = await heading.evaluate((h) => h.getBoundingClientRect().left);
  const first = page.locator('#portfolyo a.isotope-item-link').first();
  await first.click();

  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await expect(container(page)).toHaveClass(/mfp-image-holder/);
  await expect(page.locator('.mfp-bg')).toHaveClass(/mfp-ready/);
  await expect(page.locator('.mfp-wrap')).toHaveClass(/mfp-ready/);
  await expect(page.locator('.mfp-counter')).toHaveText('1 of 12');
  await expect(page.locator('.mfp-title')).toHaveText('Ege Dalgaları');
  const dialog = page.getByRole('dialog', { name: 'Ege Dalgaları' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toBeFocused();
  await expect(page.locator('button.mfp-close')).toHaveAttribute('title', 'Close (Esc)');
  await expect(page.locator('button.mfp-arrow-left')).toHaveAttribute('title', 'Previous (Left arrow key)');
  await expect(page.locator('button.mfp-arrow-right')).toHaveAttribute('title', 'Next (Right arrow key)');
  // Scroll locked without a jump: the scrollbar's width is given back as padding.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(await heading.evaluate((h) => h.getBoundingClientRect().left)).toBeCloseTo(headingLeft, 0);

  // Opening at 0 travels "next": items 1 and 2 are preloaded, nothing behind.
  await expect.poll(() => [...requested].sort()).toEqual(['cini-deseni', 'ege-dalgalari', 'kapadokya-safagi']);

  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.mfp-counter')).toHaveText('2 of 12');
  await expect(page.locator('.mfp-title')).toHaveText('Çini Deseni');
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await expect.poll(() => requested.includes('bogaz-aksami')).toBe(true); // index 3
  expect(requested).not.toContain('pamukkale');

  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.mfp-counter')).toHaveText('1 of 12');
  // Travelling back from 0 wraps: 11 and 10 are preloaded.
  await expect.poll(() => requested.includes('pamukkale') && requested.includes('mozaik-atolyesi')).toBe(true);
  expect(requested).not.toContain('lale-bahcesi'); // index 4 was never ahead of us
  expect(new Set(requested).size).toBe(requested.length); // each image requested once

  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.mfp-counter')).toHaveText('12 of 12');
  await expect(page.locator('.mfp-title')).toHaveText('Pamukkale Travertenleri');

  await page.keyboard.press('Escape');
  await expect(page.locator('.mfp-wrap')).toHaveClass(/mfp-removing/);
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);
  await expect(page.locator('.mfp-bg')).toHaveCount(0);
  await expect(first).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  const log = await page.evaluate(() => (window as unknown as { mfpLog: string[] }).mfpLog);
  expect(log.filter((n) => n !== 'Change')).toEqual(['BeforeOpen', 'Open', 'BeforeClose', 'Close', 'AfterClose']);
  expect(log.indexOf('Change')).toBeGreaterThan(log.indexOf('BeforeOpen'));
  expect(log.indexOf('Change')).toBeLessThan(log.indexOf('Open'));
  expect(errors).toEqual([]);
});

test('clicks: the background and × close, the content and the arrows do not; the image click shows the next; Tab stays inside', async ({ page }) => {
  await openHome(page);
  await page.locator('#portfolyo a.isotope-item-link').nth(1).click();
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await page.locator('.mfp-title').click();
  await page.locator('button.mfp-arrow-right').click();
  await expect(page.locator('.mfp-counter')).toHaveText('3 of 12');
  await page.locator('img.mfp-img').click(); // navigateByImgClick
  await expect(page.locator('.mfp-counter')).toHaveText('4 of 12');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('.mfp-wrap')!.contains(document.activeElement))).toBe(true);
  }
  await page.mouse.click(20, 20); // the dark background
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);

  await page.locator('#portfolyo a.isotope-item-link').first().click();
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await page.locator('button.mfp-close').click();
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);
});

test('a broken image shows the error state with the exact text', async ({ page }) => {
  const errors = watchConsole(page);
  await openHome(page);
  await clickInjectedLink(page, { 'data-lightbox': 'image', href: '/fixtures/site/gallery/yok-boyle-bir-gorsel.jpg', title: 'Kayıp' });
  await expect(container(page)).toHaveClass(/mfp-s-error/);
  await expect(page.locator('.mfp-preloader')).toHaveText('The image could not be loaded.');
  await expect(page.locator('.mfp-content')).toBeHidden();
  await expect(page.locator('.mfp-container > button.mfp-close')).toBeVisible(); // still closable
  await expect(page.locator('.mfp-counter')).toHaveText(''); // a single item has no counter
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('while an image is on its way the popup is in the loading state and says "Loading..."', async ({ page }) => {
  // SPEC §4 Lightbox states: loading (mfp-s-loading, the preloader's tLoading text) until the image arrives.
  await openHome(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fixtures/site/gallery/bogaz-aksami.jpg?held=1', async (route) => {
    await held;
    await route.continue();
  });
  await clickInjectedLink(page, { 'data-lightbox': 'image', href: '/fixtures/site/gallery/bogaz-aksami.jpg?held=1', title: 'Bekleyen' });
  await expect(container(page)).toHaveClass(/mfp-s-loading/);
  await expect(page.locator('.mfp-preloader')).toHaveText('Loading...');
  await page.waitForTimeout(300); // held: still loading a while later, not by chance of timing
  await expect(container(page)).toHaveClass(/mfp-s-loading/);
  await expect(container(page)).not.toHaveClass(/mfp-s-ready/);
  const arrived = page.waitForResponse((res) => res.url().endsWith('/bogaz-aksami.jpg?held=1'));
  release();
  expect((await arrived).status()).toBe(200);
  await expect(container(page)).toHaveClass(/mfp-s-ready/, { timeout: 15_000 });
  await expect(container(page)).not.toHaveClass(/mfp-s-loading/);
  await expect(page.locator('.mfp-content img.mfp-img')).toBeVisible();
});

test('ajax content loads sanitized (its scripts and handlers never run); a 404 shows the error text', async ({ page }) => {
  await openHome(page);
  await page.getByRole('link', { name: 'Ayrıntılar' }).click();
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await expect(container(page)).toHaveClass(/mfp-ajax-holder/);
  const content = page.locator('.mfp-ajax-content');
  await expect(content.getByRole('heading', { name: 'Kapadokya Şafağı — proje ayrıntıları' })).toBeVisible();
  await expect(content.locator('img')).toHaveJSProperty('complete', true);
  await content.locator('p').nth(1).click();
  expect(await content.locator('script, [onclick], [onerror]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { strataAjaxScriptRan?: string }).strataAjaxScriptRan)).toBeUndefined();
  await page.keyboard.press('Escape');
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);

  await clickInjectedLink(page, { 'data-lightbox': 'ajax', href: '/fixtures/site/ajax/yok.html' });
  await expect(container(page)).toHaveClass(/mfp-s-error/);
  await expect(page.locator('.mfp-preloader')).toHaveText('The content could not be loaded.');
});

test('the promo action link opens an iframe popup and sets html.html-magnific-popup-active while open', async ({ page }) => {
  await openHome(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/html-magnific-popup-active/);
  await page.getByRole('link', { name: 'Tanıtım videosunu izle' }).click();
  await expect(container(page)).toHaveClass(/mfp-iframe-holder/);
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await expect(html).toHaveClass(/html-magnific-popup-active/);
  await expect(page.locator('iframe.mfp-iframe')).toHaveAttribute('src', /\/fixtures\/site\/tanitim\.html$/);
  await expect(page.frameLocator('iframe.mfp-iframe').getByRole('heading', { name: 'Strata ile katman katman anlatın' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);
  await expect(html).not.toHaveClass(/html-magnific-popup-active/);
});

test('inline content moves into the popup and back; a link inside opens its own popup; a missing id says "Content not found"', async ({ page }) => {
  await openHome(page);
  const opener = page.getByRole('link', { name: 'Proje brifi' });
  await opener.click();
  await expect(container(page)).toHaveClass(/mfp-inline-holder/);
  await expect(page.locator('.mfp-content #proje-brifi')).toBeVisible();
  await expect(page.locator('#portfolyo > #proje-brifi')).toHaveCount(0);
  // A lightbox link inside the popup replaces it; closing that one gives the focus back to the first opener.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/fixtures/site/gallery/nar-cicegi.jpg', title: 'Nar Çiçeği', textContent: 'Örnek' });
    link.dataset['lightbox'] = 'image';
    document.querySelector('.mfp-content #proje-brifi')!.append(link);
  });
  await page.locator('.mfp-content a[data-lightbox]').click();
  await expect(container(page)).toHaveClass(/mfp-image-holder/);
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await expect(page.locator('.mfp-wrap')).toHaveCount(1);
  await expect(page.locator('#portfolyo > #proje-brifi')).toHaveCount(1); // back in its place, hidden
  await page.keyboard.press('Escape');
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(page.locator('.mfp-content #proje-brifi')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);
  await expect(page.locator('#portfolyo > #proje-brifi')).toHaveClass(/mfp-hide/);
  await expect(page.locator('#proje-brifi')).toBeHidden();

  await clickInjectedLink(page, { 'data-lightbox': 'inline', href: '#yok-boyle-bir-blok' });
  await expect(container(page)).toHaveClass(/mfp-s-error/);
  await expect(page.locator('.mfp-preloader')).toHaveText('Content not found');
});

test('an Elementor image action opens the image; a malformed action logs what was wrong and opens nothing', async ({ page }) => {
  const errors = watchConsole(page);
  await openHome(page);
  await page.getByRole('link', { name: 'Öne çıkan çalışma' }).click();
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await expect(page.locator('.mfp-title')).toHaveText('Kapadokya Şafağı');
  await expect(page.locator('img.mfp-img')).toHaveAttribute('src', '/fixtures/site/gallery/kapadokya-safagi.jpg');
  await page.keyboard.press('Escape');
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);

  await clickInjectedLink(page, { href: '#elementor-action%3Aaction%3Dlightbox%26settings%3D***' });
  await clickInjectedLink(page, { href: `#elementor-action:action=lightbox&settings=${Buffer.from('{"type":"pdf"}').toString('base64')}` });
  await expect.poll(() => errors.length).toBe(2);
  expect(errors[0]).toBe('Lightbox action link: settings are not valid base64');
  expect(errors[1]).toBe('Lightbox action link: settings.type must be "image", "video" or "slideshow", got "pdf"');
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe(''); // the action hash never lands in the address bar
});

test('the portfolio section and the open lightbox pass axe (WCAG 2 A and AA)', async ({ page }) => {
  await openHome(page);
  const run = (selector: string) =>
    page.evaluate(async (include) => {
      type Rule = { id: string; help: string; nodes: { target: unknown[] }[] };
      const axe = (window as unknown as { axe: { run(ctx: object, options: object): Promise<{ violations: Rule[]; passes: Rule[] }> } }).axe;
      const result = await axe.run({ include: [include] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
      return {
        passes: result.passes.map((r) => r.id),
        violations: result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
      };
    }, selector);
  await injectAxe(page);
  const section = await run('#portfolyo');
  expect(section.passes).toEqual(expect.arrayContaining(['aria-allowed-attr', 'image-alt', 'link-name']));
  expect(section.violations).toEqual([]);

  await page.locator('#portfolyo a.isotope-item-link').first().click();
  await expect(container(page)).toHaveClass(/mfp-s-ready/);
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a instanceof CSSTransition).length)).toBe(0);
  const popup = await run('.mfp-wrap');
  expect(popup.passes).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'aria-valid-attr-value']));
  expect(popup.violations).toEqual([]);
});
