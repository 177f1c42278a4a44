#!/usr/bin/env node
/**
 * Consumer check (issue 17): the package as a stranger's app gets it.
 *
 *  1. pack     builds the library (scripts/consumer/build-lib.mjs) into a staging copy of the package and
 *              `npm pack`s it, outside this checkout (others build and test here at the same time); checks the
 *              tarball holds only lib/, the legal files, the docs and package.json.
 *  2. per React version (18.3 and 19), in a fresh temporary app:
 *     scaffold  `npx create-vite@latest --template react-ts` (from the npm cache when it can), else the same files
 *               from scripts/consumer/template-react-ts/; `strict`, `noUncheckedIndexedAccess` and
 *               `exactOptionalPropertyTypes` are switched on in its tsconfigs (create-vite 9 leaves `strict` out);
 *               scripts/consumer/app/ replaces its src/
 *     install   the tarball + react/react-dom/@types of that version (`npm install --prefer-offline`); checks
 *               that strata-slider brings only its runtime dependencies
 *     node      `node -e "import('strata-slider/react')"`, then node-import.mjs: every entry imports in plain Node
 *               without defining window/document or any other global, and without a CSS loader
 *     tsc -b    the template's project references (tsconfig.app.json + tsconfig.node.json); src/types-check.ts
 *               checks the public types (an inline module `satisfies WireModule`, a number is no module …);
 *               then the app again with `skipLibCheck: false`, which type-checks strata-slider's declarations
 *     build     `vite build`
 *     ssr       `node ssr.mjs`: renderToString(<Strata module={json} />) in plain Node; no console error, the
 *               module's box and the first slide's text layers in the HTML
 *     dev       `vite` dev server + Chromium: `/` renders the module from its JSON URL and hands over to the GPU
 *               stage ([data-strata-module][data-backdrop="gpu"], `api.stage()` kind 'gpu' with frames drawn and a
 *               painted pixel); `/hydrate.html` shows the server HTML's text layers and box before any script runs,
 *               then hydrates it (hydrateRoot) with no console error, no hydration warning and the same box height
 *     preview   `vite preview` of the production build + Chromium: the GPU stage again (lazy chunks, real bundle)
 *
 * Usage: npm run test:consumer [-- --react 18,19] [--keep]
 * Env:   STRATA_CONSUMER_REACT    the React majors to try (default "18,19")
 *        STRATA_CONSUMER_KEEP=1   keep the temporary folder (its path is printed)
 *        CHROMIUM_PATH            the browser (else scripts/ensure-chromium.mjs's search)
 * Exit 1 when any check fails; every React version is tried either way.
 */
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from '../ensure-chromium.mjs';

const root = resolve(import.meta.dirname, '../..');
const here = import.meta.dirname;
const argv = process.argv.slice(2);
const argOf = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const keep = argv.includes('--keep') || process.env.STRATA_CONSUMER_KEEP === '1';
const majors = (argOf('--react') ?? process.env.STRATA_CONSUMER_REACT ?? '18,19').split(',').map((s) => s.trim()).filter(Boolean);

/** What each app installs beside the tarball; the template's tooling (vite, typescript, plugin-react) stays. */
const REACT_VERSIONS = {
  18: { react: '^18.3.1', 'react-dom': '^18.3.1', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
  19: { react: '^19.0.0', 'react-dom': '^19.0.0', '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0' },
};
const RUNTIME_DEPENDENCIES = ['pixi.js', 'popmotion', 'zustand'];
const GPU_SELECTOR = '[data-strata-module][data-backdrop="gpu"]';
const HYDRATION_WORDS = /hydrat|did not match|server rendered|server HTML|text content does not match/i;

const work = mkdtempSync(join(tmpdir(), 'strata-consumer-'));
const started = performance.now();
const failures = [];
const timings = new Map(); // step → Map(label → seconds)
const cleanups = [];

// A clean environment for the apps' tools: nothing of this repository's `npm run` leaks into them.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^npm_(package|lifecycle)_|^npm_config_local_prefix$|^INIT_CWD$/.test(k)),
);
env.BROWSER = 'none';
env.NO_UPDATE_NOTIFIER = '1';
env.npm_config_update_notifier = 'false';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[consumer] ${line}`);

function record(label, step, ms) {
  if (!timings.has(step)) timings.set(step, new Map());
  timings.get(step).set(label, ms);
}

/** Runs one step; a failure is recorded with its message and the step's log tail, and stops this label's steps. */
async function step(label, name, fn) {
  const t = performance.now();
  try {
    const note = await fn();
    const ms = performance.now() - t;
    record(label, name, ms);
    log(`${label.padEnd(8)} ✓ ${name.padEnd(9)} ${seconds(ms).padStart(7)}${note ? `  ${note}` : ''}`);
  } catch (error) {
    const ms = performance.now() - t;
    record(label, name, ms);
    log(`${label.padEnd(8)} ✗ ${name.padEnd(9)} ${seconds(ms).padStart(7)}  ${error.message}`);
    if (error.details) {
      const lines = error.details.split('\n');
      const shown = lines.length > 40 ? [...lines.slice(0, 40), `… ${lines.length - 40} more lines in the log`] : lines;
      console.log(shown.join('\n').replace(/^/gm, '           | '));
    }
    failures.push(`${label} ${name}: ${error.message}`);
    throw error;
  }
}

function fail(message, details) {
  const error = new Error(message);
  if (details) error.details = details;
  return error;
}

/** Runs a command to completion, its output in a log file; resolves with its stdout, rejects with the log's tail. */
function exec(cmd, args, { cwd, logFile, timeoutMs = 300_000 }) {
  return new Promise((resolvePromise, reject) => {
    const out = createWriteStream(logFile, { flags: 'a' });
    out.write(`$ ${cmd} ${args.join(' ')}  (in ${cwd})\n`);
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(fail(`${cmd}: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      out.end(() => {
        if (code === 0) return resolvePromise(stdout);
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
        reject(fail(`${cmd} ${args.slice(0, 3).join(' ')} exited ${code ?? signal}`, tail));
      });
    });
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

/** Starts `vite <args>` of an app on a free port; resolves once it answers HTTP. */
async function startVite(appDir, args, logFile) {
  const port = await freePort();
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [join(appDir, 'node_modules/vite/bin/vite.js'), ...args, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = () =>
    new Promise((resolvePromise) => {
      if (exited) return resolvePromise();
      child.once('exit', () => resolvePromise());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw fail(`vite ${args[0] ?? ''} exited before it served`, readFileSync(logFile, 'utf8').slice(-3000));
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw fail(`vite ${args[0] ?? ''} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop };
}

let browserPromise = null;
function browser() {
  browserPromise ??= (async () => {
    const { chromium } = await import('playwright-core');
    const executablePath = findChromium();
    if (!executablePath) throw fail('no Chromium found (set CHROMIUM_PATH, or run node scripts/ensure-chromium.mjs)');
    const b = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--enable-webgl',
        '--ignore-gpu-blocklist',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    cleanups.push(() => b.close());
    return b;
  })();
  return browserPromise;
}

/** Opens a page, collects console errors/warnings and page errors, waits for `selector`, runs `inspect`. */
async function visit(url, selector, { settleMs = 0, inspect } = {}) {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  const warnings = [];
  page.on('console', (msg) => {
    // "Failed to load resource" names no address: the message's location does.
    const where = msg.text().startsWith('Failed to load resource') ? ` (${msg.location().url})` : '';
    if (msg.type() === 'error') errors.push(`${msg.text()}${where}`);
    else if (msg.type() === 'warning') warnings.push(msg.text());
  });
  // An uncaught error (a render that threw) ends the wait at once instead of after the time-out.
  let crashed;
  const crash = new Promise((_resolve, reject) => {
    crashed = reject;
  });
  crash.catch(() => {});
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.message}`);
    crashed(error);
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const t = performance.now();
    try {
      await Promise.race([page.waitForSelector(selector, { state: 'attached', timeout: 90_000 }), crash]);
    } catch {
      const state = await page
        .evaluate(() => document.querySelector('[data-strata-module]')?.outerHTML.slice(0, 300) ?? document.body.innerHTML.slice(0, 300))
        .catch(() => '?');
      const why = errors.some((e) => e.startsWith('uncaught: ')) ? 'the page threw before' : 'not within 90 s:';
      throw fail(`${why} ${selector}`, [...errors.map((e) => `console.error: ${e}`), `page: ${state}`].join('\n'));
    }
    const waitedMs = performance.now() - t;
    if (settleMs) await page.waitForTimeout(settleMs);
    const extra = inspect ? await inspect(page) : {};
    return { errors, warnings, waitedMs, ...extra };
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------------------------------------------------------

async function pack() {
  const staging = join(work, 'package');
  mkdirSync(staging);
  for (const f of ['package.json', 'README.md', 'LICENSE', 'NOTICE']) cpSync(join(root, f), join(staging, f));
  cpSync(join(root, 'docs'), join(staging, 'docs'), { recursive: true });
  const logFile = join(work, 'pack.log');
  await exec(process.execPath, [join(here, 'build-lib.mjs'), '--out', join(staging, 'lib')], { cwd: root, logFile });
  // prepack would build again, with this checkout's tools: the staging copy is already built.
  const out = await exec('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: staging, logFile });
  const json = JSON.parse(out);
  const { filename, size, unpackedSize, files } = json[0];
  const allowed = /^(package\.json|README\.md|LICENSE|NOTICE|docs\/[^/]+\.md|lib\/.+\.(js|js\.map|css|d\.ts))$/;
  const strays = files.map((f) => f.path).filter((p) => !allowed.test(p));
  if (strays.length) throw fail(`the tarball holds files outside lib/ and the legal files: ${strays.slice(0, 10).join(', ')}`);
  for (const needed of ['lib/react.js', 'lib/engine.js', 'lib/style.css', 'lib/types/react-ui/index.d.ts', 'lib/types/engine/index.d.ts', 'LICENSE', 'NOTICE']) {
    if (!files.some((f) => f.path === needed)) throw fail(`the tarball lacks ${needed}`);
  }
  const buildLog = readFileSync(logFile, 'utf8');
  const imports = /build-lib: imports (.*)/.exec(buildLog)?.[1] ?? '?';
  return {
    tarball: join(work, filename),
    note: `${filename}: ${(size / 1024).toFixed(0)} kB packed, ${(unpackedSize / 1024).toFixed(0)} kB unpacked, ${files.length} files; JS imports ${imports}`,
  };
}

async function scaffold(label, appDir, logFile) {
  const name = `app-${label}`;
  try {
    await exec('npx', ['-y', '--prefer-offline', 'create-vite@latest', name, '--template', 'react-ts', '--no-interactive'], {
      cwd: work,
      logFile,
      timeoutMs: 90_000,
    });
    if (!existsSync(join(appDir, 'tsconfig.app.json'))) throw fail('create-vite wrote no tsconfig.app.json');
    const version = /create-vite v([\d.]+)/.exec(readFileSync(logFile, 'utf8'))?.[1] ?? '?';
    return `create-vite ${version}`;
  } catch (error) {
    rmSync(appDir, { recursive: true, force: true });
    cpSync(join(here, 'template-react-ts'), appDir, { recursive: true });
    rmSync(join(appDir, 'README.md'));
    return `create-vite unavailable (${error.message}); scripts/consumer/template-react-ts`;
  }
}

/** The options a strict app adds, put first in `compilerOptions` (the template's files have comments: no JSON.parse). */
const STRICT = { strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true };

function strictTsconfig(file) {
  const text = readFileSync(file, 'utf8');
  const missing = Object.entries(STRICT).filter(([k]) => !new RegExp(`"${k}"\\s*:`).test(text));
  if (missing.length === 0) return;
  const lines = missing.map(([k, v]) => `\n    "${k}": ${JSON.stringify(v)},`).join('');
  const next = text.replace(/"compilerOptions"\s*:\s*\{/, (m) => `${m}${lines}`);
  if (next === text) throw fail(`${file}: no compilerOptions to make strict`);
  writeFileSync(file, next);
}

function prepareApp(appDir, major, tarball) {
  strictTsconfig(join(appDir, 'tsconfig.app.json'));
  strictTsconfig(join(appDir, 'tsconfig.node.json'));
  // The same app with `skipLibCheck` off: strata-slider's declarations must type-check in an app that checks them.
  const libCheck = { extends: './tsconfig.app.json', compilerOptions: { skipLibCheck: false, tsBuildInfoFile: null }, include: ['src'] };
  writeFileSync(join(appDir, 'tsconfig.libcheck.json'), `${JSON.stringify(libCheck, null, 2)}\n`);
  rmSync(join(appDir, 'src'), { recursive: true, force: true });
  cpSync(join(here, 'app'), appDir, { recursive: true });
  mkdirSync(join(appDir, 'public'), { recursive: true });
  cpSync(join(root, 'fixtures/modules/strata-hero.json'), join(appDir, 'public/strata-hero.json'));
  cpSync(join(root, 'fixtures/modules/assets'), join(appDir, 'public/assets'), { recursive: true });
  const pkgFile = join(appDir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const versions = REACT_VERSIONS[major];
  pkg.name = `strata-consumer-react${major}`;
  pkg.dependencies = { ...pkg.dependencies, react: versions.react, 'react-dom': versions['react-dom'], 'strata-slider': `file:${tarball}` };
  pkg.devDependencies = { ...pkg.devDependencies, '@types/react': versions['@types/react'], '@types/react-dom': versions['@types/react-dom'] };
  delete pkg.devDependencies.oxlint; // the template's linter: not what this check is about, and one download less
  delete pkg.scripts?.lint;
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
}

function installedVersion(appDir, name) {
  try {
    return JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

async function install(appDir, logFile) {
  await exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=warn'], { cwd: appDir, logFile });
  const lock = JSON.parse(readFileSync(join(appDir, 'package-lock.json'), 'utf8'));
  const entry = lock.packages['node_modules/strata-slider'];
  if (!entry) throw fail('strata-slider is not in the app\'s package-lock.json');
  const deps = Object.keys(entry.dependencies ?? {}).sort();
  if (deps.join() !== RUNTIME_DEPENDENCIES.join()) throw fail(`strata-slider depends on ${deps.join(', ')}; expected only ${RUNTIME_DEPENDENCIES.join(', ')}`);
  const peers = Object.entries(entry.peerDependencies ?? {}).map(([k, v]) => `${k}@${v}`).join(', ');
  return `react ${installedVersion(appDir, 'react')}, react-dom ${installedVersion(appDir, 'react-dom')}, @types/react ${installedVersion(appDir, '@types/react')}; strata-slider brings ${deps.join(', ')} (peers ${peers})`;
}

/** Normalized visible text: tags out, the common entities decoded, whitespace collapsed. */
function visibleText(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_m, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first slide's text layers of the module the apps render (there must be some to look for). */
function heroTexts(appDir) {
  const texts = firstSlideTexts(JSON.parse(readFileSync(join(appDir, 'public/strata-hero.json'), 'utf8')));
  if (texts.length === 0) throw fail("the hero module's first slide has no text layers to look for");
  return texts;
}

/** The text layers of the module's first slide (lowest `slide.order`), as visible text. */
function firstSlideTexts(module) {
  const slides = Object.values(module.slides ?? {}).filter((s) => s && typeof s === 'object' && !s.slide?.global);
  slides.sort((a, b) => Number(a.slide?.order ?? 0) - Number(b.slide?.order ?? 0));
  const layers = Object.values(slides[0]?.layers ?? {});
  return layers
    .filter((l) => l?.type === 'text' && typeof l.content?.text === 'string')
    .map((l) => visibleText(l.content.text))
    .filter(Boolean);
}

async function serverRender(appDir, logFile) {
  await exec(process.execPath, ['ssr.mjs'], { cwd: appDir, logFile, timeoutMs: 60_000 });
  const result = JSON.parse(readFileSync(join(appDir, 'ssr-result.json'), 'utf8'));
  const problems = [];
  if (result.windowTouched) problems.push('importing the React entry defined a global window');
  for (const { level, text } of result.logged) if (level === 'error' || HYDRATION_WORDS.test(text)) problems.push(`console.${level} during server rendering: ${text.split('\n')[0]}`);
  const hasBox = /data-strata-module|strata-loading/.test(result.html);
  if (!hasBox) problems.push('the server HTML has neither [data-strata-module] nor the loading placeholder');
  const texts = heroTexts(appDir);
  const text = visibleText(result.html);
  const missing = texts.filter((t) => !text.includes(t));
  if (missing.length) problems.push(`the server HTML lacks ${missing.length} of the first slide's ${texts.length} text layers, e.g. "${missing[0]}"`);
  // The box's height before any script runs: an aspect ratio, or (a full-width module) its slides' height as a padding.
  if (!/aspect-ratio:\s*\d|::before\{content:"";display:block;padding-top:calc\(/.test(result.html)) problems.push("the server HTML reserves no height for the module's box");
  const content = `${texts.length - missing.length}/${texts.length} first-slide text layers in the HTML`;
  if (problems.length) throw fail(problems[0], [...problems.slice(1), `server HTML: ${result.html.slice(0, 400)}`].join('\n'));
  const warned = result.logged.filter((l) => l.level === 'warn').length;
  const box = /data-strata-module/.test(result.html) ? 'the module box' : 'the loading placeholder';
  return `React ${result.react}: ${(result.html.length / 1024).toFixed(1)} kB of HTML with ${box}; ${content}; ${result.slides} slides normalized${warned ? `; ${warned} console.warn` : ''}`;
}

function judge(result, what) {
  const hydration = [...(result.hydrationErrors ?? []), ...result.errors.filter((e) => HYDRATION_WORDS.test(e)), ...result.warnings.filter((w) => HYDRATION_WORDS.test(w))];
  if (hydration.length) throw fail(`${what}: hydration mismatch`, hydration.join('\n'));
  if (result.errors.length) throw fail(`${what}: ${result.errors.length} console error(s): ${result.errors[0].split('\n')[0]}`, result.errors.join('\n'));
}

/** What the GPU stage reports once the module's root says `data-backdrop="gpu"` (the handover to the Pixi stage). */
const gpuInspect = (page) =>
  page.evaluate(() => {
    const api = window.strata?.get('strata-hero');
    const stage = api?.stage();
    const root = document.querySelector('[data-strata-module]');
    const rect = root?.getBoundingClientRect();
    // The middle of the stage: the first slide's background image, drawn by the GPU stage.
    const pixel = stage && rect ? stage.samplePixel(rect.width / 2, rect.height / 2) : null;
    return {
      stage: stage ? { kind: stage.kind, drawCalls: stage.drawCalls, frames: stage.frames } : null,
      canvas: root?.querySelector('canvas') ? true : false,
      pixel,
      ready: document.body.dataset.consumerReady ?? null,
    };
  });

async function checkGpu(url, what) {
  const result = await visit(url, GPU_SELECTOR, { settleMs: 500, inspect: gpuInspect });
  judge(result, what);
  const { stage, pixel } = result;
  if (!stage) throw fail(`${what}: window.strata.get('strata-hero') gave no API`);
  if (stage.kind !== 'gpu') throw fail(`${what}: data-backdrop="gpu" but api.stage().kind is '${stage.kind}'`);
  if (!(stage.frames > 0) || !(stage.drawCalls > 0)) throw fail(`${what}: the GPU stage drew nothing (${stage.frames} frames, ${stage.drawCalls} draw calls)`);
  if (!result.canvas) throw fail(`${what}: no <canvas> in the module`);
  if (!pixel || pixel[3] === 0) throw fail(`${what}: the GPU stage's middle pixel is ${pixel ? 'transparent' : 'unreadable'}`);
  if (result.ready !== '3') throw fail(`${what}: onReady did not report the module's 3 slides (got ${result.ready})`);
  const warned = result.warnings.length ? `, ${result.warnings.length} console warning(s)` : '';
  return `${what}: GPU stage after ${seconds(result.waitedMs)} (${stage.frames} frames, ${stage.drawCalls} draw calls, pixel rgba(${pixel.join(',')})), onReady ✓${warned}`;
}

/** `/hydrate.html`: the server HTML alone shows the first slide's text in the module's box; hydration keeps it. */
async function checkHydration(url, appDir) {
  const texts = heroTexts(appDir);
  const result = await visit(url, '[data-strata-module]', {
    settleMs: 1500,
    inspect: (page) =>
      page.evaluate(() => {
        const rect = document.querySelector('#root [data-strata-module]')?.getBoundingClientRect();
        return {
          hydrationErrors: window.__hydrationErrors ?? ['hydrate.tsx did not run'],
          before: window.__beforeHydration ?? null,
          after: rect ? { width: rect.width, height: rect.height } : null,
          registered: window.strata?.get('strata-hero') ? true : false,
        };
      }),
  });
  judge(result, '/hydrate.html');
  const { before, after } = result;
  if (!before) throw fail('/hydrate.html: the pre-hydration probe did not run');
  const shown = visibleText(before.text ?? '');
  const missing = texts.filter((t) => !shown.includes(t));
  if (missing.length) throw fail(`/hydrate.html: before hydration the page lacks ${missing.length} of ${texts.length} first-slide text layers, e.g. "${missing[0]}"`);
  if (!before.box || before.box.height < 100) throw fail(`/hydrate.html: before hydration the module's box is ${before.box ? `${before.box.height} px` : 'missing'} high`);
  if (!after) throw fail('/hydrate.html: no module after hydration');
  if (Math.abs(after.height - before.box.height) > 1) throw fail(`/hydrate.html: the module's box went from ${before.box.height.toFixed(1)} px high before hydration to ${after.height.toFixed(1)} px after (a second layout)`);
  if (!result.registered) throw fail('/hydrate.html: the hydrated module did not start (no window.strata entry)');
  return `/hydrate.html: ${texts.length}/${texts.length} text layers and a ${before.box.width.toFixed(0)}×${before.box.height.toFixed(0)} box before any script; hydrated with no console error, no hydration warning, same height, module started`;
}

/** Plain Node imports every entry: the literal one-liner a developer tries, then node-import.mjs's measurements. */
async function nodeImport(appDir, logFile) {
  await exec(process.execPath, ['-e', "import('strata-slider/react')"], { cwd: appDir, logFile, timeoutMs: 30_000 });
  const out = await exec(process.execPath, ['node-import.mjs'], { cwd: appDir, logFile, timeoutMs: 30_000 });
  const r = JSON.parse(out.trim().split('\n').at(-1));
  if (r.window !== 'undefined' || r.document !== 'undefined') throw fail(`importing the entries defined window (${r.window}) / document (${r.document})`);
  // tslib's CommonJS build (popmotion's dependency) defines its helpers (__extends, __assign …) as globals: not ours.
  const tslib = r.globalsAdded.filter((g) => /^__[a-zA-Z]+$/.test(g));
  const added = r.globalsAdded.filter((g) => !tslib.includes(g));
  if (added.length) throw fail(`importing the entries added globals: ${added.join(', ')}`);
  for (const name of ['Strata', 'useStrata', 'StrataModal']) if (!r.react.includes(name)) throw fail(`strata-slider/react exports no ${name}`);
  if (!r.sameAsMain) throw fail("'strata-slider' and 'strata-slider/react' differ");
  if (!r.stylesheet.endsWith('/lib/style.css')) throw fail(`strata-slider/style.css resolves to ${r.stylesheet}`);
  return `react entry exports ${r.react.join(', ')}; engine entry ${r.engine} exports; no window/document, no global added${tslib.length ? ` (but tslib's ${tslib.length} helpers)` : ''}, no CSS loaded`;
}

async function dev(appDir, logFile) {
  const server = await startVite(appDir, [], logFile);
  try {
    const gpu = await checkGpu(`${server.url}/`, '/');
    const hydrated = await checkHydration(`${server.url}/hydrate.html`, appDir);
    return `${gpu}; ${hydrated}`;
  } finally {
    await server.stop();
  }
}

async function preview(appDir, logFile) {
  const server = await startVite(appDir, ['preview'], logFile);
  try {
    return await checkGpu(`${server.url}/`, 'production /');
  } finally {
    await server.stop();
  }
}

function appOf(major) {
  const label = `react${major}`;
  return { major, label, appDir: join(work, `app-${label}`), logFile: join(work, `${label}.log`) };
}

/** Runs `fn`; false (with the log's place) when a step of it failed. */
async function attempt({ label, logFile }, fn) {
  try {
    await fn();
    return true;
  } catch {
    log(`${label}: log at ${logFile}${keep ? '' : ' (removed at exit; --keep keeps it)'}`);
    return false;
  }
}

/** Type check, build, server rendering and the browser: CPU bound, one app at a time. */
async function check({ label, appDir, logFile }) {
  const bin = (name) => join(appDir, 'node_modules/.bin', name);
  await step(label, 'node', () => nodeImport(appDir, logFile));
  await step(label, 'tsc -b', async () => {
    await exec(bin('tsc'), ['-b'], { cwd: appDir, logFile });
    await exec(bin('tsc'), ['-p', 'tsconfig.libcheck.json'], { cwd: appDir, logFile });
    return `strict tsconfig.app.json + tsconfig.node.json, then again with skipLibCheck off (TypeScript ${installedVersion(appDir, 'typescript')})`;
  });
  await step(label, 'build', async () => {
    await exec(bin('vite'), ['build'], { cwd: appDir, logFile });
    const assets = readdirSync(join(appDir, 'dist/assets'));
    const kb = (files) => `${(files.reduce((n, f) => n + statSync(join(appDir, 'dist/assets', f)).size, 0) / 1024).toFixed(0)} kB`;
    const js = assets.filter((f) => f.endsWith('.js'));
    const entry = js.filter((f) => /^index-/.test(f));
    const stage = js.filter((f) => /^Stage-/.test(f));
    return `${js.length} JS files ${kb(js)} (entry ${kb(entry)}, lazy GPU stage ${kb(stage)} + Pixi's chunks), CSS ${kb(assets.filter((f) => f.endsWith('.css')))}`;
  });
  await step(label, 'ssr', () => serverRender(appDir, logFile));
  await step(label, 'dev', () => dev(appDir, logFile));
  await step(label, 'preview', () => preview(appDir, logFile));
}

async function main() {
  for (const major of majors) if (!REACT_VERSIONS[major]) throw new Error(`unknown React major ${major} (18 or 19)`);
  log(`work folder ${work}`);
  let tarball;
  try {
    await step('package', 'pack', async () => {
      const packed = await pack();
      tarball = packed.tarball;
      return packed.note;
    });
  } catch {
    return;
  }
  const apps = majors.map(appOf);
  // Scaffolds one after the other (one npx cache), installs side by side (network and disk bound), then the checks
  // one app at a time (CPU bound: tsc, Vite, Chromium on SwiftShader).
  const scaffolded = [];
  for (const a of apps) {
    if (await attempt(a, () => step(a.label, 'scaffold', () => scaffold(a.label, a.appDir, a.logFile)))) scaffolded.push(a);
  }
  const installed = await Promise.all(
    scaffolded.map((a) =>
      attempt(a, () => {
        prepareApp(a.appDir, a.major, tarball);
        return step(a.label, 'install', () => install(a.appDir, a.logFile));
      }),
    ),
  );
  for (const [i, a] of scaffolded.entries()) if (installed[i]) await attempt(a, () => check(a));
}

async function cleanup() {
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => {});
  cleanups.length = 0;
  if (keep) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

process.on('SIGINT', () => {
  void cleanup().then(() => process.exit(130));
});

try {
  await main();
} finally {
  await cleanup();
}

// Timings, one column per label.
const labels = ['package', ...majors.map((m) => `react${m}`)];
console.log('\n[consumer] step timings');
console.log(`  ${'step'.padEnd(10)}${labels.map((l) => l.padStart(10)).join('')}`);
for (const [name, byLabel] of timings) {
  console.log(`  ${name.padEnd(10)}${labels.map((l) => (byLabel.has(l) ? seconds(byLabel.get(l)) : '').padStart(10)).join('')}`);
}
console.log(`  ${'total'.padEnd(10)}${seconds(performance.now() - started).padStart(10)}`);
if (failures.length) {
  console.log(`\n[consumer] FAILED (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\n[consumer] OK: the packed package installs, type-checks, builds, server-renders, hydrates and reaches the GPU stage with React ' + majors.join(' and '));
