import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { findChromium } from '../scripts/ensure-chromium.mjs';

export const VIEWPORT = { width: 1280, height: 720 } as const;

/** Headless Chromium with WebGL on SwiftShader, the same flags the e2e suite uses. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('no Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH');
  }
  return chromium.launch({
    executablePath,
    headless: true,
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    timeout: 60_000,
  });
}

/** Errors seen on pages: uncaught page errors fail the run, console errors are reported. */
export class ErrorLog {
  readonly pageErrors: string[] = [];
  readonly consoleErrors: string[] = [];

  watch(page: Page, label: string): void {
    page.on('pageerror', (err) => this.pageErrors.push(`${label}: ${String(err)}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.consoleErrors.push(`${label}: ${msg.text()}`);
    });
    page.on('crash', () => this.pageErrors.push(`${label}: page crashed`));
  }
}

/** A fresh context (empty cache) and page; the caller closes the context. */
export async function freshPage(browser: Browser, errors: ErrorLog, label: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  errors.watch(page, label);
  return { context, page };
}

/** The WebGL renderer string as the page sees it (e.g. "…SwiftShader…"), or null without WebGL. */
export async function webglRenderer(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return null;
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });
}

/** Rejects as soon as the page throws an uncaught error, so a broken page fails fast, not by time-out. */
export function pageErrorOf(page: Page): Promise<never> {
  const failed = new Promise<never>((_, reject) => {
    page.once('pageerror', (err) => reject(new Error(`page threw: ${String(err)}`)));
    page.once('crash', () => reject(new Error('page crashed')));
  });
  failed.catch(() => undefined); // observed only while a step races it
  return failed;
}

/** Runs `fn` and turns a time-out into an error that says what was awaited. */
export async function step<T>(what: string, fn: () => Promise<T>, pageError?: Promise<never>): Promise<T> {
  try {
    return await (pageError ? Promise.race([fn(), pageError]) : fn());
  } catch (err) {
    const msg = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new Error(`${what}: ${msg}`);
  }
}

/**
 * The renderer main thread's busy time so far, in ms, from CDP `Performance.getMetrics` (`TaskDuration`: every task
 * the main thread ran — script, style, layout, paint, GC). Deltas over a window / frames = main-thread ms per frame.
 * Read as thread time where Chromium offers it (`threadTicks`: CPU time of the thread, so other processes on a
 * shared machine do not inflate it, and waiting for the GPU process does not count), else as wall time.
 */
export async function mainThreadClock(page: Page): Promise<{ read: () => Promise<number>; domain: 'threadTicks' | 'timeTicks' }> {
  const cdp = await page.context().newCDPSession(page);
  let domain: 'threadTicks' | 'timeTicks' = 'threadTicks';
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' }).catch(async () => {
    domain = 'timeTicks';
    await cdp.send('Performance.enable');
  });
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const task = metrics.find((m) => m.name === 'TaskDuration');
    return task ? task.value * 1000 : NaN;
  };
  return { read, domain };
}
