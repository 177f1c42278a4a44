import { expect, test } from '@playwright/test';

/*
 * The theme's widgets on the real page `/` (BEHAVIOURS §6, SPEC §4, §9): accordion, tabs, tilt, particles,
 * the floating info box and equal heights. The header, menus and page chrome are in theme.spec.ts.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 800 };

test.describe('widgets', () => {
  test('accordion by keyboard: arrows move between headers, Enter and Space toggle the active panel', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const accordion = page.locator('.tm-accordion');
    const headers = accordion.locator('.tm-accordion-toggle');
    const items = accordion.locator('.tm-accordion-item');
    await expect(items.first()).toHaveClass(/\bactive\b/);
    await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
    const panelId = await headers.nth(1).getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();

    await headers.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveClass(/\bactive\b/);
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await expect(items.first()).not.toHaveClass(/\bactive\b/); // one at a time
    await page.keyboard.press('Space');
    await expect(items.nth(1)).not.toHaveClass(/\bactive\b/);
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('End');
    await expect(headers.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(headers.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(headers.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(headers.first()).toBeFocused();
  });

  test('tabs by keyboard: arrows move focus at once and activate after the 300 ms keyboard delay', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // A paused page clock: the 300 ms are stepped, never waited for (a loaded machine can take longer than that
    // between two Playwright calls).
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const tabs = page.getByRole('tablist', { name: 'Paketler' }).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.clock.runFor(299);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(1);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('₺3.990');

    // Arrowing across several tabs only activates the one the visitor stops on.
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(200);
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await page.clock.runFor(200);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(100);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(2)).toHaveAttribute('tabindex', '-1');

    // Enter activates at once.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Size özel');
  });

  test('tilt follows tilt.js 1.2.1: transform from the pointer, transition for 400 ms, reset on leave, data-tilt-* overrides', async ({ page }) => {
    // A paused page clock: animation frames and the 400 ms transition timer run only when stepped.
    await page.clock.install();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const style = (locator: typeof card) => locator.evaluate((el) => ({ transform: (el as HTMLElement).style.transform, transition: (el as HTMLElement).style.transition }));
    const layoutBox = (locator: typeof card) =>
      locator.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight };
      });
    const expected = (max: number, perspective: number, b: Awaited<ReturnType<typeof layoutBox>>, p: { x: number; y: number }) => {
      const tiltX = (max / 2 - ((p.x - b.left) / b.width) * max).toFixed(2);
      const tiltY = (((p.y - b.top) / b.height) * max - max / 2).toFixed(2);
      // As written: scale3d(1,1,1); as the browser serializes the style back: scale3d(1, 1, 1).
      return `perspective(${perspective}px) rotateX(${tiltY}deg) rotateY(${tiltX}deg) scale3d(1, 1, 1)`;
    };

    const card = page.locator('.tm-service-card').first();
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await layoutBox(card);
    const at = { x: Math.round(box.left + 30), y: Math.round(box.top + box.height - 20) };
    await page.mouse.move(at.x, at.y);
    // Enter sets the transition at once; the transform waits for the next animation frame.
    expect(await style(card)).toEqual({ transform: '', transition: '400ms cubic-bezier(0.03, 0.98, 0.52, 0.99)' });
    await page.clock.runFor(20);
    expect(await style(card)).toEqual({ transform: expected(20, 300, box, at), transition: '400ms cubic-bezier(0.03, 0.98, 0.52, 0.99)' });
    await page.clock.runFor(379);
    expect((await style(card)).transition).not.toBe('');
    await page.clock.runFor(1);
    expect((await style(card)).transition).toBe('');

    await page.mouse.move(5, 790);
    expect((await style(card)).transition).toBe('400ms cubic-bezier(0.03, 0.98, 0.52, 0.99)');
    await page.clock.runFor(20);
    expect((await style(card)).transform).toBe('perspective(300px) rotateX(0deg) rotateY(0deg)');

    // The illustration in "Hakkımızda" overrides max (12), perspective (1300) and speed (600).
    const stack = page.locator('.tm-about-stack');
    await stack.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const stackBox = await layoutBox(stack);
    const onStack = { x: Math.round(stackBox.left + 40), y: Math.round(stackBox.top + 50) };
    await page.mouse.move(onStack.x, onStack.y);
    await page.clock.runFor(20);
    expect(await style(stack)).toEqual({ transform: expected(12, 1300, stackBox, onStack), transition: '600ms cubic-bezier(0.03, 0.98, 0.52, 0.99)' });
    await page.clock.runFor(580);
    expect((await style(stack)).transition).toBe('');
  });

  test('no tilt for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const card = page.locator('.tm-service-card').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await page.mouse.move(300, 300, { steps: 3 });
    await page.waitForTimeout(100);
    expect(await card.evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
  });

  test('30 decorative particles in the 5 theme colours, each drifting with a Web Animation; still with reduced motion', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const host = page.locator('.particle-js-animation');
    await expect(host).toHaveAttribute('aria-hidden', 'true');
    const balls = host.locator('.ball');
    await expect(balls).toHaveCount(30);
    const summary = await balls.evaluateAll((els) =>
      els.map((el) => {
        const [animation] = el.getAnimations();
        const timing = animation?.effect?.getTiming();
        return {
          colour: getComputedStyle(el).backgroundColor,
          count: el.getAnimations().length,
          iterations: timing?.iterations,
          direction: timing?.direction,
          easing: timing?.easing,
          duration: Number(timing?.duration),
        };
      }),
    );
    const palette = ['rgb(241, 196, 15)', 'rgb(116, 185, 255)', 'rgb(155, 89, 182)', 'rgb(46, 204, 113)', 'rgb(108, 92, 231)'];
    for (const ball of summary) {
      expect(palette).toContain(ball.colour);
      expect(ball).toMatchObject({ count: 1, iterations: Infinity, direction: 'alternate', easing: 'ease-in-out' });
      expect(ball.duration).toBeGreaterThanOrEqual(2000);
      expect(ball.duration).toBeLessThan(4000);
    }

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => balls.evaluateAll((els) => els.reduce((n, el) => n + el.getAnimations().length, 0))).toBe(0);
    await expect(balls).toHaveCount(30);
  });

  test('the floating info box follows the cursor 20 px away while over an item', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const item = page.locator('.tm-info-item').nth(2);
    const box = page.locator('.tm-floating-info-box');
    await item.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(box).toBeHidden();
    const itemBox = (await item.boundingBox())!;
    const first = { x: Math.round(itemBox.x + 10), y: Math.round(itemBox.y + itemBox.height / 2) };
    await page.mouse.move(first.x, first.y);
    await expect(item).toHaveClass(/\bactive\b/);
    await expect(box).toHaveClass(/\bactive\b/);
    await expect(box).toContainText('REST API');
    await expect.poll(async () => (await box.boundingBox())?.x).toBe(first.x + 20);
    expect((await box.boundingBox())!.y).toBe(first.y + 20);

    await page.mouse.move(first.x + 25, first.y + 3);
    await expect.poll(async () => (await box.boundingBox())?.x).toBe(first.x + 45);
    expect((await box.boundingBox())!.y).toBe(first.y + 23);

    await page.mouse.move(5, 5);
    await expect(item).not.toHaveClass(/\bactive\b/);
    await expect(box).toBeHidden();
  });

  test('equal heights: every service card as tall as the tallest on desktop, natural heights on a phone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const heights = () => page.locator('.tm-service-card').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    const desktop = await heights();
    expect(desktop).toHaveLength(6);
    expect(new Set(desktop).size).toBe(1);

    // The grid carries equal-height-disable-mobile: under 768 px the heights are left alone (after the 400 ms debounce).
    await page.setViewportSize(MOBILE);
    await expect.poll(async () => new Set(await heights()).size, { timeout: 3000 }).toBeGreaterThan(1);
    expect(await page.locator('.tm-service-card').first().evaluate((el) => (el as HTMLElement).style.minHeight)).toBe('');

    // A tablet width (768–1024 px) evens them out again: no tablet-disable class here.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => new Set(await heights()).size, { timeout: 3000 }).toBe(1);
  });
});
