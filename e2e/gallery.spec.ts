import { expect, test, type Page } from '@playwright/test';
import { stampResizes, watchConsole } from './helpers.ts';

/**
 * The portfolio's Isotope gallery on the home page (BEHAVIOURS §6): masonry columns, the filter and sort bars
 * (linked by data-link-with), Outlayer's hide/reveal styles, the 400 ms resize re-layout, and the lightbox
 * gallery following the visible items in their order.
 */

interface Placed {
  title: string;
  x: number;
  y: number;
  scale: number;
  hidden: boolean;
}

/** Each item's target place, read from the transform the controller set (not mid-transition boxes). */
function placements(page: Page): Promise<Placed[]> {
  return page.locator('#portfolyo-galeri .isotope-item').evaluateAll((items) =>
    items.map((el) => {
      const m = /translate\(([-\d.]+)px, ([-\d.]+)px\) scale\(([\d.]+)\)/.exec((el as HTMLElement).style.transform);
      if (!m) throw new Error(`no transform on ${el.textContent}`);
      return { title: el.querySelector('.title')!.textContent!, x: Number(m[1]), y: Number(m[2]), scale: Number(m[3]), hidden: el.getAttribute('aria-hidden') === 'true' };
    }),
  );
}

/** Visible titles in reading order of the grid: top row first, left to right. */
const readingOrder = (items: Placed[]) =>
  items.filter((i) => !i.hidden).sort((a, b) => a.y - b.y || a.x - b.x).map((i) => i.title);

const columns = (items: Placed[]) => new Set(items.filter((i) => !i.hidden).map((i) => Math.round(i.x))).size;

async function openGallery(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('#portfolyo').scrollIntoViewIfNeeded();
  await expect(page.locator('#portfolyo-galeri .isotope-item').first()).toHaveAttribute('style', /translate/);
}

test('masonry: three columns of non-overlapping items, each in the shortest column', async ({ page }) => {
  const errors = watchConsole(page);
  await openGallery(page);
  const items = await placements(page);
  expect(items).toHaveLength(12);
  expect(columns(items)).toBe(3);
  const boxes = await page.locator('#portfolyo-galeri .isotope-item').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { l: r.left, t: r.top, r: r.right, b: r.bottom };
    }),
  );
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const overlap = a.l < b.r - 1 && b.l < a.r - 1 && a.t < b.b - 1 && b.t < a.b - 1;
      expect(overlap, `items ${i} and ${j} overlap`).toBe(false);
    }
  }
  // The 4th item goes under the shortest of the first three (Ege Dalgaları, a landscape piece, in column 1).
  expect(items[3]).toMatchObject({ title: 'Boğaz Akşamı', x: items[0]!.x });
  const inner = page.locator('#portfolyo-galeri .isotope-layout-inner');
  const lowest = Math.max(...boxes.map((b) => b.b));
  expect(Math.abs(lowest - (await inner.evaluate((el) => el.getBoundingClientRect().bottom)))).toBeLessThan(2);
  expect(errors).toEqual([]);
});

test('the filter shows one category, marks its button, hides the rest with Outlayer styles and repacks', async ({ page }) => {
  await openGallery(page);
  const before = await placements(page);
  const bar = page.locator('.isotope-layout-filter');
  await bar.getByRole('button', { name: 'Web' }).click();
  await expect(bar.getByRole('button', { name: 'Web' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByRole('button', { name: 'Web' })).toHaveClass('active');
  await expect(bar.getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.getByRole('button', { name: 'Tümü' })).not.toHaveClass('active');

  const after = await placements(page);
  expect(after.filter((i) => !i.hidden).map((i) => i.title)).toEqual(['Ege Dalgaları', 'Boğaz Akşamı', 'Galata Geometrisi', 'Gece Mavisi']);
  for (const item of after.filter((i) => i.hidden)) expect(item.scale).toBe(0.001);
  // Packed again: Galata Geometrisi rises from the second row to the top of the third column.
  const galata = (list: Placed[]) => list.find((i) => i.title === 'Galata Geometrisi')!;
  expect(galata(after).y).toBe(0);
  expect(galata(before).y).toBeGreaterThan(0);
  const hiddenItem = page.locator('#portfolyo-galeri .isotope-item.marka').first();
  await expect(hiddenItem).toHaveCSS('opacity', '0');
  await expect(hiddenItem).toHaveCSS('visibility', 'hidden');
  await expect(hiddenItem).toHaveAttribute('inert', '');

  await bar.getByRole('button', { name: 'Tümü' }).click();
  await expect(hiddenItem).toHaveCSS('opacity', '1');
  expect((await placements(page)).every((i) => !i.hidden && i.scale === 1)).toBe(true);
});

test('sorting by name (Turkish order) and by date moves the items; the lightbox follows the shown order', async ({ page }) => {
  await openGallery(page);
  const sorter = page.locator('.isotope-layout-sorter');
  await sorter.getByRole('button', { name: 'Ada göre' }).click();
  await expect(sorter.getByRole('button', { name: 'Ada göre' })).toHaveAttribute('aria-pressed', 'true');
  // Masonry fills the first row in sort order: Boğaz, Çini, Ege (Ç sorts after C, before D).
  expect(readingOrder(await placements(page)).slice(0, 3)).toEqual(['Boğaz Akşamı', 'Çini Deseni', 'Ege Dalgaları']);

  await page.locator('#portfolyo-galeri .isotope-item', { hasText: 'Boğaz Akşamı' }).locator('a').click();
  await expect(page.locator('.mfp-counter')).toHaveText('1 of 12');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.mfp-title')).toHaveText('Çini Deseni');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.mfp-title')).toHaveText('Ege Dalgaları');
  await page.keyboard.press('Escape');
  await expect(page.locator('.mfp-wrap')).toHaveCount(0);

  await sorter.getByRole('button', { name: 'Tarihe göre' }).click();
  expect(readingOrder(await placements(page)).slice(0, 3)).toEqual(['Mozaik Atölyesi', 'Galata Geometrisi', 'Nar Çiçeği']);
  await expect(sorter.getByRole('button', { name: 'Ada göre' })).toHaveAttribute('aria-pressed', 'false');

  const beforeShuffle = await placements(page);
  await sorter.getByRole('button', { name: 'Karıştır' }).click();
  const shuffled = await placements(page);
  expect(shuffled.map((i) => [i.x, i.y])).not.toEqual(beforeShuffle.map((i) => [i.x, i.y]));
});

test('filtered, the lightbox gallery holds only the shown items', async ({ page }) => {
  await openGallery(page);
  await page.locator('.isotope-layout-filter').getByRole('button', { name: 'Marka' }).click();
  await page.locator('#portfolyo-galeri .isotope-item.marka a').first().click();
  await expect(page.locator('.mfp-counter')).toHaveText('1 of 4');
  const titles: string[] = [];
  for (let i = 0; i < 4; i++) {
    titles.push((await page.locator('.mfp-title').textContent()) ?? '');
    await page.keyboard.press('ArrowRight');
  }
  expect(titles).toEqual(['Çini Deseni', 'Lale Bahçesi', 'İpek Yolu', 'Mozaik Atölyesi']);
  await expect(page.locator('.mfp-title')).toHaveText('Çini Deseni'); // looped
});

test('the bars work from the keyboard: Space and Enter press a filter', async ({ page }) => {
  await openGallery(page);
  const mobil = page.locator('.isotope-layout-filter').getByRole('button', { name: 'Mobil' });
  await mobil.focus();
  await page.keyboard.press('Space');
  await expect(mobil).toHaveAttribute('aria-pressed', 'true');
  expect((await placements(page)).filter((i) => !i.hidden)).toHaveLength(4);
  const all = page.locator('.isotope-layout-filter').getByRole('button', { name: 'Tümü' });
  await all.focus();
  await page.keyboard.press('Enter');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).hash).toBe('');
});

test('a resize re-lays out 400 ms after the last resize: two columns on a narrow window', async ({ page }) => {
  await stampResizes(page);
  await openGallery(page);
  expect(columns(await placements(page))).toBe(3);
  // Measured in the page, so a slow test runner cannot blur the delay.
  await page.evaluate(() => {
    const w = window as unknown as { strataLastResize: number; layoutDelays: number[] };
    w.layoutDelays = [];
    document.getElementById('portfolyo-galeri')!.addEventListener('isotope:layout', (event) => {
      if ((event as CustomEvent<{ reason: string }>).detail.reason === 'resize') w.layoutDelays.push(performance.now() - w.strataLastResize);
    });
  });
  await page.setViewportSize({ width: 760, height: 900 });
  // Wait for the resize layout itself: an image finishing its load lays the gallery out too (Isotope's
  // imagesLoaded), and may already show two columns before the resize timer has fired.
  const delays = () => page.evaluate(() => (window as unknown as { layoutDelays: number[] }).layoutDelays);
  await expect.poll(async () => (await delays()).length).toBeGreaterThan(0);
  expect(Math.min(...(await delays()))).toBeGreaterThanOrEqual(399);
  expect(columns(await placements(page))).toBe(2);
});

test('with reduced motion the items move without transitions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openGallery(page);
  await page.locator('.isotope-layout-filter').getByRole('button', { name: 'Web' }).click();
  const transitions = await page.locator('#portfolyo-galeri .isotope-item').evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transition));
  expect(new Set(transitions)).toEqual(new Set(['none']));
});
