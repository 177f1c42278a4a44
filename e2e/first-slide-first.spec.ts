import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/**
 * The first slide starts alone: until it is visible only its layers are rendered (the other slides' boxes are there,
 * empty), so the first render and layout do what the first slide needs; the other slides' layers follow right after,
 * and a change asked for at once still plays the next slide's entrance (it waits for them: LayerHost.whenRendered).
 */
const ALIAS = 'strata-hero';

test('until the first slide is visible only its layers are in the DOM; the others follow, and a change at once still enters', async ({ page }) => {
  const errors = watchConsole(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __atVisible: Record<string, number> | null; __entered: string[] };
    w.__atVisible = null;
    w.__entered = [];
    document.addEventListener('sr.layer.action', (event) => {
      const d = (event as CustomEvent<{ slide: string; layer: string; eventtype: string; scene: string }>).detail;
      if (d.eventtype === 'enteredstage' && d.scene === 'in') w.__entered.push(`${d.slide}/${d.layer}`);
    });
    // Counted when the mark is made, in the same task: nothing after it can have rendered yet.
    const mark = performance.mark.bind(performance);
    performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
      const entry = mark(name, options);
      if (name === 'strata:first-visible' && !w.__atVisible) {
        const counts: Record<string, number> = {};
        for (const slide of document.querySelectorAll<HTMLElement>('[data-strata-slide]')) counts[slide.dataset['strataSlide'] ?? ''] = slide.querySelectorAll('[data-strata-layer]').length;
        w.__atVisible = counts;
        // A change asked for the moment the module is visible: slide 2's layers are not rendered yet.
        (window as unknown as { strata: { get(a: string): { next(): void } } }).strata.get('strata-hero').next();
      }
      return entry;
    }) as typeof performance.mark;
  });
  await page.goto('/viewer.html?src=/fixtures/modules/strata-hero.json');
  await page.waitForFunction(() => (window as unknown as { __atVisible: unknown }).__atVisible !== null);
  const atVisible = await page.evaluate(() => (window as unknown as { __atVisible: Record<string, number> }).__atVisible);
  expect(atVisible['1']).toBeGreaterThan(0);
  expect(atVisible['2']).toBe(0);
  expect(atVisible['3']).toBe(0);

  // Everything is rendered once the first slide has started, and the change landed on slide 2 with its layers entered.
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('[data-strata-slide="3"] [data-strata-layer]')].length)).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate((a) => (window as unknown as { strata: { get(id: string): { current(): { index: number } } } }).strata.get(a).current().index, ALIAS), { timeout: 10_000 })
    .toBe(1);
  // Every layer of slide 2 that has an entrance played it (entered events), not only appeared at rest.
  const entering = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-strata-slide="2"] [data-strata-enters]')].map((el) => `2/${el.dataset['strataLayer']}`));
  expect(entering.length).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __entered: string[] }).__entered.filter((id) => id.startsWith('2/')).sort()), { timeout: 10_000 }).toEqual([...entering].sort());
  expect(errors).toEqual([]);
});
