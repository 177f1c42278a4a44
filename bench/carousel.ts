import type { Browser } from 'playwright';
import { ErrorLog, freshPage, pageErrorOf, step } from './browser.ts';
import { fmt, table } from './stats.ts';
import { thousandSlides } from './thousand-slides.ts';

/**
 * The carousel's cost follows what is visible, not how many slides the module has: fixtures/test/carousel.json
 * (8 slides) against a generated 1,000-slide module (made as e2e/carousel.spec.ts makes it, served through a
 * route), both maxV 3. While each moves (a jump to the middle, back to the first, one step back over the wrap),
 * every frame counts the module's DOM nodes, its slide elements, the cards on screen and the textures the stage
 * holds (`stage().texturesResident`).
 */
export interface CarouselResult {
  label: string;
  slides: number;
  stageKind: string;
  frames: number;
  /** Maxima over the frames while it moved. */
  maxDomNodes: number;
  maxSlideElements: number;
  maxVisibleCards: number;
  maxTextures: number;
  /** Medians over the frames. */
  medianDomNodes: number;
  medianVisibleCards: number;
  /** Max DOM nodes / max cards on screen. */
  domNodesPerVisibleCard: number;
  /** Median requestAnimationFrame interval while it moved (ms). */
  medianFrameMs: number;
}


const CASES = [
  { label: 'carousel.json (8 slides)', slides: 8, src: '/fixtures/test/carousel.json', alias: 'test-carousel', middle: 4 },
  { label: 'generated (1,000 slides)', slides: 1000, src: '/generated/carousel-1000.json', alias: 'test-carousel-1000', middle: 500 },
] as const;

type Api = { show(r: unknown): void; prev(): void; stage(): { kind: string; texturesResident: number } };
type Frame = { t: number; nodes: number; slides: number; visible: number; textures: number };

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.round((s.length - 1) * q))] as number) : NaN;
};

export async function measureCarousels(browser: Browser, baseUrl: string, errors: ErrorLog, moveMs = 600): Promise<CarouselResult[]> {
  const out: CarouselResult[] = [];
  const generated = thousandSlides();
  for (const c of CASES) {
    const { context, page } = await freshPage(browser, errors, `carousel ${c.slides}`);
    const broken = pageErrorOf(page);
    try {
      await page.route((url) => url.pathname === '/generated/carousel-1000.json', (route) => route.fulfill({ json: generated }));
      await step(`loading ${c.src}`, () => page.goto(`${baseUrl}/viewer.html?src=${c.src}`), broken);
      await step('waiting for the focused card', () => page.locator('[data-strata-card][data-focused]').first().waitFor({ timeout: 30_000 }), broken);
      // Whatever it loads after first paint (a carousel draws with the DOM, no stage) is in before the moves are counted.
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      const frames = await step('moving the carousel', () =>
        page.evaluate(
          async ({ alias, middle, moveMs }) => {
            // No named local functions in here: tsx's keepNames would wrap them in an undefined __name().
            const api = (window as unknown as { strata: { get(id: string): Api } }).strata.get(alias);
            const root = document.querySelector('[data-strata-module]');
            const box = root?.getBoundingClientRect();
            const got: Frame[] = [];
            for (const request of [middle, 'first', '-1'] as const) {
              if (request === '-1') api.prev();
              else api.show(request);
              const t0 = performance.now();
              while (performance.now() - t0 < moveMs) {
                await new Promise((r) => requestAnimationFrame(r));
                const cards = [...document.querySelectorAll('[data-strata-card]')];
                const visible = cards.filter((el) => {
                  const r = el.getBoundingClientRect();
                  const inside = box ? r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom : r.width > 0;
                  return inside && r.width > 0 && Number(getComputedStyle(el).opacity) > 0.01;
                }).length;
                got.push({
                  t: performance.now(),
                  nodes: root ? 1 + root.querySelectorAll('*').length : 0,
                  slides: document.querySelectorAll('[data-strata-slide]').length,
                  visible,
                  textures: api.stage().texturesResident,
                });
              }
            }
            return { frames: got, kind: api.stage().kind };
          },
          { alias: c.alias, middle: c.middle, moveMs },
        ), broken);
      const f = frames.frames;
      const max = (pick: (x: Frame) => number) => f.reduce((m, x) => Math.max(m, pick(x)), 0);
      out.push({
        label: c.label,
        slides: c.slides,
        stageKind: frames.kind,
        frames: f.length,
        maxDomNodes: max((x) => x.nodes),
        maxSlideElements: max((x) => x.slides),
        maxVisibleCards: max((x) => x.visible),
        maxTextures: max((x) => x.textures),
        medianDomNodes: quantile(f.map((x) => x.nodes), 0.5),
        medianVisibleCards: quantile(f.map((x) => x.visible), 0.5),
        domNodesPerVisibleCard: max((x) => x.nodes) / Math.max(1, max((x) => x.visible)),
        medianFrameMs: quantile(f.slice(1).map((x, i) => x.t - (f[i] as Frame).t), 0.5),
      });
    } finally {
      await context.close();
    }
  }
  return out;
}

export function printCarousels(rows: readonly CarouselResult[]): void {
  console.log('\nCarousel while it moves (maxV 3): per frame, maxima (median) over the moves');
  console.log(table([
    ['module', 'stage', 'frames', 'frame interval median (ms)', 'DOM nodes', 'slide elements', 'cards on screen', 'textures resident', 'DOM nodes / card on screen'],
    ...rows.map((r) => [r.label, r.stageKind, String(r.frames), fmt(r.medianFrameMs, 1), `${r.maxDomNodes} (${fmt(r.medianDomNodes, 0)})`, String(r.maxSlideElements), `${r.maxVisibleCards} (${fmt(r.medianVisibleCards, 0)})`, String(r.maxTextures), fmt(r.domNodesPerVisibleCard, 1)]),
  ]));
}
