import { expect, test, type Page } from '@playwright/test';

/**
 * Layer appearance, media and accessibility against the built viewer and the real server, with our own
 * modules fixtures/test/appearance.json (accessibility on) and appearance-noacc.json (off). The svg file
 * fixtures/test/appearance.svg carries a script, handlers, a <style> and a foreignObject on purpose;
 * missing.svg, missing.png and missing-video.mp4 do not exist and appearance-empty.svg is empty.
 */

const layer = (id: string) => `[data-strata-layer="${id}"]`;

async function open(page: Page, file: string) {
  await page.goto(`/viewer.html?src=/fixtures/test/${file}`);
  await page.waitForSelector(`${layer('1')} .strata-content`, { state: 'attached', timeout: 20_000 });
}

test.describe('layer appearance, svg and images', () => {
  test.use({ viewport: { width: 1400, height: 800 } });

  test('shadows, text stroke, font style and attr land on the layer', async ({ page }) => {
    await open(page, 'appearance.json');
    const css = await page.evaluate((selector) => {
      const outer = document.querySelector(selector) as HTMLElement;
      const content = outer.querySelector('.strata-content') as HTMLElement;
      const style = getComputedStyle(content);
      return {
        width: outer.getBoundingClientRect().width,
        boxShadow: style.boxShadow,
        textShadow: style.textShadow,
        strokeWidth: style.getPropertyValue('-webkit-text-stroke-width'),
        strokeColor: style.getPropertyValue('-webkit-text-stroke-color'),
        fontStyle: style.fontStyle,
        outerId: outer.id,
        outerClass: outer.className,
        contentId: content.id,
        contentClass: content.className,
      };
    }, layer('1'));
    // Grid 1240 px in a 1400 px viewport: scale 1, so the wire px come through as they are.
    expect(css.width).toBe(400);
    expect(css.boxShadow).toBe('rgba(0, 0, 0, 0.5) 10px 6px 20px 2px');
    expect(css.textShadow).toBe('rgb(255, 0, 0) 2px 3px 4px');
    expect(css.strokeWidth).toBe('1px');
    expect(css.strokeColor).toBe('rgb(0, 255, 0)');
    expect(css.fontStyle).toBe('italic');
    expect(css.outerId).toBe('golge-kutu-1');
    expect(css.outerClass).toContain('golge-kutu');
    expect(css.contentId).toBe('golge-baslik');
    expect(css.contentClass).toContain('golge');
  });

  test('layer HTML is sanitized but kept', async ({ page }) => {
    await open(page, 'appearance.json');
    const content = page.locator(`${layer('10')} .strata-content`);
    await expect(content).toContainText('Merhaba dünya');
    await expect(content.locator('b')).toHaveText('dünya');
    expect(await content.locator('script').count()).toBe(0);
    expect(await content.locator('[onclick]').count()).toBe(0);
    expect(await content.locator('a').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__layerScript'])).toBeUndefined();
  });

  // Issue 16: no icon font is on this page (as on most pages that embed an export), yet SR7 sizes icon layers by the
  // glyph: putnam's social icons are 17 px tall in SR7 and drew 2 px (an empty <i> collapses its line).
  test('an icon-set glyph keeps an em box without its font; sr7-hiddenicon shows its icon only on hover; a ligature icon is not drawn as its word', async ({ page }) => {
    await open(page, 'appearance.json');
    await page.waitForSelector(`${layer('12')} .strata-content`, { state: 'attached' });
    const box = async (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    // 20 px font, 30 px line height, padding 18 + 17: one em beside the padding, one line tall.
    const icon = await box(layer('11'));
    expect(icon.width).toBeCloseTo(18 + 20 + 17, 0);
    expect(icon.height).toBeCloseTo(30, 0);
    const hidden = `${layer('12')} .strata-content i`;
    await expect(page.locator(`${layer('12')} .strata-content`)).toHaveClass(/sr7-hiddenicon/);
    expect((await box(hidden)).width).toBe(0);
    await page.locator(`${layer('12')} .strata-content`).hover();
    await expect.poll(async () => (await box(hidden)).width).toBeGreaterThanOrEqual(20);
    // A ligature set's word (Material Icons' playlist_add_check) is one em, not the word, and without the font (none
    // here) it is not drawn in another one.
    expect((await box(layer('13'))).width).toBeCloseTo(10 + 20 + 10, 0);
    await expect(page.locator('html')).toHaveAttribute('data-strata-missing-icons', 'material-icons');
    expect(await page.locator(`${layer('13')} i`).evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
  });

  test('svg is fetched, sanitized, inlined and coloured; missing and empty files are marked failed', async ({ page }) => {
    await open(page, 'appearance.json');
    await page.waitForSelector(`${layer('2')}[data-svg-state="loaded"] .strata-content > svg`, { timeout: 20_000 });
    await page.waitForSelector(`${layer('3')}[data-svg-state="failed"]`, { timeout: 20_000 });
    await page.waitForSelector(`${layer('4')}[data-svg-state="failed"]`, { timeout: 20_000 });
    const svg = await page.evaluate((selector) => {
      const content = document.querySelector(`${selector} .strata-content`) as HTMLElement;
      const root = content.querySelector('svg') as SVGSVGElement;
      const all = Array.from(content.querySelectorAll('*'));
      const w = window as unknown as Record<string, unknown>;
      return {
        viewBox: root.getAttribute('viewBox'),
        size: [root.getBoundingClientRect().width, root.getBoundingClientRect().height],
        dangerous: content.querySelectorAll('script, style, foreignObject, a').length,
        handlers: all.filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on'))).length,
        javascript: content.innerHTML.toLowerCase().includes('javascript:'),
        shapes: content.querySelectorAll('rect, circle, text').length,
        circleFill: getComputedStyle(content.querySelector('circle') as Element).fill,
        ran: [w['__svgScript'], w['__svgOnload'], w['__svgHref']].filter((v) => v !== undefined).length,
        bodyDisplay: getComputedStyle(document.body).display,
      };
    }, layer('2'));
    expect(svg.viewBox).toBe('0 0 120 60');
    expect(svg.size).toEqual([120, 60]);
    expect(svg.dangerous).toBe(0);
    expect(svg.handlers).toBe(0);
    expect(svg.javascript).toBe(false);
    expect(svg.shapes).toBe(3);
    // SR7 svg colour (`svg.c` #ff9139) overrides the file's own white fill.
    expect(svg.circleFill).toBe('rgb(255, 145, 57)');
    expect(svg.ran).toBe(0);
    expect(svg.bodyDisplay).toBe('block');
    expect(await page.locator(`${layer('3')} svg`).count()).toBe(0);
  });

  test('images show once decoded; a missing image leaves the layer box in place without an image', async ({ page }) => {
    await open(page, 'appearance.json');
    await page.waitForSelector(`${layer('5')}[data-image-state="done"] img`, { timeout: 20_000 });
    await page.waitForSelector(`${layer('6')}[data-image-state="error"]`, { timeout: 20_000 });
    const boxes = await page.evaluate(() => {
      const grid = (document.querySelector('[data-strata-layer="5"]') as HTMLElement).offsetParent as HTMLElement;
      const g = grid.getBoundingClientRect();
      const ok = document.querySelector('[data-strata-layer="5"]') as HTMLElement;
      const missing = document.querySelector('[data-strata-layer="6"]') as HTMLElement;
      const img = ok.querySelector('img') as HTMLImageElement;
      const a = ok.getBoundingClientRect();
      const b = missing.getBoundingClientRect();
      return {
        ok: { x: a.left - g.left, y: a.top - g.top, w: a.width, h: a.height },
        missing: { x: b.left - g.left, y: b.top - g.top, w: b.width, h: b.height },
        decoded: img.complete && img.naturalWidth > 0,
        fit: getComputedStyle(img).objectFit,
        missingImgs: missing.querySelectorAll('img').length,
      };
    });
    expect(boxes.ok).toEqual({ x: 40, y: 200, w: 100, h: 50 });
    expect(boxes.missing).toEqual({ x: 200, y: 200, w: 100, h: 50 });
    expect(boxes.decoded).toBe(true);
    // content size "100% 100%" becomes cover (SPEC §5).
    expect(boxes.fit).toBe('cover');
    expect(boxes.missingImgs).toBe(0);
  });

  test('video, audio and a layer bg video render their element, poster and box', async ({ page }) => {
    await open(page, 'appearance.json');
    const media = await page.evaluate(() => {
      const video = document.querySelector('[data-strata-layer="7"] video') as HTMLVideoElement;
      const audio = document.querySelector('[data-strata-layer="8"] audio') as HTMLAudioElement;
      const bg = document.querySelector('[data-strata-layer="9"] .strata-bg-video') as HTMLVideoElement;
      const box = (document.querySelector('[data-strata-layer="7"]') as HTMLElement).getBoundingClientRect();
      return {
        poster: video.getAttribute('poster'),
        muted: video.muted,
        playsInline: video.hasAttribute('playsinline'),
        preload: video.getAttribute('preload'),
        size: [box.width, box.height],
        audioControls: audio.controls,
        bgPoster: bg.getAttribute('poster'),
        bgLoop: bg.loop,
        bgSize: [bg.getBoundingClientRect().width, bg.getBoundingClientRect().height],
      };
    });
    expect(media.poster).toMatch(/\/fixtures\/modules\/assets\/strata-hero-2-thumb\.png$/);
    // Layer 7 has no `mute` key: a layer video keeps its sound (normalize-media.ts); playsinline is the default.
    expect(media).toMatchObject({ muted: false, playsInline: true, preload: 'metadata', size: [160, 90], audioControls: true, bgLoop: true, bgSize: [160, 90] });
    expect(media.bgPoster).toMatch(/strata-hero-3-thumb\.png$/);
  });

  test('accessibility attributes render only when the module has accessibility on', async ({ page }) => {
    await open(page, 'appearance.json');
    const on = page.locator(`${layer('1')} .strata-content`);
    await expect(on).toHaveAttribute('aria-label', 'Gölgeli başlık');
    await expect(on).toHaveAttribute('role', 'note');
    await expect(on).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator(`${layer('5')} .strata-content`)).toHaveAttribute('aria-label', 'Küçük resim');

    await open(page, 'appearance-noacc.json');
    await page.waitForSelector(`${layer('2')}[data-svg-state="loaded"]`, { timeout: 20_000 });
    const attrs = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-strata-layer] .strata-content')).flatMap((el) =>
        Array.from(el.attributes).map((a) => a.name).filter((name) => name === 'role' || name.startsWith('aria-')),
      ),
    );
    expect(attrs).toEqual([]);
  });
});
