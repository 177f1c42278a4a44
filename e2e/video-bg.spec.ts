import { expect, test, type Page } from '@playwright/test';
import { waitForStage, watchConsole } from './helpers.ts';

/**
 * Slide-background video on the GPU stage (fixtures/test/video-bg.json, clips from fixtures/tools/make-video.ts):
 * slide `bars` plays clip.webm (poster #ff00ff), `stripes` clip2.webm (poster #8000ff) after a 3 s crossfade.
 * No frame of either clip is magenta or violet, so one stage pixel says poster or video.
 *
 * The engine's media coordinator autoplays the current slide's background video. Where it has not (not wired,
 * or autoplay refused), the test plays the element itself and notes it: what is tested here is the stage.
 */
const ALIAS = 'test-video-bg';
const URL = '/viewer.html?src=/fixtures/test/video-bg.json';

type Pixel = [number, number, number, number];
type Stage = { drawCalls: number; frames: number; samplePixel(x: number, y: number): Pixel | null };
type Api = { stage(): Stage; next(): void; prev(): void; current(): { key: string } };
type Win = { strata: { get(alias: string): Api } };

const isMagenta = ([r, g, b]: Pixel) => r > 220 && g < 40 && b > 220;
const isViolet = ([r, g, b]: Pixel) => r > 100 && r < 160 && g < 40 && b > 220;

async function stats(page: Page) {
  return page.evaluate((a) => {
    const s = (window as unknown as Win).strata.get(a).stage();
    return { drawCalls: s.drawCalls, frames: s.frames };
  }, ALIAS);
}

/** A point clear of the frame counter (top left of the clip) and of the posters' centred label. */
async function sample(page: Page): Promise<Pixel> {
  return page.evaluate((a) => {
    const canvas = document.querySelector('canvas.strata-canvas') as HTMLCanvasElement;
    const { width, height } = canvas.getBoundingClientRect();
    return (window as unknown as Win).strata.get(a).stage().samplePixel(Math.round(width * 0.8), Math.round(height * 0.8))!;
  }, ALIAS);
}

const video = (key: string) => `video[data-strata-bg-video="${key}"]`;

/** Waits for slide `key`'s background video to play; plays it from the test when the engine did not. */
async function ensurePlaying(page: Page, key: string): Promise<boolean> {
  const playing = (k: string) => {
    const v = document.querySelector<HTMLVideoElement>(`video[data-strata-bg-video="${k}"]`);
    return !!v && !v.paused && v.currentTime > 0.2;
  };
  const byEngine = await page.waitForFunction(playing, key, { timeout: 2500 }).then(
    () => true,
    () => false,
  );
  if (!byEngine) {
    test.info().annotations.push({ type: 'note', description: `${key}: the engine did not play the background video; the test played the element` });
    await page.locator(video(key)).evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(playing, key, { timeout: 10_000 });
  }
  return byEngine;
}

/**
 * Seeks slide `key`'s paused video to 1 s (a paused seek redraws once) and compares stage pixels with the same
 * frame drawn by the 2D canvas at the object-fit: cover rectangle, at points clear of bar edges.
 */
async function expectCoverOf(page: Page, key: string): Promise<void> {
  const compared = await page.evaluate(async ({ a, k }) => {
    const v = document.querySelector<HTMLVideoElement>(`video[data-strata-bg-video="${k}"]`)!;
    v.pause();
    v.currentTime = 1;
    await new Promise((done) => v.addEventListener('seeked', done, { once: true }));
    await new Promise((done) => requestAnimationFrame(done));
    const stage = (window as unknown as Win).strata.get(a).stage();
    const { width: w, height: h } = document.querySelector('canvas.strata-canvas')!.getBoundingClientRect();
    const scale = Math.max(w / v.videoWidth, h / v.videoHeight);
    const dw = v.videoWidth * scale;
    const dh = v.videoHeight * scale;
    const ref = document.createElement('canvas');
    ref.width = Math.round(w);
    ref.height = Math.round(h);
    const ctx = ref.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(v, (w - dw) / 2, (h - dh) / 2, dw, dh);
    const out: { at: [number, number]; stage: Pixel; reference: Pixel }[] = [];
    for (const [fx, fy] of [[0.05, 0.5], [0.3, 0.9], [0.55, 0.2], [0.72, 0.6], [0.95, 0.95], [0.85, 0.35], [0.45, 0.75]] as const) {
      const x = Math.round(fx * w);
      const y = Math.round(fy * h);
      const px = (dx: number, dy: number) => [...ctx.getImageData(x + dx, y + dy, 1, 1).data];
      const reference = px(0, 0) as Pixel;
      // Skip points near a bar edge (the codec blurs edges; one texel of filtering differs there).
      const flat = [[-12, 0], [12, 0], [0, -12], [0, 12]].every(([dx, dy]) => px(dx!, dy!).every((c, i) => Math.abs(c - reference[i]!) <= 12));
      if (flat) out.push({ at: [x, y], stage: stage.samplePixel(x, y)!, reference });
    }
    return out;
  }, { a: ALIAS, k: key });
  expect(compared.length, 'points clear of bar edges').toBeGreaterThanOrEqual(3);
  for (const { at, stage, reference } of compared) {
    const off = Math.max(...[0, 1, 2].map((i) => Math.abs(stage[i]! - reference[i]!)));
    expect(off, `${key}: stage ${stage} vs cover reference ${reference} at ${at}`).toBeLessThanOrEqual(24);
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('the GPU stage draws the playing background video, one draw call per frame, and stops drawing when it pauses', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(URL);
  await waitForStage(page);
  await ensurePlaying(page, 'bars');

  const pixels: Pixel[] = [];
  for (let i = 0; i < 12; i++) {
    pixels.push(await sample(page));
    await page.waitForTimeout(150);
  }
  expect(pixels.filter(isMagenta), `poster pixels while playing: ${JSON.stringify(pixels)}`).toEqual([]);
  expect(new Set(pixels.map((p) => p.join(','))).size, `the sampled pixel never changed: ${JSON.stringify(pixels)}`).toBeGreaterThan(1);

  // The video's frames drive the stage on their own (nothing else moves on this page).
  // How many per second depends on the runner (a loaded software GPU decodes and draws a few): wait for six.
  const before = await stats(page);
  await expect.poll(async () => (await stats(page)).frames - before.frames, { message: 'frames drawn while the video plays', timeout: 15_000 }).toBeGreaterThan(5);
  const after = await stats(page);
  expect(after.drawCalls - before.drawCalls).toBe(after.frames - before.frames);

  await page.locator(video('bars')).evaluate((v: HTMLVideoElement) => v.pause());
  await page.waitForTimeout(300);
  const paused = await stats(page);
  await page.waitForTimeout(1000);
  expect((await stats(page)).frames - paused.frames, 'the frame loop kept running after the pause').toBe(0);
  // The paused frame stays (not the poster).
  const still = [await sample(page), await sample(page)];
  expect(still[0]).toEqual(still[1]);
  expect(isMagenta(still[0]!)).toBe(false);

  // Clip 1's bars are vertical, so this mostly checks the frame shown; clip 2's horizontal bars check the crop.
  await expectCoverOf(page, 'bars');
  expect(errors).toEqual([]);
});

test('a crossfade between two video slides samples both video textures in one draw call per frame', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(URL);
  await waitForStage(page);
  const engine = await ensurePlaying(page, 'bars');
  // Without the engine's coordinator the test starts the second video too.
  if (!engine) await page.locator(video('stripes')).evaluate((v: HTMLVideoElement) => v.play());
  const api = (call: 'next' | 'prev') => page.evaluate(({ a, c }) => (window as unknown as Win).strata.get(a)[c](), { a: ALIAS, c: call });
  const currentKey = () => page.evaluate((a) => (window as unknown as Win).strata.get(a).current().key, ALIAS);
  await api('next');
  await expect.poll(currentKey, { timeout: 10_000 }).toBe('stripes');
  await ensurePlaying(page, 'stripes');
  const end: Pixel[] = [];
  for (let i = 0; i < 6; i++) {
    end.push(await sample(page));
    await page.waitForTimeout(150);
  }
  expect(end.filter(isViolet), `stripes poster instead of its video: ${JSON.stringify(end)}`).toEqual([]);
  expect(new Set(end.map((p) => p.join(','))).size, `the stripes video does not move: ${JSON.stringify(end)}`).toBeGreaterThan(1);
  // Clip 2's horizontal bars check the vertical crop of cover (this pauses stripes at 1 s).
  await expectCoverOf(page, 'stripes');

  // Back to bars (a 3 s crossfade): both sides are video textures — the frames each paused on.
  const marks = () => page.evaluate(() => performance.getEntriesByName('strata:transition-start').length);
  const before = await marks();
  await api('prev');
  await expect.poll(marks).toBe(before + 1);
  // Times from the mark itself, on the page's clock: the poll that saw it may have come hundreds of ms later.
  const startedAt = await page.evaluate(() => performance.getEntriesByName('strata:transition-start').at(-1)!.startTime);
  const sinceStart = () => page.evaluate((at) => performance.now() - at, startedAt);
  await page.waitForTimeout(Math.max(0, 100 - (await sinceStart())));
  const early = await sample(page);
  const from = await stats(page);
  await page.waitForTimeout(1000);
  const to = await stats(page);
  await page.waitForTimeout(Math.max(0, 2700 - (await sinceStart())));
  const late = await sample(page);
  expect(await currentKey(), 'still mid-crossfade').toBe('stripes');
  // A loaded software GPU draws a few frames a second: some frames, each one draw call.
  expect(to.frames - from.frames, 'transition frames').toBeGreaterThan(1);
  expect(to.drawCalls - from.drawCalls, 'draw calls = frames: one per frame').toBe(to.frames - from.frames);
  // Early the outgoing side dominates, late the incoming one: neither may be its poster.
  expect(isViolet(early), `outgoing stripes drawn as its poster: ${early}`).toBe(false);
  expect(isMagenta(late), `incoming bars drawn as its poster: ${late}`).toBe(false);

  await expect.poll(currentKey, { timeout: 10_000 }).toBe('bars');
  expect(errors).toEqual([]);
});

test('reduced motion: the background video does not play and the stage shows its poster, idle', async ({ page }) => {
  const errors = watchConsole(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(URL);
  await waitForStage(page);
  await page.waitForTimeout(1500);
  expect(await page.locator(video('bars')).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(await page.locator(video('bars')).getAttribute('poster')).toMatch(/media\/clip-poster\.png$/);
  const idle = await stats(page);
  await page.waitForTimeout(800);
  expect((await stats(page)).frames).toBe(idle.frames);
  const pixel = await sample(page);
  expect(isMagenta(pixel), `not the poster: ${pixel}`).toBe(true);
  // A background video without a poster shows its slide colour (#00ff80) until it plays.
  await page.evaluate((a) => (window as unknown as { strata: { get(x: string): { show(k: string): void } } }).strata.get(a).show('noposter'), ALIAS);
  await expect.poll(() => page.evaluate((a) => (window as unknown as Win).strata.get(a).current().key, ALIAS), { timeout: 10_000 }).toBe('noposter');
  const colour = await sample(page);
  expect(colour.slice(0, 3).every((c, i) => Math.abs(c - [0, 255, 128][i]!) <= 2), `not the slide colour: ${colour}`).toBe(true);
  expect(errors).toEqual([]);
});

test('a lost WebGL context: the DOM backdrop shows the <video>; a restored one draws it again', async ({ page }) => {
  await page.goto(URL);
  await waitForStage(page);
  await ensurePlaying(page, 'bars');
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas.strata-canvas') as HTMLCanvasElement;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
    (window as unknown as { lose: WEBGL_lose_context | null }).lose = gl.getExtension('WEBGL_lose_context');
    (window as unknown as { lose: WEBGL_lose_context }).lose.loseContext();
  });
  await waitForStage(page, 'dom');
  const bars = page.locator(video('bars'));
  await expect(bars).toBeVisible();
  await expect(page.locator('[data-strata-bg="bars"]')).toHaveCSS('opacity', '1');
  expect(await bars.evaluate((v: HTMLVideoElement) => [getComputedStyle(v).objectFit, v.paused])).toEqual(['cover', false]);

  await page.evaluate(() => (window as unknown as { lose: WEBGL_lose_context }).lose.restoreContext());
  await waitForStage(page, 'gpu');
  const before = await stats(page);
  await expect.poll(async () => (await stats(page)).frames - before.frames, { message: 'the restored stage follows the playing video', timeout: 15_000 }).toBeGreaterThan(3);
  expect(isMagenta(await sample(page))).toBe(false);
});

test('a YouTube background (an iframe player, not a texture) is shown above the canvas while its slide is current', async ({ page }) => {
  const errors = watchConsole(page);
  // The local stand-in of the IFrame API (no network here): it puts a <video> where YouTube puts its iframe.
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>)['strataConfig'] = { playerApis: { youtube: '/fixtures/test/media/youtube-iframe-api.js' } };
  });
  await page.goto(URL);
  await waitForStage(page);
  const tube = page.locator('[data-strata-bg="tube"]');
  await expect(tube.locator('[data-strata-bg-video="tube"][data-kind="youtube"]')).toHaveCount(1);
  await expect(tube).toHaveCSS('visibility', 'hidden');
  await page.evaluate((a) => (window as unknown as { strata: { get(x: string): { show(k: string): void } } }).strata.get(a).show('tube'), ALIAS);
  await expect.poll(() => page.evaluate((a) => (window as unknown as Win).strata.get(a).current().key, ALIAS), { timeout: 10_000 }).toBe('tube');
  await expect(tube).toHaveCSS('visibility', 'visible');
  await expect(tube).toHaveCSS('z-index', '1');
  await expect(tube.locator('[data-stand-in="youtube"]')).toBeVisible({ timeout: 10_000 });
  // Back to a video slide: the iframe background goes under the canvas again.
  await page.evaluate((a) => (window as unknown as { strata: { get(x: string): { show(k: string): void } } }).strata.get(a).show('bars'), ALIAS);
  await expect.poll(() => page.evaluate((a) => (window as unknown as Win).strata.get(a).current().key, ALIAS), { timeout: 10_000 }).toBe('bars');
  await expect(tube).toHaveCSS('visibility', 'hidden');
  expect(errors).toEqual([]);
});

test('carousel: only the focused card\'s background video plays; moving on hands playback to the next card', async ({ page }) => {
  await page.goto('/viewer.html?src=/fixtures/test/video-carousel.json');
  const playing = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLVideoElement>('video[data-strata-bg-video]')].filter((v) => !v.paused).map((v) => v.dataset['strataBgVideo']),
    );
  await expect.poll(playing, { timeout: 15_000 }).toEqual(['bars']);
  await page.evaluate(() => (window as unknown as { strata: { get(a: string): { next(): void } } }).strata.get('test-video-carousel').next());
  await expect.poll(playing, { timeout: 15_000 }).toEqual(['stripes']);
});

/**
 * A layer's background video (fixtures/test/layer-bg-video.json: slide one's box plays clip.webm, slide two's
 * clip2.webm) plays while its slide is shown, as SR7 plays it; the other slide's downloads nothing until then.
 */
test("a layer's background video plays while its slide is shown and loads nothing before", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/viewer.html?src=/fixtures/test/layer-bg-video.json');
  const state = (slide: string) =>
    page.evaluate((s) => {
      const el = document.querySelector(`[data-strata-slide="${s}"] [data-strata-layer="1"] video.strata-bg-video`) as HTMLVideoElement | null;
      return el && { paused: el.paused, time: el.currentTime, readyState: el.readyState, preload: el.preload, muted: el.muted, loop: el.loop };
    }, slide);
  await expect.poll(async () => (await state('one'))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.2);
  expect(await state('one')).toMatchObject({ paused: false, preload: 'auto', muted: true, loop: true });
  // Slide two's layers render once slide one is visible: its clip waits, not fetched at all.
  await expect.poll(() => state('two')).not.toBeNull();
  expect(await state('two')).toMatchObject({ paused: true, readyState: 0, preload: 'none' });

  await page.evaluate(() => (window as unknown as { strata: { get(a: string): { next(): void } } }).strata.get('test-layer-bg-video').next());
  await expect.poll(async () => (await state('two'))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.2);
  expect((await state('two'))?.paused).toBe(false);
  await expect.poll(async () => (await state('one'))?.paused).toBe(true);
  expect(errors).toEqual([]);
});

test("under reduced motion a layer's background video keeps still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/viewer.html?src=/fixtures/test/layer-bg-video.json');
  const el = page.locator('[data-strata-slide="one"] [data-strata-layer="1"] video.strata-bg-video');
  await expect(el).toHaveAttribute('preload', 'auto');
  await page.waitForFunction(() => (document.querySelector('[data-strata-slide="one"] video.strata-bg-video') as HTMLVideoElement | null)?.readyState! >= 2);
  await page.waitForTimeout(500);
  expect(await el.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({ paused: true, time: 0 });
});
