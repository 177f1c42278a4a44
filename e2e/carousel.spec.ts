import { expect, test, type Page } from '@playwright/test';
import { timedDrag, watchConsole } from './helpers.ts';
import { thousandSlides } from '../bench/thousand-slides.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Carousel mode in a real browser (SPEC §3 "Carousel"): fixtures/test/carousel.json (8 slides, infinity,
 * maxV 3, 400 × 300 cards 20 px apart, side cards at 70 % scale and 50 % opacity) and a generated
 * 1,000-slide module served through a route.
 */
const ALIAS = 'test-carousel';
const SLOT = 420;

type Api = { current(): { index: number }; show(r: unknown): void; next(): void; prev(): void };
const current = (page: Page, alias = ALIAS) =>
  page.evaluate((a) => (window as unknown as { strata: { get(id: string): Api } }).strata.get(a).current().index, alias);

async function open(page: Page, src = '/fixtures/test/carousel.json', alias = ALIAS) {
  await page.goto(`/viewer.html?src=${src}`);
  await page.waitForFunction((a) => !!(window as unknown as { strata?: { get(id: string): unknown } }).strata?.get(a), alias);
  await expect(page.locator('[data-strata-card][data-focused]')).toHaveCount(1);
}

/** Centre of a card on screen (null when it is not rendered). */
const centreOf = (page: Page, key: string) =>
  page.evaluate((k) => {
    const el = document.querySelector(`[data-strata-card="${k}"]`);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, opacity: Number(getComputedStyle(el).opacity) };
  }, key);

/** Drags horizontally from the focused card's centre by `dx` px; `hold` ms still before letting go (0: a flick). */
async function drag(page: Page, dx: number, hold: number) {
  const start = await centreOf(page, (await page.locator('[data-strata-card][data-focused]').getAttribute('data-strata-card')) ?? '');
  if (!start) throw new Error('no focused card');
  // Event times are stamped, so a flick stays a flick however slow the runner is (see timedDrag).
  await timedDrag(page, start, { dx }, { holdMs: hold });
}

test('renders only the visible window, the focused card centred, side cards smaller and fainter', async ({ page }) => {
  const errors = watchConsole(page);
  await open(page);
  // 8 slides, maxV 3: the focus, two neighbours each side (faded out at the edge) — never all 8.
  const count = await page.locator('[data-strata-slide]').count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(3 + 4);
  const module = await page.locator('[data-strata-module]').boundingBox();
  const focus = await centreOf(page, 'k1');
  const next = await centreOf(page, 'k2');
  const prev = await centreOf(page, 'k8');
  if (!module || !focus || !next || !prev) throw new Error('cards missing');
  expect(Math.abs(focus.x - (module.x + module.width / 2))).toBeLessThan(2);
  expect(focus.w).toBeCloseTo(400, 0);
  // Scale falloff (minS 70) and opacity falloff (maxO 50).
  expect(next.w).toBeCloseTo(280, 0);
  expect(prev.w).toBeCloseTo(280, 0);
  expect(focus.opacity).toBe(1);
  expect(next.opacity).toBeCloseTo(0.5, 2);
  expect(next.x - focus.x).toBeCloseTo(SLOT, 0);
  expect(focus.x - prev.x).toBeCloseTo(SLOT, 0);
  // SPEC §9 "Carousel transform origin 50%": every card scales and turns about its own centre.
  const origins = await page.locator('[data-strata-card]').evaluateAll((cards) =>
    cards.map((card) => ({ origin: getComputedStyle(card).transformOrigin, w: (card as HTMLElement).offsetWidth, h: (card as HTMLElement).offsetHeight })),
  );
  expect(origins.length).toBeGreaterThanOrEqual(3);
  for (const { origin, w, h } of origins) expect(origin).toBe(`${w / 2}px ${h / 2}px`);
  // showAllLayers "false": only the focused card's layers show.
  await expect(page.locator('[data-strata-slide="k1"] [data-strata-layer="1"]')).toBeVisible();
  await expect(page.locator('[data-strata-slide="k2"] [data-strata-layer="1"]')).toBeHidden();
  expect(errors).toEqual([]);
});

test('drag and flick with the mouse move by the expected number of slides', async ({ page }) => {
  await open(page);
  // Two slots to the left, held, let go: two slides on.
  await drag(page, -2 * SLOT, 250);
  await expect.poll(() => current(page)).toBe(2);
  await expect(page.locator('[data-strata-card="k3"][data-focused]')).toHaveCount(1);
  // A short quick flick: one slide on.
  await drag(page, -120, 0);
  await expect.poll(() => current(page)).toBe(3);
  await expect(page.locator('[data-strata-card="k4"][data-focused]')).toHaveCount(1);
  // The same distance slowly, then held: back to where it was.
  await drag(page, -120, 300);
  await expect(page.locator('[data-strata-card="k4"][data-focused]')).toHaveCount(1);
  await page.waitForTimeout(900);
  expect(await current(page)).toBe(3);
  // One slot to the right, held: one slide back; a flick to the right: one more.
  await drag(page, SLOT, 250);
  await expect.poll(() => current(page)).toBe(2);
  await drag(page, 150, 0);
  await expect.poll(() => current(page)).toBe(1);
  // The layers of the new focus entered; the old focus shows its background only.
  await expect(page.locator('[data-strata-slide="k2"] [data-strata-layer="1"]')).toBeVisible();
  await expect(page.locator('[data-strata-slide="k4"] [data-strata-layer="1"]')).toBeHidden();
  // A click (no drag) on a side card brings it to the focus.
  const side = await centreOf(page, 'k3');
  if (!side) throw new Error('no side card');
  await page.mouse.click(side.x, side.y);
  await expect.poll(() => current(page)).toBe(2);
});

test('infinity wraps round without a visible jump: the arriving card glides in from the right', async ({ page }) => {
  await open(page);
  await page.evaluate((a) => (window as unknown as { strata: { get(id: string): Api } }).strata.get(a).show('last'), ALIAS);
  await expect(page.locator('[data-strata-card="k8"][data-focused]')).toHaveCount(1);
  // Sample both cards every frame while next() moves from the last slide onto the first, until the move has ended
  // (the index changes when the card comes to rest; a loaded runner may need more frames than the 800 ms move).
  const samples = await page.evaluate(async (a) => {
    const api = (window as unknown as { strata: { get(id: string): Api } }).strata.get(a);
    const out: { last: number | null; first: number | null }[] = [];
    api.next();
    const t0 = performance.now();
    for (let settled = 0; settled < 2 && performance.now() - t0 < 10_000; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (api.current().index === 0) settled++;
      const last = document.querySelector('[data-strata-card="k8"]')?.getBoundingClientRect();
      const first = document.querySelector('[data-strata-card="k1"]')?.getBoundingClientRect();
      out.push({ last: last ? last.left + last.width / 2 : null, first: first ? first.left + first.width / 2 : null });
    }
    return out;
  }, ALIAS);
  expect(await current(page)).toBe(0);
  const first = samples.map((s) => s.first);
  const last = samples.map((s) => s.last);
  // Both cards stay rendered throughout, one slot apart in every frame (a wrap that re-placed either card would
  // break the spacing), and move left only. How far one frame moves them depends on the runner's frame rate, so
  // that is not what is checked.
  expect(first.every((x) => x !== null)).toBe(true);
  expect(last.every((x) => x !== null)).toBe(true);
  for (let i = 0; i < samples.length; i++) {
    expect(Math.abs((first[i] ?? 0) - (last[i] ?? 0) - SLOT), `frame ${i}`).toBeLessThan(1);
    if (i > 0) expect(first[i] ?? 0).toBeLessThanOrEqual((first[i - 1] ?? 0) + 0.5);
  }
  // It travelled exactly one slot: from the right neighbour's place to the centre.
  expect((first[0] ?? 0) - (first[first.length - 1] ?? 0)).toBeGreaterThan(SLOT * 0.9);
  expect((first[0] ?? 0) - (first[first.length - 1] ?? 0)).toBeLessThanOrEqual(SLOT + 1);
  // And dragging right from the first slide wraps back onto the last.
  await drag(page, SLOT, 250);
  await expect.poll(() => current(page)).toBe(7);
});

test('a 1,000-slide carousel keeps about maxV slides in the DOM, also while it moves and wraps', async ({ page }) => {
  const json = thousandSlides();
  await page.route((url) => url.pathname === '/generated/carousel-1000.json', (route) => route.fulfill({ json }));
  await open(page, '/generated/carousel-1000.json', 'test-carousel-1000');
  const slides = () => page.locator('[data-strata-slide]').count();
  expect(await slides()).toBeLessThanOrEqual(3 + 4);
  // Jump to the middle and back over the wrap, counting slide elements every frame on the way.
  const most = await page.evaluate(async () => {
    const api = (window as unknown as { strata: { get(id: string): Api } }).strata.get('test-carousel-1000');
    let max = 0;
    for (const request of [500, 'first', '-1']) {
      if (request === '-1') api.prev();
      else api.show(request);
      const t0 = performance.now();
      while (performance.now() - t0 < 600) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        max = Math.max(max, document.querySelectorAll('[data-strata-slide]').length);
      }
    }
    return max;
  });
  expect(most).toBeLessThanOrEqual(3 + 4);
  expect(await current(page, 'test-carousel-1000')).toBe(999);
  const keys = await page.locator('[data-strata-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-strata-card')));
  expect(keys).toEqual(expect.arrayContaining(['n998', 'n999', 'n1000', 'n1', 'n2']));
  expect(keys.length).toBeLessThanOrEqual(3 + 4);
});

test('/nav-demo.html hosts a carousel beside the slider: its arrows move only the carousel', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/nav-demo.html');
  await page.waitForFunction(() => !!(window as unknown as { strata?: { get(id: string): unknown } }).strata?.get('nav-carousel'));
  const carousel = page.locator('[data-alias="nav-carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[data-strata-card][data-focused]')).toHaveCount(1);
  const before = await current(page, 'nav-demo');
  await carousel.getByRole('button', { name: 'Sonraki slayt' }).click();
  await expect.poll(() => current(page, 'nav-carousel')).toBe(1);
  expect(await current(page, 'nav-demo')).toBe(before);
  // The missing thumbnail of the slider's demo is its deliberate 404; nothing else may fail.
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

test('a bounded carousel says "Bu ilk slayt" / "Bu son slayt" on its arrows at the ends and does not wrap', async ({ page }) => {
  const module = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/test/carousel.json'), 'utf8')) as { settings: { carousel: Record<string, unknown> } };
  module.settings.carousel['infinity'] = false;
  await page.route((url) => url.pathname === '/generated/carousel-bounded.json', (route) => route.fulfill({ json: module }));
  await open(page, '/generated/carousel-bounded.json');
  const first = page.getByRole('button', { name: 'Bu ilk slayt' });
  await expect(first).toHaveAttribute('aria-disabled', 'true');
  await first.dispatchEvent('click');
  expect(await current(page)).toBe(0);
  await page.evaluate((a) => (window as unknown as { strata: { get(id: string): Api } }).strata.get(a).show(7), ALIAS);
  await expect(page.getByRole('button', { name: 'Bu son slayt' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Önceki slayt' })).toBeVisible();
});
