import { expect, test, type Page } from '@playwright/test';
import { hasSr7, SR7_ABSENT, watchConsole } from './helpers.ts';

/**
 * Media layers (issue 7) in the built viewer against the real server. There is no network here: the
 * YouTube IFrame API and the Vimeo Player API are our own local stand-ins (fixtures/test/media/*.js, each
 * playing one of our clips in a <video> where the real player has its iframe), named through
 * `window.strataConfig.playerApis` as a page would override the official URLs. Module:
 * fixtures/test/media-layers.json (slides video, audio, youtube, vimeo; layers 970–973).
 */

const STAND_INS = { youtube: '/fixtures/test/media/youtube-iframe-api.js', vimeo: '/fixtures/test/media/vimeo-player-api.js' };
const MODULE = '/fixtures/test/media-layers.json';
const media = (layer: string) => `[data-strata-layer="${layer}"] [data-strata-media]`;

type MediaEvent = { type: string; layer: string | null; slide: string | null };

/** Page setup before any script: player API URLs, stand-in switches, and a log of `sr.media.*` DOM events. */
async function prepare(page: Page, options: { apis?: Record<string, string>; blockUnmutedPlay?: boolean } = {}) {
  await page.addInitScript(
    ({ apis, block }) => {
      const w = window as unknown as Record<string, unknown>;
      w['strataConfig'] = { playerApis: apis };
      w['strataStandIns'] = { blockUnmutedPlay: block };
      const seen: MediaEvent[] = [];
      w['__mediaEvents'] = seen;
      for (const state of ['playing', 'paused', 'ended', 'finished']) {
        document.addEventListener(`sr.media.${state}`, (event) => {
          const detail = ((event as CustomEvent).detail ?? {}) as { layer?: unknown; slide?: unknown };
          seen.push({ type: event.type, layer: detail.layer == null ? null : String(detail.layer), slide: detail.slide == null ? null : String(detail.slide) });
        });
      }
    },
    { apis: options.apis ?? STAND_INS, block: options.blockUnmutedPlay ?? false },
  );
}

const mediaEvents = (page: Page) => page.evaluate(() => (window as unknown as { __mediaEvents: MediaEvent[] }).__mediaEvents);

/** currentTime of the <video> under `selector` after it has advanced past `from` (polls). */
async function playsPast(page: Page, selector: string, from: number) {
  await expect
    .poll(() => page.evaluate((s) => (document.querySelector(s) as HTMLMediaElement | null)?.currentTime ?? -1, selector), { timeout: 15_000 })
    .toBeGreaterThan(from);
}

test.describe('media layers', () => {
  test.use({ viewport: { width: 1400, height: 800 } });

  test('the joinus.json video layer autoplays muted and advances', async ({ page }, testInfo) => {
    testInfo.skip(!hasSr7, SR7_ABSENT);
    await prepare(page);
    // The element's state the moment its playback first passes 0.5 s: the clip is short and does not loop, so on a
    // loaded machine it may have ended (and paused) by the time a later look is taken.
    await page.addInitScript(() => {
      document.addEventListener(
        'timeupdate',
        (event) => {
          const v = event.target as HTMLVideoElement;
          const w = window as unknown as { joinusAdvance?: object };
          if (v.currentTime > 0.5 && !w.joinusAdvance) w.joinusAdvance = { paused: v.paused, muted: v.muted, inline: v.playsInline, controls: v.controls };
        },
        true,
      );
    });
    await page.goto('/viewer.html?src=/sr7/joinus.json');
    const video = 'video[data-strata-media]';
    await page.waitForSelector(`[data-strata-layer="4"] ${video}`, { state: 'attached', timeout: 20_000 });
    // Needed before play(): autoplay policies read the attribute, React only sets the property.
    expect(await page.locator(video).getAttribute('muted')).toBe('');
    await playsPast(page, video, 0.5);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { joinusAdvance?: object }).joinusAdvance))
      .toEqual({ paused: false, muted: true, inline: true, controls: false });
  });

  test('an html5 video layer starts at its start time and loops back before its end', async ({ page }) => {
    await prepare(page);
    await page.goto(`/viewer.html?src=${MODULE}&slide=video`);
    const video = media('970');
    await page.waitForSelector(video, { state: 'attached', timeout: 20_000 });
    expect(await page.locator(video).evaluate((v) => v.tagName)).toBe('VIDEO');
    await playsPast(page, video, 1);
    // start 1 s, end 2.5 s, loop: sample the time for ~3 s; it stays inside and wraps at least once.
    const samples = await page.locator(video).evaluate(async (v: HTMLVideoElement) => {
      const out: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        out.push(v.currentTime);
        await new Promise((r) => setTimeout(r, 100));
      }
      return out;
    });
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0.9);
    // The engine polls every 350 ms (SPEC §9), so a loop can overshoot the end by about that much.
    expect(Math.max(...samples)).toBeLessThan(2.5 + 0.6);
    expect(samples.some((t, i) => i > 0 && t < samples[i - 1]! - 0.5)).toBe(true);
    const events = await mediaEvents(page);
    expect(events).toContainEqual(expect.objectContaining({ type: 'sr.media.playing', layer: '970' }));
  });

  test('the poster covers a paused video again (poster.showOnPause); audio renders an <audio> with large controls (xl)', async ({ page }) => {
    await prepare(page);
    await page.goto(`/viewer.html?src=${MODULE}&slide=video`);
    const video = media('970');
    await page.waitForSelector(video, { state: 'attached', timeout: 20_000 });
    await playsPast(page, video, 1);
    const poster = page.locator('[data-strata-layer="970"] .strata-media-poster');
    await expect(poster).toBeHidden();
    await page.locator(video).evaluate((v: HTMLVideoElement) => v.pause());
    await expect(poster).toBeVisible();
    expect(await poster.getAttribute('src')).toMatch(/\/fixtures\/test\/media\/clip-poster\.png$/);

    const audio = page.locator(media('971'));
    expect(await audio.evaluate((a: HTMLAudioElement) => ({ tag: a.tagName, controls: a.controls, src: a.currentSrc || a.src }))).toEqual({
      tag: 'AUDIO',
      controls: true,
      src: expect.stringMatching(/\/fixtures\/test\/media\/clip\.webm$/),
    });
    // controls "xl": the large control bar (media.css zooms the browser's panel).
    await expect(audio).toHaveClass('strata-media-xl');
  });

  for (const kind of ['youtube', 'vimeo'] as const) {
    const layer = kind === 'youtube' ? '972' : '973';

    test(`a ${kind} layer loads its player API on demand and reaches playing`, async ({ page }) => {
      const errors = watchConsole(page);
      await prepare(page);
      await page.goto(`/viewer.html?src=${MODULE}&slide=${kind}`);
      const container = media(layer);
      await page.waitForSelector(`${container}[data-kind="${kind}"]`, { state: 'attached', timeout: 20_000 });
      const player = `${container} video[data-stand-in="${kind}"]`;
      await page.waitForSelector(player, { state: 'attached', timeout: 20_000 });
      await playsPast(page, player, 0.3);
      await expect.poll(() => mediaEvents(page)).toContainEqual(expect.objectContaining({ type: 'sr.media.playing', layer }));
      if (kind === 'youtube') {
        // The layer's poster covered the iframe player until it played; now it is gone (media.css).
        const poster = page.locator(`${container} + .strata-frame-poster`);
        await expect(poster).toHaveCount(1);
        await expect(poster).toBeHidden();
        await expect(page.locator(container)).toHaveAttribute('data-media-played', '');
      }
      // The script was added once, from the configured URL.
      expect(await page.locator(`script[src="${STAND_INS[kind]}"]`).count()).toBe(1);
      // The player keeps the 16:9 ratio inside the layer box (letterboxed) or covers it (vimeo layer: cover).
      const fit = await page.evaluate(([c, p]) => {
        const box = document.querySelector(c!)!.getBoundingClientRect();
        const frame = (document.querySelector(p!)!.closest('.strata-media-frame > *') ?? document.querySelector(p!)!).getBoundingClientRect();
        return { box: [box.width, box.height], frame: [frame.width, frame.height] };
      }, [container, player]);
      expect(fit.box).toEqual([480, 270]);
      expect(fit.frame[0]! / fit.frame[1]!).toBeCloseTo(16 / 9, 1);
      expect(errors).toEqual([]);
    });

    test(`a ${kind} layer falls back to muted playback when sound is refused`, async ({ page }) => {
      await prepare(page, { blockUnmutedPlay: true });
      await page.goto(`/viewer.html?src=${MODULE}&slide=${kind}`);
      const player = `${media(layer)} video[data-stand-in="${kind}"]`;
      await page.waitForSelector(player, { state: 'attached', timeout: 20_000 });
      await playsPast(page, player, 0.3);
      expect(await page.locator(player).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    });
  }

  test('a failing player API script logs "Failed to load YouTube API" and leaves the layer without a player', async ({ page }) => {
    const errors = watchConsole(page);
    await prepare(page, { apis: { youtube: '/fixtures/test/media/no-such-api.js', vimeo: STAND_INS.vimeo } });
    await page.goto(`/viewer.html?src=${MODULE}&slide=youtube`);
    await expect.poll(() => errors.filter((line) => line.includes('Failed to load YouTube API')).length, { timeout: 15_000 }).toBe(1);
    expect(await page.locator(`${media('972')} *`).count()).toBe(0);
  });

  test('an invalid media type is named with the valid types; the module still shows (issue 16: degrade per value)', async ({ page }) => {
    await prepare(page);
    const notes: string[] = [];
    page.on('console', (message) => notes.push(message.text()));
    // A predicate, not a glob: `**/media-invalid.json` would also match the viewer URL's ?src= query.
    await page.route((url) => url.pathname === '/fixtures/test/media-invalid.json', async (route) => {
      const module = await (await page.request.get(MODULE)).json();
      module.slides.youtube.layers['972'].content.type = 'dailymotion';
      await route.fulfill({ json: module });
    });
    await page.goto('/viewer.html?src=/fixtures/test/media-invalid.json');
    await expect(page.locator('[data-strata-slide]').first()).toBeAttached();
    await expect(page.locator('[data-strata-error]')).toHaveCount(0);
    await expect.poll(() => notes.find((n) => n.includes('layers["972"].content.type')) ?? '').toMatch(/expected a media type \(html5, audio, youtube, vimeo\), got "dailymotion"/);
  });
});
