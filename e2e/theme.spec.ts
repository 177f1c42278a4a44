import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/*
 * The theme behaviours of the site shell (BEHAVIOURS §6, SPEC §2, §4, §6, §9) on the real page `/`, driven like a
 * visitor: scrolling, keyboard, mouse, two viewport sizes. The widgets are in theme-widgets.spec.ts.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 800 };

/** Scrolls the window at once and lets two frames pass (the theme measures in a requestAnimationFrame). */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((done) => {
        window.scrollTo({ top, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    y,
  );
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Header height, the nav slot's page top and height, as the sticky logic measures them. */
function headerMetrics(page: Page) {
  return page.evaluate(() => {
    const header = document.getElementById('header') as HTMLElement;
    const slot = document.querySelector('.header-nav') as HTMLElement;
    return { headerHeight: header.offsetHeight, navTop: slot.getBoundingClientRect().top + window.scrollY, navHeight: slot.offsetHeight };
  });
}

const barBox = (page: Page) => page.evaluate(() => document.querySelector('.header-nav-sticky')!.getBoundingClientRect().toJSON() as DOMRect);

/** The page top of a section (what the one-page menu scrolls to, less the bar). */
const sectionTop = (page: Page, id: string) => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top + window.scrollY), id);

test.describe('sticky header', () => {
  test('always sticky: in the flow at the top, parked within header height + 100 px, then shown at the top', async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const bar = page.locator('.header-nav-sticky');
    await expect(page.locator('body')).toHaveClass(/\btm-header-sticky-always\b/);
    await expect(page.locator('#header')).toHaveAttribute('data-sticky-variant', 'always');
    await expect(bar).toHaveAttribute('data-sticky-phase', 'static');
    const m = await headerMetrics(page);

    await scrollToY(page, m.navTop + m.navHeight + 20);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'static');
    await scrollToY(page, m.navTop + m.navHeight + 21);
    await expect(bar).toHaveClass(/\btm-sticky-menu\b/);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'hidden');
    await expect(bar).toHaveCSS('top', `${-m.navHeight}px`);

    await scrollToY(page, m.headerHeight + 100);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'hidden');
    await scrollToY(page, m.headerHeight + 101);
    await expect(bar).toHaveClass(/\bvisible\b/);
    await expect.poll(async () => (await barBox(page)).top).toBe(0);

    // Scrolling back up keeps it; only the top of the page brings the header back into the flow.
    await scrollToY(page, 600);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'shown');
    await scrollToY(page, 0);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'static');
    await expect(bar).not.toHaveClass(/tm-sticky-menu/);
    expect(errors).toEqual([]);
  });

  test('hide on scroll: hides scrolling down past the header and comes back scrolling up', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/?header=hide-on-scroll');
    const bar = page.locator('.header-nav-sticky');
    await expect(page.locator('body')).toHaveClass(/\btm-header-sticky\b/);
    const { navHeight } = await headerMetrics(page);

    await scrollToY(page, 1500);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'hidden');
    await expect(bar).toHaveCSS('top', `${-navHeight}px`);
    await scrollToY(page, 1400);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'shown');
    await expect.poll(async () => (await barBox(page)).top).toBe(0);
    await scrollToY(page, 1800);
    await expect(bar).toHaveAttribute('data-sticky-phase', 'hidden');
    await expect.poll(async () => (await barBox(page)).bottom).toBeLessThanOrEqual(0);
  });

  test('the admin bar pushes the sticky header down, on desktop and (fixed, 46 px) on a phone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/?header=hide-on-scroll&adminbar=1');
    const adminBar = page.locator('#wpadminbar');
    const bar = page.locator('.header-nav-sticky');
    await expect(adminBar).toBeVisible();
    await expect(adminBar).toHaveCSS('height', '32px');
    const { navHeight } = await headerMetrics(page);
    await scrollToY(page, 1500);
    await expect(bar).toHaveCSS('top', `${-(navHeight + 32)}px`);
    await scrollToY(page, 1400);
    await expect.poll(async () => (await barBox(page)).top).toBe(32);

    // Under 600 px WordPress lets the bar scroll away; the theme keeps it fixed so the offsets stay true (SPEC §6).
    await page.setViewportSize(MOBILE);
    // The theme re-lays out 400 ms after a resize (SPEC §9: equal heights, the carousels rebuilt for the width);
    // scrolling before that would let the browser's scroll anchoring move the page under the test.
    await expect(page.locator('.tm-carousel-testimonials')).toHaveAttribute('data-items', '1');
    await expect(adminBar).toHaveCSS('height', '46px');
    await expect(adminBar).toHaveCSS('position', 'fixed');
    await scrollToY(page, 1200);
    await scrollToY(page, 1700);
    await expect(bar).toHaveClass(/\bscrolling-down\b/);
    await expect(bar).toHaveCSS('top', '46px');
    await expect(bar).toHaveCSS('transform', /matrix\(1, 0, 0, 1, 0, -\d+\)/);
    await expect.poll(async () => (await barBox(page)).bottom).toBeLessThanOrEqual(46);
    await scrollToY(page, 1600);
    await expect(bar).not.toHaveClass(/scrolling-down/);
    await expect.poll(async () => (await barBox(page)).top).toBe(46);
    expect(await adminBar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });
});

test.describe('menus', () => {
  test('mobile menu: toggle, body overflow lock, Esc, close button, backdrop, and a link closes it', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const toggle = page.locator('#tm-nav-mobile');
    const menu = page.locator('.tm-header-menu');
    const body = page.locator('body');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveClass(/\bactive\b/);
    await expect(menu).toHaveClass(/\bactive\b/);
    await expect(body).toHaveClass(/\bbody-overflow\b/);
    await expect(body).toHaveCSS('overflow', 'hidden');
    await expect(page.locator('.tm-menu-close')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveClass(/\bactive\b/);
    await expect(body).not.toHaveClass(/body-overflow/);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.locator('.tm-menu-close').click();
    await expect(menu).not.toHaveClass(/\bactive\b/);
    await toggle.click();
    await page.locator('.tm-header-menu-backdrop').click({ position: { x: 10, y: 400 } });
    await expect(menu).not.toHaveClass(/\bactive\b/);

    await toggle.click();
    await menu.getByRole('link', { name: 'Hizmetler' }).click();
    await expect(menu).not.toHaveClass(/\bactive\b/);
    await expect(body).not.toHaveClass(/body-overflow/);
    const { navHeight } = await headerMetrics(page);
    const target = (await sectionTop(page, 'hizmetler')) - navHeight;
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(target);
    await expect(page.locator('#hizmetler')).toBeFocused();
  });

  test('mega-menus by keyboard: Enter, arrows, Esc; widths are 0.75 and 0.5 of the container', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const solutions = page.getByRole('button', { name: 'Çözümler' });
    const solutionsPanel = page.locator(`[id="${await solutions.getAttribute('aria-controls')}"]`);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutionsPanel).toBeHidden();

    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(solutionsPanel).toBeVisible();
    const container = await page.evaluate(() => {
      const c = document.querySelector('.header-nav .tm-container') as HTMLElement;
      const s = getComputedStyle(c);
      const r = c.getBoundingClientRect();
      return { left: r.left + parseFloat(s.paddingLeft), right: r.right - parseFloat(s.paddingRight), width: r.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) };
    });
    const panelBox = (await solutionsPanel.boundingBox())!;
    expect(panelBox.width).toBeCloseTo(container.width * 0.75, 0);
    // Centred under its item, inside the container.
    const itemBox = (await page.locator('.menu-item-has-mega').first().boundingBox())!;
    expect(Math.abs(panelBox.x + panelBox.width / 2 - (itemBox.x + itemBox.width / 2))).toBeLessThanOrEqual(1);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(container.right + 1);

    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const links = solutionsPanel.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutionsPanel).toBeHidden();
    await expect(solutions).toBeFocused();

    // Tab leaves for the next menu item: the panel closes behind it.
    await page.keyboard.press('Enter');
    for (let i = 0; i < (await links.count()); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Kaynaklar' })).toBeFocused();
    await expect(solutionsPanel).toBeHidden();

    // The half-width panel on the right: it ends where its item ends.
    await page.keyboard.press('Enter');
    const resourcesItem = (await page.locator('.menu-item-has-mega').nth(1).boundingBox())!;
    const resourcesPanel = (await page.locator('.menu-item-has-mega').nth(1).locator('.tm-mega-panel').boundingBox())!;
    expect(resourcesPanel.width).toBeCloseTo(container.width * 0.5, 0);
    expect(Math.abs(resourcesPanel.x + resourcesPanel.width - (resourcesItem.x + resourcesItem.width))).toBeLessThanOrEqual(1);
  });

  test('one-page menu: #header is current at the top, the highlight follows the scroll, links glide to their section', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const nav = page.locator('.tm-header-menu');
    const itemOf = (href: string) => nav.locator(`.tm-menu > li:has(> a[href="${href}"])`);
    await expect(itemOf('#header')).toHaveClass(/\bcurrent\b.*\bactive\b/);
    const { navHeight } = await headerMetrics(page);

    const about = await sectionTop(page, 'hakkimizda');
    await scrollToY(page, about - navHeight - 80 - 3); // scrollTop + 2 is still above the section's band
    await expect(itemOf('#hakkimizda')).not.toHaveClass(/current/);
    await scrollToY(page, about - navHeight - 80 - 2);
    await expect(itemOf('#hakkimizda')).toHaveClass(/\bcurrent active\b/);
    await expect(itemOf('#hakkimizda').locator('a')).toHaveAttribute('aria-current', 'location');
    await expect(itemOf('#header')).not.toHaveClass(/current/);

    await scrollToY(page, (await sectionTop(page, 'hizmetler')) - navHeight);
    await expect(itemOf('#hizmetler')).toHaveClass(/\bcurrent active\b/);
    await expect(itemOf('#hakkimizda')).not.toHaveClass(/current/);

    await page.getByRole('link', { name: 'Hakkımızda' }).first().click();
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(about - navHeight);
    await expect(itemOf('#hakkimizda')).toHaveClass(/\bcurrent active\b/);

    await page.getByRole('link', { name: 'Ana sayfa' }).click();
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
    await expect(itemOf('#header')).toHaveClass(/\bcurrent active\b/);
  });

  test('with reduced motion an anchor jumps at once, and the URL hash is left to the slider', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(DESKTOP);
    await page.goto('/?adminbar=1');
    const { navHeight } = await headerMetrics(page);
    const before = await scrollY(page);
    await page.locator('.tm-header-menu').getByRole('link', { name: 'İletişim' }).click();
    // Measured right after the click: sections above (portfolio, blog, shop) may still be growing as they load.
    const [landed, target] = await page.evaluate(() => [Math.round(window.scrollY), Math.round(document.getElementById('iletisim')!.getBoundingClientRect().top + window.scrollY)]);
    expect(before).toBe(0);
    expect(landed).toBe(target! - navHeight - 32);
    expect(new URL(page.url()).hash).toBe('');
  });
});

test.describe('page chrome', () => {
  test('scroll-to-top appears past 600 px and brings the visitor back to the top', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const button = page.locator('.scroll-to-top');
    await expect(button).toHaveAttribute('aria-label', 'Sayfanın başına dön');
    await expect(button).toBeHidden();
    await scrollToY(page, 600);
    await expect(button).not.toHaveClass(/visible/);
    await scrollToY(page, 601);
    await expect(button).toHaveClass(/\bvisible\b/);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
    await expect(button).toBeHidden();
    await expect(page.locator('#header')).toBeFocused();
  });

  test('side panel: body classes, open and close by the trigger, the overlay and Esc; below the admin bar', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/?adminbar=1');
    const body = page.locator('body');
    const trigger = page.locator('.side-panel-trigger');
    const panel = page.locator('#side-panel');
    await expect(body).toHaveClass(/\bhas-side-panel\b/);
    await expect(body).toHaveClass(/\bside-panel-right\b/);
    await expect(panel).toBeHidden();

    await trigger.click();
    await expect(body).toHaveClass(/\bside-panel-open\b/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Yan paneli kapat' })).toBeFocused();
    const rightEdge = await page.evaluate(() => document.documentElement.clientWidth); // the viewport less its scrollbar
    await expect.poll(async () => Math.round((await panel.boundingBox())!.x)).toBe(rightEdge - (await panel.evaluate((el) => (el as HTMLElement).offsetWidth)));
    expect((await panel.boundingBox())!.y).toBe(32);
    await expect(panel.locator('li.current.active a')).toHaveText('Ana sayfa');

    await page.locator('.side-panel-body-overlay').click({ position: { x: 200, y: 400 } });
    await expect(body).not.toHaveClass(/side-panel-open/);
    await expect(panel).toBeHidden();

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(body).not.toHaveClass(/side-panel-open/);
    await expect(trigger).toBeFocused();

    // Its vertical menu is a one-page menu too: a link scrolls and closes the panel.
    await trigger.click();
    await panel.getByRole('link', { name: 'Süreç' }).click();
    await expect(body).not.toHaveClass(/side-panel-open/);
    const { navHeight } = await headerMetrics(page);
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe((await sectionTop(page, 'surec')) - navHeight - 32);
  });

  test('search block: html class, focus in the field, results from the page, Esc closes', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const html = page.locator('html');
    const trigger = page.getByRole('button', { name: 'Sitede ara' });
    const input = page.getByRole('searchbox', { name: 'Sayfada ara' });
    await trigger.click();
    await expect(html).toHaveClass(/\bhtml-search-block-active\b/);
    await expect(input).toBeFocused();
    await page.keyboard.type('surec');
    const hit = page.locator('.tm-search-hit a');
    await expect(hit).toHaveCount(1);
    await expect(hit).toHaveAttribute('href', '#surec');
    await page.keyboard.press('Escape');
    await expect(html).not.toHaveClass(/html-search-block-active/);
    await expect(trigger).toBeFocused();

    // Enter takes the first result: the block closes and the page glides to the section.
    await trigger.click();
    await expect(input).toHaveValue('');
    await input.fill('geçiş');
    await input.press('Enter');
    await expect(html).not.toHaveClass(/html-search-block-active/);
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThan(500);
  });

  test('preloader: shown while a slow page is still loading after 150 ms, gone after load', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // An image that answers after 2.5 s, in the page before its load event: the load comes late.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const img = document.createElement('img');
        img.alt = '';
        img.src = '/e2e-slow-image.png';
        document.body.append(img);
      });
    });
    await page.route('**/e2e-slow-image.png', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.fulfill({ status: 404, body: '' });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const preloader = page.locator('.tm-preloader');
    await expect(preloader).toBeVisible();
    await expect(preloader).toHaveAttribute('role', 'status');
    await page.waitForLoadState('load');
    await expect(preloader).toHaveCount(0);
  });
});
