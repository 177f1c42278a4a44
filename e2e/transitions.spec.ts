import { expect, test, type Page } from '@playwright/test';
import type { TransitionSpec } from '../engine/index.ts';
import { referencePixel } from '../shaders/cells/cells-reference.ts';
import { watchConsole } from './helpers.ts';

/**
 * Every background transition on the GPU stage of /transitions.html, with coordinate-pattern slides
 * (?pattern=uv: outgoing = (255, u, v), incoming = (0, u, v)) so a sampled pixel says which slide and
 * which texel the shader put there.
 */
const W = 1240;
const H = 600;

interface GalleryHandle {
  names(): { name: string }[];
  spec(name: string, o?: { direction?: 1 | -1 }): TransitionSpec;
  seek(name: string, p: number, o?: { direction?: 1 | -1; motionBlur?: number }): { drawCalls: number; family: string; duration: number };
  sample(x: number, y: number): [number, number, number, number];
}
type Win = { strataGallery: GalleryHandle };

async function openGallery(page: Page) {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/transitions.html?pattern=uv');
  await page.waitForFunction(() => 'strataGallery' in window, null, { timeout: 30_000 });
}

/** Points away from the canvas edges and from the 2-, 3- and 5-way cell seams most presets use. */
const POINTS: [number, number][] = ([
  [0.13, 0.17], [0.37, 0.29], [0.61, 0.43], [0.83, 0.71], [0.27, 0.87], [0.71, 0.13], [0.46, 0.57],
] as [number, number][]).map(([x, y]) => [Math.round(x * W), Math.round(y * H)]);

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;

test('every preset starts exactly on the outgoing slide, ends exactly on the incoming one, one draw call per frame', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await openGallery(page);
  const results = await page.evaluate((points) => {
    const g = (window as unknown as Win).strataGallery;
    return g.names().map(({ name }) => {
      const calls: number[] = [];
      const at = (p: number) => {
        calls.push(g.seek(name, p).drawCalls);
        return points.map(([x, y]) => g.sample(x, y));
      };
      const start = at(0);
      at(0.5);
      const end = at(1);
      return { name, calls, start, end };
    });
  }, POINTS);
  expect(results).toHaveLength(190);
  const failures: string[] = [];
  for (const { name, calls, start, end } of results) {
    if (calls.some((c) => c !== 1)) failures.push(`${name}: draw calls per frame ${calls.join(',')}`);
    POINTS.forEach(([x, y], i) => {
      const u = Math.round(((x + 0.5) / W) * 255);
      const v = Math.round(((y + 0.5) / H) * 255);
      const [r0, g0, b0, a0] = start[i]!;
      const [r1, g1, b1, a1] = end[i]!;
      if (!(near(r0, 255, 2) && near(g0, u, 2) && near(b0, v, 2) && a0 === 255)) failures.push(`${name} @0 (${x},${y}): ${start[i]} ≠ outgoing (255,${u},${v})`);
      if (!(near(r1, 0, 2) && near(g1, u, 2) && near(b1, v, 2) && a1 === 255)) failures.push(`${name} @1 (${x},${y}): ${end[i]} ≠ incoming (0,${u},${v})`);
    });
  }
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  expect(errors).toEqual([]);
});

/** Presets covering every family and feature: each is compared with the CPU reference at several progresses. */
const FAMILY_CASES: { preset: string; family: string; direction?: 1 | -1 }[] = [
  { preset: 'fade', family: 'fade' },
  { preset: 'crossfade', family: 'fade' },
  { preset: 'fadethroughdark', family: 'fade' },
  { preset: 'slideleft', family: 'slide' },
  { preset: 'slidehorizontal', family: 'slide', direction: -1 },
  { preset: 'slideremoveleft', family: 'slide' },
  { preset: 'parallaxtoleft', family: 'slide' },
  { preset: 'slidefadeinoutvertical', family: 'slide' },
  { preset: 'zoomin', family: 'zoom' },
  { preset: 'zoomoutd', family: 'zoom' },
  { preset: 'scaleupfromleft', family: 'zoom' },
  { preset: 'slidingoverlayleft', family: 'overlay' },
  { preset: 'curtain-3', family: 'columns' },
  { preset: 'slotzoom-minrotatecol', family: 'columns' },
  { preset: 'slotslide-vertical', family: 'rows' },
  { preset: 'papercut', family: 'rows' },
  { preset: 'boxfade', family: 'boxes' },
  { preset: 'boxslidemask', family: 'boxes' },
  { preset: 'switchrot', family: 'boxes' },
  { preset: 'mosaic', family: 'boxes' },
  { preset: 'crystal', family: 'boxes' },
  { preset: 'cube', family: 'd3' },
  { preset: 'cube-r-horizontal', family: 'd3' },
  { preset: 'incube-horizontal', family: 'd3', direction: -1 },
  { preset: 'flyin', family: 'd3' },
  { preset: 'turnoff', family: 'd3' },
  { preset: 'slotslide-vvv-3d', family: 'd3' },
  { preset: 'blurstrong', family: 'filter' },
  { preset: 'grayscalecross', family: 'filter' },
  { preset: 'sephia', family: 'filter' },
  { preset: 'slotzoom-horizontal', family: 'columns' },
];

test('each family matches its analytic expectation at known progresses', async ({ page }) => {
  test.setTimeout(240_000);
  await openGallery(page);
  const grid: [number, number][] = [];
  for (let gx = 0; gx < 9; gx++) for (let gy = 0; gy < 5; gy++) grid.push([Math.round(((gx + 0.41) / 9) * W), Math.round(((gy + 0.37) / 5) * H)]);
  const report: string[] = [];
  for (const { preset, family, direction } of FAMILY_CASES) {
    const spec = await page.evaluate(([n, d]) => (window as unknown as Win).strataGallery.spec(n as string, { direction: d as 1 | -1 }), [preset, direction ?? 1] as const);
    expect(spec.family, preset).toBe(family);
    for (const progress of [0.25, 0.5, 0.8]) {
      const sampled = await page.evaluate(
        ([n, p, d, points]) => {
          const g = (window as unknown as Win).strataGallery;
          const { drawCalls } = g.seek(n as string, p as number, { direction: d as 1 | -1 });
          return { drawCalls, pixels: (points as [number, number][]).map(([x, y]) => g.sample(x, y)) };
        },
        [preset, progress, direction ?? 1, grid] as const,
      );
      expect(sampled.drawCalls, `${preset} @${progress}`).toBe(1);
      let certain = 0;
      let matching = 0;
      const misses: string[] = [];
      grid.forEach(([x, y], i) => {
        const expected = referencePixel(spec, progress * spec.duration, W, H, x, y);
        if (expected.uncertain) return;
        certain++;
        const got = sampled.pixels[i]!;
        if (got.every((c, k) => near(c, expected.rgba[k]!, 8))) matching++;
        else misses.push(`(${x},${y}) got ${got} want ${expected.rgba}`);
      });
      report.push(`${preset}@${progress}: ${matching}/${certain}`);
      expect(certain, `${preset} @${progress}: too few decidable points`).toBeGreaterThanOrEqual(15);
      expect(matching / certain, `${preset} @${progress}: ${misses.slice(0, 4).join('; ')}`).toBeGreaterThanOrEqual(0.9);
    }
  }
  console.log(report.join('\n'));
});

test('a motion-blurred cell leaves a trail while it moves, and none at rest (SR7 mo: the taps follow the move)', async ({ page }) => {
  await openGallery(page);
  // A row of points across the stage, every 5 px, through the middle of the moving columns.
  const frame = (preset: string, progress: number, motionBlur?: number) =>
    page.evaluate(
      ([n, p, shutter]) => {
        const g = (window as unknown as Win).strataGallery;
        g.seek(n as string, p as number, shutter === null ? {} : { motionBlur: shutter as number });
        const row: number[][] = [];
        for (let x = 2; x < 1240; x += 5) row.push(g.sample(x, 300));
        return row;
      },
      [preset, progress, motionBlur ?? null] as const,
    );
  const differing = (a: number[][], b: number[][]) => a.filter((pixel, i) => pixel.some((c, k) => Math.abs(c - b[i]![k]!) > 8)).length;
  for (const preset of ['boxslidemotionh', 'motioncolrotatesv']) {
    // Mid-move the trail (the cell where it was a shutter ago, averaged in) changes what many points show.
    const moving = differing(await frame(preset, 0.35), await frame(preset, 0.35, 0));
    expect(moving, `${preset} @0.35: points a trail changed`).toBeGreaterThanOrEqual(12);
    // At the end every cell rests: the same frame with or without a shutter.
    expect(differing(await frame(preset, 1), await frame(preset, 1, 0)), `${preset} @1`).toBe(0);
  }
});

test('the gallery page lists every preset and shows one draw call per frame while playing', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/transitions.html');
  const buttons = page.getByRole('navigation', { name: 'Geçişler' }).getByRole('button');
  await expect(buttons).toHaveCount(190);
  await page.getByRole('button', { name: 'boxfade', exact: true }).click();
  await expect(page.getByTestId('current')).toHaveText('boxfade');
  await expect(page.getByTestId('draw-calls')).toHaveText('çizim çağrısı / kare: 1.00', { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('Ken Burns: the background pan runs on the stage clock, one draw call per frame, and stops when it ends', async ({ page }) => {
  const errors = watchConsole(page);
  type Stage = { drawCalls: number; frames: number; samplePixel(x: number, y: number): [number, number, number, number] | null };
  type Api = { stage(): Stage };
  await page.goto('/viewer.html?src=/fixtures/test/kenburns.json');
  await page.waitForSelector('[data-strata-module][data-backdrop="gpu"]', { timeout: 30_000 });
  const stage = () => page.evaluate(() => {
    const s = (window as unknown as { strata: { get(a: string): Api } }).strata.get('test-kenburns').stage();
    return { drawCalls: s.drawCalls, frames: s.frames };
  });
  const during = await stage();
  // The pan (scale 100 % → 200 % about the top-left corner over 3 s) has ended by now.
  await page.waitForTimeout(3500);
  const after = await stage();
  expect(after.frames - during.frames, 'the stage kept rendering while the pan ran').toBeGreaterThan(3);
  expect(after.drawCalls - during.drawCalls).toBe(after.frames - during.frames);
  const width = await page.locator('[data-strata-module] canvas').evaluate((c) => c.getBoundingClientRect().width);
  const sample = (x: number) => page.evaluate((px) => (window as unknown as { strata: { get(a: string): Api } }).strata.get('test-kenburns').stage().samplePixel(px, 100), x);
  // The slide is a black → white gradient left to right: at scale 2 about the top-left corner the
  // canvas pixel x shows the gradient at x / 2.
  for (const f of [0.3, 0.8]) {
    const pixel = await sample(Math.round(f * width));
    expect(Math.abs(pixel![0] - 255 * (f / 2)), `pixel at ${f} of the width: ${pixel}`).toBeLessThanOrEqual(8);
  }
  const idle = await stage();
  await page.waitForTimeout(600);
  const later = await stage();
  // samplePixel renders once per call (2 above); the pan's own frame loop is detached once it ended.
  expect(later.frames - idle.frames).toBe(0);
  expect(errors).toEqual([]);
});
