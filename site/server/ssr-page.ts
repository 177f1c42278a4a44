/**
 * /ssr-demo.html: the hero module rendered on the server with `renderToString` (issue 17), so the first slide's
 * layers are in the HTML before any script runs; the page's script hydrates the same tree (site/pages/ssr-demo.tsx).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SsrApp } from '../pages/ssr-app.tsx';
import type { WireModule } from '../../react-ui/index.ts';

/** JSON that cannot end its script element (the same escapes as the page settings). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function createSsrPage(fixturesDir: string): (html: string) => string {
  let module: WireModule | null = null;
  return (html) => {
    module ??= JSON.parse(readFileSync(resolve(fixturesDir, 'modules/strata-hero.json'), 'utf8')) as WireModule;
    const markup = renderToString(createElement(SsrApp, { module }));
    const data = `<script id="ssr-module" type="application/json">${scriptJson(module)}</script>`;
    return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>${data}`);
  };
}
