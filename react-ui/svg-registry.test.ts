import { describe, expect, it } from 'vitest';
import { createSvgRegistry, type SvgFetch } from './svg-registry.ts';

function setup(files: Record<string, { status?: number; body?: string; throws?: boolean }>) {
  const calls: string[] = [];
  const warnings: string[] = [];
  const fetch: SvgFetch = async (url) => {
    calls.push(url);
    const file = files[url];
    if (!file || file.throws) throw new TypeError('Failed to fetch');
    const status = file.status ?? 200;
    return { ok: status >= 200 && status < 300, status, text: async () => file.body ?? '' };
  };
  const registry = createSvgRegistry({ fetch, baseUrl: 'https://site.test/m/hero.json', warn: (m) => warnings.push(m) });
  return { registry, calls, warnings };
}

describe('svg registry', () => {
  it('fetches each absolute URL once and returns sanitized markup that fills its box', async () => {
    const { registry, calls } = setup({ 'https://site.test/m/a.svg': { body: '<svg width="10" height="10" onload="x()"><script>x()</script><path d="M0 0"/></svg>' } });
    expect(registry.state('a.svg')).toBe('loading');
    const [one, two] = await Promise.all([registry.load('a.svg'), registry.load('https://site.test/m/a.svg')]);
    expect(one).toBe(two);
    expect(calls).toEqual(['https://site.test/m/a.svg']);
    expect(one).toEqual({ ok: true, markup: '<svg viewbox="0 0 10 10" width="100%" height="100%"><path d="M0 0"></path></svg>' });
    expect(registry.state('a.svg')).toBe('loaded');
  });

  it('marks empty bodies, HTTP errors, network errors and non-SVG files failed (SPEC §8), warning once each', async () => {
    const { registry, warnings } = setup({
      'https://site.test/m/empty.svg': { body: '  \n' },
      'https://site.test/m/404.svg': { status: 404, body: 'Not found' },
      'https://site.test/m/page.svg': { body: '<html>nope</html>' },
    });
    for (const url of ['empty.svg', '404.svg', 'down.svg', 'page.svg']) {
      expect(await registry.load(url), url).toMatchObject({ ok: false });
      await registry.load(url);
      expect(registry.state(url)).toBe('failed');
    }
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toBe('[strata] svg could not be loaded (empty file): https://site.test/m/empty.svg');
    expect(warnings[1]).toContain('HTTP 404');
  });

  it('destroy forgets results; loads in flight resolve as failed; idempotent', async () => {
    const { registry } = setup({ 'https://site.test/m/a.svg': { body: '<svg></svg>' } });
    const promise = registry.load('a.svg');
    registry.destroy();
    registry.destroy();
    expect(await promise).toMatchObject({ ok: false });
    expect(registry.peek('a.svg')).toBeUndefined();
  });
});
