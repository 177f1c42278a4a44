/**
 * `node --import tsx bench/screenshots.ts`: pictures of what a person reads, to look at after `npm run bench`
 * (it serves the build that run left in bench/.dist; nothing is rebuilt):
 *
 * - bench/results/bench-page.png — /bench.html with the live frame-time plot, the family picker set to `cube`
 *   (`BENCH_SHOT_FAMILY`), after a few seconds of changes;
 * - bench/results/report.png — bench/results/report.html, the whole page.
 *
 * Not part of `npm run bench` (it measures nothing); exits non-zero when a page throws or does not come up.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ErrorLog, freshPage, launchChromium, pageErrorOf, step } from './browser.ts';
import { benchDist } from './pages.ts';
import { startServer } from './server.ts';

const outDir = resolve(import.meta.dirname, 'results');
const family = process.env['BENCH_SHOT_FAMILY'] ?? 'cube';

async function main(): Promise<void> {
  if (!existsSync(join(benchDist, 'bench.html'))) throw new Error('bench/.dist has no build: run `npm run bench` (or `npm run bench -- --quick`) first');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer(4471, benchDist);
  const browser = await launchChromium();
  const errors = new ErrorLog();
  try {
    const { context, page } = await freshPage(browser, errors, 'bench page');
    const broken = pageErrorOf(page);
    await step('loading /bench.html', () => page.goto(`${server.baseUrl}/bench.html`), broken);
    await step('waiting for window.strataBench', () => page.waitForFunction(() => 'strataBench' in window, undefined, { timeout: 45_000 }), broken);
    await step(`picking ${family}`, () => page.getByTestId('family').selectOption(family), broken);
    await step('waiting for the GPU stage', () =>
      page.waitForFunction(
        (f) => {
          const b = (window as unknown as { strataBench: { family(): string; stage(): { kind: string } } }).strataBench;
          return b.family() === f && b.stage().kind === 'gpu';
        },
        family,
        { timeout: 45_000, polling: 100 },
      ), broken);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: join(outDir, 'bench-page.png') });
    await context.close();

    const report = join(outDir, 'report.html');
    if (existsSync(report)) {
      const r = await freshPage(browser, errors, 'report');
      await r.page.goto(pathToFileURL(report).href);
      await r.page.screenshot({ path: join(outDir, 'report.png'), fullPage: true });
      await r.context.close();
    } else console.error('no bench/results/report.html yet: run `npm run bench` first');
    if (errors.pageErrors.length) throw new Error(errors.pageErrors.join('\n'));
    console.log(`wrote ${join('bench/results', 'bench-page.png')}${existsSync(report) ? ' and bench/results/report.png' : ''}`);
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`screenshots failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
