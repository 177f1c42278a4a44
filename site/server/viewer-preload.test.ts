import { afterEach, describe, expect, it } from 'vitest';
import { makeSite, type TestSite } from './test-helpers.ts';
import { viewerModuleAddress, withViewerPreload } from './viewer-preload.ts';

const PAGE = 'http://strata.test/viewer.html';
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

describe('the viewer page preloads the module its address names', () => {
  let site: TestSite | null = null;
  afterEach(() => {
    site?.cleanup();
    site = null;
  });

  it('names a module of this origin, relative or absolute, with its query', () => {
    expect(viewerModuleAddress(`${PAGE}?src=/sr7/corpus/a/module.json`)).toBe('/sr7/corpus/a/module.json');
    expect(viewerModuleAddress(`${PAGE}?src=modules/b.json%3Fv%3D2`)).toBe('/modules/b.json?v=2');
    expect(viewerModuleAddress(`${PAGE}?src=${encodeURIComponent('http://strata.test/c.json')}`)).toBe('/c.json');
  });

  it('preloads nothing the viewer would refuse or could not fetch', () => {
    for (const src of ['https://elsewhere.example/m.json', '//elsewhere.example/m.json', 'javascript:alert(1)', 'data:application/json,{}', 'http://[bad']) {
      expect(viewerModuleAddress(`${PAGE}?src=${encodeURIComponent(src)}`), src).toBeNull();
    }
    expect(viewerModuleAddress(PAGE)).toBeNull();
    expect(viewerModuleAddress(`${PAGE}?alias=hero`)).toBeNull();
  });

  it('writes the address as an attribute that cannot end early', () => {
    const html = withViewerPreload(`${PAGE}?src=${encodeURIComponent('/m.json?a="><script>x</script>&b=\'')}`)('<head></head>');
    expect(preloads(html)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).toContain('as="fetch" crossorigin="anonymous"');
  });

  it('is served in the viewer page, before the page settings', async () => {
    site = makeSite();
    const html = await (await site.app.request('/viewer.html?src=/fixtures/modules/hero.json')).text();
    expect(preloads(html)).toEqual(['<link rel="preload" href="/fixtures/modules/hero.json" as="fetch" crossorigin="anonymous" />']);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('strata-page-settings'));
    expect(preloads(await (await site.app.request('/viewer.html?src=https://elsewhere.example/m.json')).text())).toEqual([]);
    // Other pages are not touched.
    expect(preloads(await (await site.app.request('/index.html?src=/fixtures/modules/hero.json')).text())).toEqual([]);
  });
});
