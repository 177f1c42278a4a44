#!/usr/bin/env node
/**
 * Builds the published package into `lib/` (or `--out <dir>`), then checks what it built.
 *
 *   lib/react.js, lib/react.node.js (the server's), lib/engine.js, lib/chunks/*.js   Vite library mode
 *                                                  (vite.lib.config.ts), ESM, not minified; the
 *                                                  shaders inlined as strings (the bundler's `// shaders/x.glsl?raw`
 *                                                  region comments lose their `?raw`)
 *   lib/style.css                                  react-ui/style.css with its @imports inlined
 *   lib/types/**.d.ts                              tsc -p tsconfig.lib.json (TypeScript 7 native), then:
 *     - relative `.ts`/`.tsx` specifiers rewritten to `.js` (tsc keeps the sources' specifiers in declarations), so
 *       the declarations resolve under every moduleResolution (bundler, node16/nodenext, Next.js's);
 *     - declarations that neither entry reaches are removed.
 *
 * Checks (exit 1 when one fails): every bare import of the JS and the declarations is a dependency or a peer
 * dependency of package.json (so a consumer's install has it), no `?raw` (shader) or `.css` import is left in the
 * JS nor anywhere else in lib/, both entries and the stylesheet exist, and react.js starts with 'use client' (React Server Components).
 *
 * Usage: node scripts/consumer/build-lib.mjs [--out <dir>]   (npm run build:lib; `npm pack` runs it as prepack)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const outArg = process.argv.indexOf('--out');
const out = resolve(root, outArg > 0 ? process.argv[outArg + 1] ?? 'lib' : 'lib');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args) {
  // Progress goes to stderr: `npm pack --json` runs this as prepack, and its stdout must stay JSON.
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) {
    console.error(`build-lib: ${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(1);
  }
}

function walk(dir, suffix, acc = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, suffix, acc);
    else if (p.endsWith(suffix)) acc.push(p);
  }
  return acc;
}

function removeEmptyDirs(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) removeEmptyDirs(p);
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

const t0 = performance.now();
rmSync(out, { recursive: true, force: true });
run(bin('vite'), ['build', '-c', 'vite.lib.config.ts', '--outDir', out, '--logLevel', 'warn']);
run(bin('tsc'), ['-p', 'tsconfig.lib.json', '--outDir', join(out, 'types')]);

// --- JS: the bundler marks each inlined module with a `// <path>` comment; a shader's path ends in `?raw` --------------
for (const file of walk(out, '.js')) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/^(\/\/ \S+\.(?:glsl|vert|frag))\?raw$/gm, '$1');
  if (next !== text) writeFileSync(file, next);
}

// --- declarations: `.ts` specifiers → `.js`, then keep only what the entries reach ---------------------------------
const types = join(out, 'types');
const SPEC = /((?:\bfrom|\bimport)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+?)\.(tsx?|mts|cts)\2/g;
const JS_EXT = { ts: 'js', tsx: 'js', mts: 'mjs', cts: 'cjs' };
for (const file of walk(types, '.d.ts')) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPEC, (_m, head, q, path, ext) => `${head}${q}${path}.${JS_EXT[ext]}${q}`);
  if (next !== text) writeFileSync(file, next);
}
// Doc comments quote imports (`load: () => import('./Stage.tsx')`): only code counts.
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const RELATIVE = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const entries = ['engine/index.d.ts', 'react-ui/index.d.ts', 'react-ui/index.node.d.ts'].map((p) => join(types, p));
const reached = new Set();
const problems = [];
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.pop();
  if (reached.has(file)) continue;
  if (!existsSync(file)) {
    problems.push(`declaration ${relative(out, file)} is imported but was not emitted`);
    continue;
  }
  reached.add(file);
  for (const [, spec] of withoutComments(readFileSync(file, 'utf8')).matchAll(RELATIVE)) {
    const target = resolve(dirname(file), spec).replace(/\.(m|c)?js$/, (_m, mc) => `.d.${mc ?? ''}ts`);
    queue.push(target);
  }
}
let pruned = 0;
for (const file of walk(types, '.d.ts')) {
  if (!reached.has(file)) {
    rmSync(file);
    pruned++;
  }
}
removeEmptyDirs(types);

// --- checks -------------------------------------------------------------------------------------------------------
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const installed = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
const BARE = /^(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const used = new Map();
const jsFiles = walk(out, '.js').filter((f) => !f.startsWith(types));
for (const file of [...jsFiles, ...reached]) {
  const text = withoutComments(readFileSync(file, 'utf8'));
  for (const m of text.matchAll(BARE)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.includes('?raw')) problems.push(`${relative(out, file)} imports ${spec} (shaders must be inlined)`);
    if (/\.css($|\?)/.test(spec)) problems.push(`${relative(out, file)} imports ${spec} (the stylesheet is its own export)`);
    if (spec.startsWith('.') || spec.startsWith('/')) continue;
    const name = packageOf(spec);
    if (!used.has(name)) used.set(name, new Set());
    used.get(name).add(spec);
    if (!installed.has(name)) problems.push(`${relative(out, file)} imports "${spec}", which is neither a dependency nor a peer dependency`);
  }
}
for (const f of ['react.js', 'react.node.js', 'engine.js', 'style.css', 'types/react-ui/index.d.ts', 'types/react-ui/index.node.d.ts', 'types/engine/index.d.ts']) {
  if (!existsSync(join(out, f))) problems.push(`${f} was not built`);
}
for (const entry of ['react.js', 'react.node.js']) {
  if (existsSync(join(out, entry)) && !/^['"]use client['"];/.test(readFileSync(join(out, entry), 'utf8'))) {
    problems.push(`${entry} does not start with 'use client' (vite.lib.config.ts banner)`);
  }
}
// Nothing published may name a `?raw` import, not even in a comment or a declaration.
for (const file of [...walk(out, '.js'), ...walk(out, '.d.ts'), ...walk(out, '.css'), ...walk(out, '.map')]) {
  const at = readFileSync(file, 'utf8').indexOf('?raw');
  if (at >= 0) problems.push(`${relative(out, file)} contains "?raw" at ${at}`);
}
const unused = Object.keys(pkg.dependencies ?? {}).filter((d) => !used.has(d));

const ms = Math.round(performance.now() - t0);
console.error(`build-lib: ${relative(root, out) || '.'} in ${ms} ms — ${jsFiles.length} JS files, ${reached.size} declarations (${pruned} unreachable removed)`);
console.error(`build-lib: imports ${[...used].map(([n, s]) => [...s].join(' ')).join(', ')}`);
if (unused.length > 0) console.error(`build-lib: note: dependencies not imported by the built code: ${unused.join(', ')}`);
if (problems.length > 0) {
  for (const p of problems) console.error(`build-lib: ${p}`);
  process.exit(1);
}
