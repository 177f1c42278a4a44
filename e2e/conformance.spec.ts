import { chromium, expect, test, type Browser } from '@playwright/test';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { fmt, hasSr7, launchOptions, listTargets, loadReferences, pct, runOne, SR7_ABSENT, thresholdFailures, warmUp, WIDTHS, type ModuleWidthResult } from '../conformance/measure.ts';

/**
 * Conformance with the original SR7 runtime on the whole shared set (../shared/fixtures/sr7: the top-level exports and
 * the corpus), measured by conformance/measure.ts exactly as `npm run conformance` measures it (one module per page,
 * 8 px body margin, window 900 high, 4.5 s after load; see conformance/README.md). The bar, per module and
 * width: renders with no error box; median layer IoU ≥ 0.95; ≥ 90 % of visible layers at IoU ≥ 0.8; module width
 * and height within 2 px of the original's. Modules without a reference only have to render.
 * Every module of the shared set meets it (issue 16), so this runs with the rest of the browser tests and holds it.
 */
const targets = hasSr7 ? listTargets() : [];
const refs = hasSr7 ? loadReferences() : null;

// The project's browser shows scrollbars that take width (playwright.config.ts drops --hide-scrollbars); the reference
// was measured with headless Chromium's default, where they take none. The measuring code's own launch keeps it.
let browser: Browser | null = null;
test.beforeAll(async ({ baseURL }) => {
  if (!hasSr7) return;
  test.setTimeout(90_000);
  browser = await chromium.launch(launchOptions(findChromium()));
  // As the runner does: the first measured page should not pay for a cold browser.
  if (targets[0]) await warmUp(browser, baseURL!, targets[0]);
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('SR7 conformance: layer boxes and module size against the original runtime', () => {
  test.describe.configure({ retries: 0 });
  // Without ../shared there is nothing to measure: the one entry says so.
  if (!hasSr7) test('every module of the shared set', ({}, testInfo) => testInfo.skip(true, SR7_ABSENT));
  for (const target of targets) {
    test(`${target.name} at ${WIDTHS.join(' / ')}`, async ({ baseURL }) => {
      test.setTimeout(60_000 * WIDTHS.length);
      const failures: string[] = [];
      const lines: string[] = [];
      for (const width of WIDTHS) {
        const r: ModuleWidthResult = await runOne(browser!, baseURL!, refs!, target, width);
        const s = r.score;
        lines.push(
          `${target.name} @ ${width}: ${r.rendered ? 'rendered' : 'NOT rendered'}` +
            (r.reference ? `, module ${r.ours.module?.w ?? '—'}×${r.ours.module?.h ?? '—'} vs ${r.reference.w}×${r.reference.h}` : ', no reference') +
            (s && s.counted ? `, median IoU ${fmt(s.median)}, IoU≥0.8 ${pct(s.shareGood)} of ${s.counted}` : ''),
        );
        failures.push(...thresholdFailures(r));
      }
      console.log(lines.join('\n'));
      test.info().annotations.push({ type: 'conformance', description: lines.join(' | ') });
      expect(failures.length, `${target.name} is below the bar (${failures.length} checks):\n${failures.join('\n')}\n`).toBe(0);
    });
  }
});
