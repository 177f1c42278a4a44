// Server rendering in plain Node (no bundler): the package's React entry must import without a DOM or CSS, and
// renderToString must print the module's markup. Writes hydrate.html (the markup + the module JSON) for the
// browser to hydrate, and ssr-result.json for scripts/consumer/run.mjs to judge.
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'node:util';

const logged = [];
for (const level of ['error', 'warn']) {
  const original = console[level].bind(console);
  console[level] = (...args) => {
    logged.push({ level, text: format(...args) });
    original(...args);
  };
}

const { createElement, StrictMode, version } = await import('react');
const { renderToString } = await import('react-dom/server');
const { Strata } = await import('strata-slider');
const engine = await import('strata-slider/engine');

const json = JSON.parse(readFileSync('public/strata-hero.json', 'utf8'));
const model = engine.normalizeModule(json);
const html = renderToString(createElement(StrictMode, null, createElement(Strata, { module: json, baseUrl: '/' })));

// JSON inside <script>: `<` escaped so no `</script>` in the data can end the element.
const data = JSON.stringify(json).replace(/</g, '\\u003c');
const page = readFileSync('hydrate.template.html', 'utf8').replace('<!--ssr-outlet-->', html).replace('<!--ssr-data-->', data);
writeFileSync('hydrate.html', page);
writeFileSync(
  'ssr-result.json',
  JSON.stringify({ react: version, html, logged, slides: model.slides.length, windowTouched: typeof globalThis.window !== 'undefined' }),
);
