/**
 * /ssr-demo.html: the hero module rendered on the server with `renderToString` (issue 17), so the first slide's
 * layers are in the HTML before any script runs; the page's script hydrates the same tree (site/pages/ssr-demo.tsx).
 * `?module=<name>` renders another module of fixtures/modules instead (one whose feature readers a browser loads before
 * it can hydrate: `nav-carousel`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SsrApp } from '../pages/ssr-app.tsx';
import { ServerModuleReaders, type WireModule } from '../../react-ui/index.node.ts';

/** JSON that cannot end its script element (the same escapes as the page settings). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function createSsrPage(fixturesDir: string): (html: string, name?: string) => string {
  const modules = new Map<string, WireModule>();
  const fileOf = (name: string) => resolve(fixturesDir, 'modules', `${name}.json`);
  return (html, name) => {
    // Only a plain name of a module that is there; anything else is the hero.
    const key = name !== undefined && /^[a-z0-9-]+$/.test(name) && existsSync(fileOf(name)) ? name : 'strata-hero';
    let module = modules.get(key);
    if (!module) {
      module = JSON.parse(readFileSync(fileOf(key), 'utf8')) as WireModule;
      modules.set(key, module);
    }
    // The page's components import <Strata> from the browser entry: on the server every feature reader is at hand.
    const markup = renderToString(createElement(ServerModuleReaders, null, createElement(SsrApp, { module })));
    const data = `<script id="ssr-module" type="application/json">${scriptJson(module)}</script>`;
    return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>${data}`);
  };
}
