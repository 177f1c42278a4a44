import { expect, test } from '@playwright/test';
import { fadePixel } from '../shaders/fade/fade-math.ts';
import { currentIndex, hasSr7, SR7_ABSENT, waitForStage, watchConsole } from './helpers.ts';

type Win = { strata: { get(id: string): { next(): void; prev(): void; show(x: unknown): void; current(): { index: number; key: string }; stage(): { kind: string; drawCalls: number; frames: number; samplePixel(x: number, y: number): number[] | null } } } };

test('the site page loads our hero with no console error and the GPU stage takes over', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await waitForStage(page);
  // The hero is the page's first module (the theme's carousels further down are modules too).
  const module = page.locator('[data-strata-module]').first();
  await expect(module).toHaveAttribute('data-alias', 'strata-hero');
  await expect(module.locator('canvas.strata-canvas')).toHaveCount(1);
  await expect(module.locator('[data-strata-slide]')).toHaveCount(3);
  expect(await module.locator('[data-strata-layer]').count()).toBeGreaterThan(10);
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
  expect(marks).toEqual(expect.arrayContaining(['strata:first-visible', 'strata:stage-ready']));
  expect(errors).toEqual([]);
});

test('next/prev through the API, the arrows and the bullets change the slide', async ({ page }) => {
  await page.goto('/viewer.html?src=/fixtures/test/crossfade.json');
  await waitForStage(page);
  const alias = 'test-crossfade';
  await page.evaluate((a) => (window as unknown as Win).strata.get(a).next(), alias);
  await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(1);
  await page.evaluate((a) => (window as unknown as Win).strata.get(a).prev(), alias);
  await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(0);
  await page.getByRole('button', { name: 'Sonraki slayt' }).click();
  await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(1);
  await expect(page.locator('[data-strata-slide="blue"]')).toHaveAttribute('aria-hidden', 'false');
  await page.getByRole('button', { name: 'Önceki slayt' }).click();
  await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(0);
  await page.getByRole('button', { name: 'Slayta git 2' }).click();
  await expect.poll(() => currentIndex(page, alias), { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('button', { name: 'Slayta git 2' })).toHaveAttribute('aria-current', 'true');
});

test('a canvas pixel mid-crossfade lies between the two slides, drawn with one draw call per frame', async ({ page }) => {
  await page.goto('/viewer.html?src=/fixtures/test/crossfade.json');
  await waitForStage(page);
  const before = await page.evaluate(() => (window as unknown as Win).strata.get('test-crossfade').stage());
  const red = await page.evaluate(() => (window as unknown as Win).strata.get('test-crossfade').stage().samplePixel(200, 200));
  expect(red?.slice(0, 3)).toEqual([255, 0, 0]);
  await page.evaluate(() => (window as unknown as Win).strata.get('test-crossfade').next());
  // The 4 s linear crossfade is sampled from the live stage until a mid-way frame is seen.
  const mid = await page.evaluate(async () => {
    const api = (window as unknown as Win).strata.get('test-crossfade');
    const start = performance.now();
    while (performance.now() - start < 6000) {
      await new Promise((r) => setTimeout(r, 100));
      const stage = api.stage();
      const pixel = stage.samplePixel(200, 200);
      if (pixel && pixel[2]! > 50 && pixel[2]! < 205) return { pixel, drawCalls: stage.drawCalls, frames: stage.frames };
    }
    return null;
  });
  expect(mid, 'a frame between the two slides was drawn').not.toBeNull();
  const [r, g, b] = mid!.pixel as [number, number, number];
  // Analytic expectation of the fade shader (shaders/fade/fade.ts fadePixel): a linear crossfade fades
  // the outgoing slide out while the incoming one fades in over it, so at progress p (= b / 255 here)
  // red is 255·(1 − p)² and blue 255·p.
  const p = b / 255;
  const expected = fadePixel([1, 0, 0, 1], [0, 0, 1, 1], 1 - p, p, false);
  expect(g).toBeLessThanOrEqual(2);
  expect(Math.abs(r - 255 * (expected[0] ?? 0))).toBeLessThanOrEqual(6);
  const end = await page.evaluate(async () => {
    const api = (window as unknown as Win).strata.get('test-crossfade');
    while (api.current().index !== 1) await new Promise((r) => setTimeout(r, 100));
    return api.stage();
  });
  const frames = end.frames - before.frames;
  const drawCalls = end.drawCalls - before.drawCalls;
  expect(frames).toBeGreaterThan(5);
  expect(drawCalls).toBe(frames); // every frame — still or mid-transition — is one draw call
});

test('without WebGL the DOM backdrop fades and navigation still works', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type.startsWith('webgl')) return null;
      return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  const errors = watchConsole(page);
  await page.goto('/viewer.html?src=/fixtures/test/crossfade.json');
  await waitForStage(page, 'dom');
  await page.waitForTimeout(500);
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sonraki slayt' }).click();
  await page.waitForTimeout(1500);
  const opacity = Number(await page.locator('[data-strata-bg="blue"]').evaluate((el) => getComputedStyle(el).opacity));
  expect(opacity).toBeGreaterThan(0.1);
  expect(opacity).toBeLessThan(0.9);
  await expect.poll(() => currentIndex(page, 'test-crossfade'), { timeout: 15_000 }).toBe(1);
  expect(errors).toEqual([]);
});

test('a module that cannot be used at all shows an error naming the JSON path, and the page survives', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/viewer.html?src=/fixtures/test/malformed.json');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('module.slides.broken');
  await expect(alert).toContainText('expected a slide entry');
  expect(errors.filter((e) => e.includes('[strata]'))).toHaveLength(1);
});

test('values a module writes oddly fall back one by one: it renders, and the console names each once, in one group', async ({ page }) => {
  const errors = watchConsole(page);
  const notes: Array<{ type: string; text: string }> = [];
  page.on('console', (message) => notes.push({ type: message.type(), text: message.text() }));
  await page.goto('/viewer.html?src=/fixtures/test/odd-values.json');
  await expect(page.locator('[data-strata-layer="t"]')).toContainText('Hâlâ burada');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const heading = notes.findIndex((n) => n.type === 'startGroupCollapsed' && n.text.includes('odd-values'));
  expect(heading).toBeGreaterThanOrEqual(0);
  expect(notes[heading]!.text).toContain('3 values in the module JSON not understood');
  const lines = notes.slice(heading + 1).filter((n) => n.type === 'info').map((n) => n.text);
  expect(lines).toHaveLength(3);
  expect(lines).toEqual(expect.arrayContaining([
    expect.stringMatching(/^module\.settings\.vPort\[0\]: expected a number, got "soon"; used 100$/),
    expect.stringMatching(/^module\.slides\["1"\]\.layers\.t\.lh\[0\]: expected .*got "\\t"; used 30$/),
    expect.stringMatching(/^module\.slides\["1"\]\.layers\["3"\]: expected a layer object, got "this should be a layer object"; left it out$/),
  ]));
  const diagnostics = await page.evaluate(() => (window as unknown as { strata: { get(a: string): { diagnostics(): Array<{ path: string }> } } }).strata.get('odd-values').diagnostics().map((d) => d.path));
  expect(diagnostics).toHaveLength(3);
  expect(errors).toEqual([]);
});

test.describe('real SR7 exports in the viewer', () => {
  test.beforeEach(({}, testInfo) => testInfo.skip(!hasSr7, SR7_ABSENT));
  for (const name of ['home', 'counter', 'joinus', 'SR7_225_1', 'standard-bullets-mix', 'v7-compact-mix']) {
    test(`${name}.json renders without a console error other than unreachable remote media`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`/viewer.html?src=/sr7/${name}.json`);
      await page.waitForSelector('[data-strata-module] [data-strata-layer], [data-strata-module] [data-strata-slide]');
      await page.waitForTimeout(1500);
      // Remote images and fonts cannot load here; that is the error path, not a failure.
      const own = errors.filter((e) => !/Failed to load resource|ERR_|net::/.test(e));
      expect(own).toEqual([]);
    });
  }
});

test('a lost WebGL context hands the backdrop to the DOM and the slider keeps working', async ({ page }) => {
  await page.goto('/viewer.html?src=/fixtures/test/crossfade.json');
  await waitForStage(page);
  const lost = await page.evaluate(() => {
    const canvas = document.querySelector('canvas.strata-canvas') as HTMLCanvasElement;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    const ext = gl?.getExtension('WEBGL_lose_context');
    ext?.loseContext();
    return !!ext;
  });
  expect(lost).toBe(true);
  await waitForStage(page, 'dom');
  await page.getByRole('button', { name: 'Sonraki slayt' }).click();
  await expect.poll(() => currentIndex(page, 'test-crossfade'), { timeout: 15_000 }).toBe(1);
  await expect(page.locator('[data-strata-bg="blue"]')).toHaveCSS('opacity', '1');
});

test('api.kill() removes the module, its registry entries and its canvas', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await waitForStage(page);
  await page.evaluate(() => (window as unknown as { strata: { get(id: string): { kill(): void } } }).strata.get('strata-hero').kill());
  await expect(page.locator('[data-alias="strata-hero"]')).toHaveCount(0);
  await expect(page.locator('canvas')).toHaveCount(0);
  // The theme's carousels (DOM backdrop, no canvas) stay registered; the hero is gone from the registry.
  const left = await page.evaluate(() => [(window as unknown as { strata: { list(): { alias: string }[] } }).strata.list().map((api) => api.alias), 'revapi101' in window]);
  expect(left).toEqual([expect.not.arrayContaining(['strata-hero']), false]);
  expect(errors).toEqual([]);
});
