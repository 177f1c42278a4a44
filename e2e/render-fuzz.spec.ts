import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ModuleError, normalizeModule } from '../engine/model/index.ts';
import { pick, rng } from '../engine/model/test-random.ts';
import { hasSr7, SR7_ABSENT, SR7_DIR } from './helpers.ts';

/**
 * Issue 16 "a value you do not understand falls back and is reported, it never stops a module", in the browser: a real
 * export with one value damaged (the wrong kind, an absurd size, an SR7 "missing" spelling) still renders in the
 * viewer, with no page error and no error box. Only damage that leaves nothing to show (slides that are not slide
 * objects) is refused, and then the box names the path. engine/model/normalize-errors.test.ts runs thousands of cases
 * through the normalizer; this runs a few dozen through the whole product. Every case is seeded by its number.
 */

const JUNK: readonly unknown[] = [null, 0, -1, 'x', '', '#a', [], {}, [1, 2, 3, 4, 5, 6], { a: 1 }, true, '50%', ['#a'], '\t', 1e9, -1e9, 'NaN', '-5px', '999999px', 'auto', 'none'];

const exportsOf = (): string[] => {
  if (!hasSr7) return [];
  const corpus = join(SR7_DIR, 'corpus');
  return [
    ...readdirSync(SR7_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => join(SR7_DIR, f)),
    ...(existsSync(corpus) ? readdirSync(corpus).sort().map((d) => join(corpus, d, 'module.json')).filter((f) => existsSync(f)) : []),
  ];
};

interface Case {
  readonly name: string;
  readonly doc: unknown;
  /** The path a fatal ModuleError names when the damage leaves nothing to show; null when the module must render. */
  readonly refused: string | null;
}

/** Case `n`: one export, one value anywhere in it replaced by junk. */
function damaged(files: readonly string[], n: number): Case {
  const random = rng(0x16f022 + n);
  const file = pick(random, files);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const slots: { parent: Record<string, unknown>; key: string; path: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null) return;
    for (const key of Object.keys(value)) {
      slots.push({ parent: value as Record<string, unknown>, key, path: `${path}.${key}` });
      walk((value as Record<string, unknown>)[key], `${path}.${key}`);
    }
  };
  walk(doc, 'module');
  const slot = pick(random, slots);
  const junk = structuredClone(pick(random, JUNK));
  slot.parent[slot.key] = junk;
  let refused: string | null = null;
  try {
    normalizeModule(structuredClone(doc), { now: new Date('2025-01-01T00:00:00Z') });
  } catch (error) {
    if (!(error instanceof ModuleError) || !error.fatal) throw error;
    refused = error.path;
  }
  return { name: `case ${n}: ${file.slice(SR7_DIR.length + 1)} ${slot.path} = ${JSON.stringify(junk)}`, doc, refused };
}

const CASES_PER_TEST = 8;

for (const group of [0, 1, 2]) {
  test(`real exports with one damaged value still render (cases ${group * CASES_PER_TEST}–${group * CASES_PER_TEST + CASES_PER_TEST - 1})`, async ({ page }, testInfo) => {
    testInfo.skip(!hasSr7, SR7_ABSENT);
    test.setTimeout(180_000);
    const files = exportsOf();
    let served: unknown = null;
    await page.route((url) => url.pathname === '/fuzz/module.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(served) }));
    for (let n = group * CASES_PER_TEST; n < (group + 1) * CASES_PER_TEST; n++) {
      const c = damaged(files, n);
      served = c.doc;
      const pageErrors: string[] = [];
      const onError = (error: Error) => pageErrors.push(error.message);
      page.on('pageerror', onError);
      await page.goto('/viewer.html?src=/fuzz/module.json');
      if (c.refused === null) {
        await page.waitForFunction(() => performance.getEntriesByName('strata:first-visible', 'mark').length > 0 || !!document.querySelector('[role="alert"]'), undefined, { timeout: 30_000 });
        await expect(page.locator('[role="alert"]'), c.name).toHaveCount(0);
        await expect(page.locator('[data-strata-module]'), c.name).toHaveCount(1);
      } else {
        await expect(page.locator('[role="alert"]'), c.name).toContainText(c.refused);
      }
      page.off('pageerror', onError);
      expect(pageErrors, c.name).toEqual([]);
    }
  });
}
