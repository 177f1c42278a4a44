import { createElement, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALL_READERS } from '../engine/model/all-readers.ts';
import { ALL_VIEWS } from './all-views.ts';
import { Strata } from './index.node.ts';
import { loadFeatureReaders, ModuleReadersContext, pageReaders, pageViews, readersIn, useViewsOrSuspend } from './module-readers.ts';

describe("a page's feature code (module-readers.ts)", () => {
  it('loads each reader once per page, and a page holds what it loaded', async () => {
    expect(readersIn(['pan'])).toBe(false);
    const [first, second] = await Promise.all([loadFeatureReaders(['pan', 'actions']), loadFeatureReaders(['pan'])]);
    expect(first).toBe(second);
    expect(readersIn(['pan', 'actions'])).toBe(true);
    expect(pageReaders().pan?.readSlidePan).toBe(ALL_READERS.pan.readSlidePan);
    expect(readersIn(['media'])).toBe(false);
  });

  it('views a render cannot go without suspend it until they are in; the server has them at once; unwanted, none', async () => {
    const Box = ({ wanted }: { readonly wanted: boolean }): ReactNode => {
      const box = useViewsOrSuspend('serverBox', wanted);
      return box ? 'box' : 'none';
    };
    const render = (wanted: boolean, withServerCode = false) => {
      const tree = createElement(Suspense, { fallback: 'waiting' }, createElement(Box, { wanted }));
      return renderToString(withServerCode ? createElement(ModuleReadersContext.Provider, { value: { readers: ALL_READERS, views: ALL_VIEWS } }, tree) : tree);
    };
    // renderToString marks a Suspense boundary's content with comments: `<!--$-->…` shown, `<!--$!-->…` its fallback.
    expect(render(false)).toBe('<!--$-->none<!--/$-->');
    expect(render(true, true)).toBe('<!--$-->box<!--/$-->');
    expect(render(true)).toMatch(/^<!--\$!-->[\s\S]*waiting<!--\/\$-->$/);
    await loadFeatureReaders(['serverBox']);
    expect(render(true)).toBe('<!--$-->box<!--/$-->');
  });

  it("a feature's views come in with its readers", async () => {
    expect(pageViews().filters).toBeUndefined();
    await loadFeatureReaders(['filters']);
    expect(pageViews().filters?.ensureMediaFilterStyles).toBe(ALL_VIEWS.filters.ensureMediaFilterStyles);
    expect(pageReaders().filters?.MEDIA_FILTERS).toBe(ALL_READERS.filters.MEDIA_FILTERS);
  });

  it('a server renders a module with a video layer, a filter look and a pattern overlay at once: every feature view is at hand', () => {
    const module = {
      settings: { alias: 'media-ssr', size: { width: [1240], height: [600] }, bg: { overlay: { type: '3', cB: '#000000' } } },
      slides: { 1: { slide: {}, layers: { 1: { type: 'video', content: { src: 'clip.mp4' } }, 2: { type: 'image', mF: 'lark', content: { src: 'a.jpg' } } } } },
    };
    const html = renderToString(createElement(Strata, { module }));
    expect(html).toMatch(/<video[^>]*clip\.mp4/);
    expect(html).toContain('strata-mf-lark');
    expect(html).toContain('strata-module-overlay');
  });
});
