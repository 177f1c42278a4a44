/**
 * Lists every key path that occurs in the real SR7 exports under ../shared/fixtures/sr7 (the six top-level
 * exports and corpus/<name>/module.json), in a normalized form, with the exports that have it, the JSON value
 * types seen and up to five example values. Flags paths whose value types are mixed.
 *
 *   node --import tsx scripts/wire-keys.ts                 table of all paths (stdout)
 *   node --import tsx scripts/wire-keys.ts --mixed         only the paths with mixed value types
 *   node --import tsx scripts/wire-keys.ts --json [file]   JSON (to stdout, or to file)
 *   node --import tsx scripts/wire-keys.ts --check docs/WIRE-COVERAGE.md
 *                                                          every path is covered by a row of the doc (exit 1 if not)
 *   --root <dir>                                           fixtures folder (default ../shared/fixtures/sr7)
 *   --prefix <path>                                        only paths starting with <path>
 *
 * Normalization of a path:
 * - `slides.<key>` → `slides.*`, `slides.*.layers.<id>` → `slides.*.layers.*` (map or list form alike);
 * - keys that are names chosen by the author, not by the format, become `*`: font families
 *   (`settings.fonts.*`) and their weights (`…normal.*`), nav skin variables (`settings.nav.<el>.def.*`,
 *   `.cst.*`), and any all-digit key (slide params `0..9`);
 * - timeline scene names `scene_<n>` become `scene_*`;
 * - arrays: a path whose non-empty arrays always have exactly 5 scalar items (across all exports) is a
 *   responsive ladder (SR7 breakpoint levels largedesktop..mobile) and its items are `[5]`; any other array's
 *   items are `[]`. An empty array adds no item path (its type is still recorded on the array path).
 * Doc check (`--check`): each table row's first cell holds backticked key paths; `prefix.**` covers the prefix and
 * everything below it, `{a,b}` lists alternatives. Fails on a path no row covers, or a row that matches no path.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type JsonType = 'number' | 'string' | 'bool' | 'object' | 'array' | 'null';

interface Export {
  /** Short name used in the table. */
  name: string;
  /** Path relative to the fixtures folder. */
  file: string;
  data: unknown;
}

interface PathInfo {
  path: string;
  exports: string[];
  types: JsonType[];
  /** Types per export, to see whether exports disagree (printed with `--mixed`). */
  typesByExport: Record<string, JsonType[]>;
  /** Array lengths seen at this path (array paths only). */
  lengths?: number[];
  examples: string[];
  /** How many values were seen in all. */
  count: number;
  mixed: boolean;
  /** Mixed in a way a typed reader is likely to refuse: an object/array/bool where a scalar is expected, etc. */
  structural: boolean;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** Abbreviations of the twelve known exports; unknown files fall back to their base name. */
const SHORT: Record<string, string> = {
  SR7_225_1: '225',
  counter: 'cnt',
  home: 'home',
  joinus: 'join',
  'standard-bullets-mix': 'sbm',
  'v7-compact-mix': 'v7c',
  'lasak-eduma-mix': 'lasak',
  'michalewicz-compact-v7': 'mich',
  'putnam-solar-system': 'put',
  'starnext-zero-point': 'star',
  'umaiboz-carousel-gallery': 'umai',
  'wpnext-space-404-hero': 'wp404',
};

function loadExports(root: string): Export[] {
  const out: Export[] = [];
  for (const f of readdirSync(root).sort()) {
    if (!f.endsWith('.json')) continue;
    const stem = f.replace(/\.json$/, '');
    out.push({ name: SHORT[stem] ?? stem, file: f, data: JSON.parse(readFileSync(join(root, f), 'utf8')) });
  }
  const corpus = join(root, 'corpus');
  if (existsSync(corpus)) {
    for (const d of readdirSync(corpus).sort()) {
      const file = join(corpus, d, 'module.json');
      if (!existsSync(file)) continue;
      out.push({ name: SHORT[d] ?? d, file: `corpus/${d}/module.json`, data: JSON.parse(readFileSync(file, 'utf8')) });
    }
  }
  return out;
}

function typeOf(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'string') return 'string';
  return 'object';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Rewrites one key of an object found at `parent` (already normalized). */
function keyOf(parent: string, key: string): string {
  if (parent === 'slides' || parent === 'slides.*.layers') return '*';
  if (parent === 'settings.fonts') return '*';
  if (/^settings\.fonts\.\*\.(normal|italic)$/.test(parent)) return '*';
  if (/^settings\.nav\.\w+\.(def|cst)$/.test(parent)) return '*';
  if (/\.tl$/.test(parent) && /^scene_\d+$/.test(key)) return 'scene_*';
  if (/^\d+$/.test(key)) return '*';
  return key;
}

function join2(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * Pass 1: for every array path (items written `[]`), whether all its non-empty arrays have 5 scalar items.
 * Returns the set of array paths (in the `[]` spelling) that are ladders.
 */
function findLadders(exports: Export[]): Set<string> {
  const verdict = new Map<string, boolean>();
  const visit = (v: unknown, p: string): void => {
    if (Array.isArray(v)) {
      if (v.length > 0) {
        const ladder = v.length === 5 && v.every((x) => !isPlainObject(x) && !Array.isArray(x));
        verdict.set(p, (verdict.get(p) ?? true) && ladder);
      }
      for (const x of v) visit(x, `${p}[]`);
    } else if (isPlainObject(v)) {
      for (const [k, x] of Object.entries(v)) visit(x, join2(p, keyOf(p, k)));
    }
  };
  for (const e of exports) visit(e.data, '');
  return new Set([...verdict].filter(([, ok]) => ok).map(([p]) => p));
}

function example(v: unknown): string {
  if (isPlainObject(v)) {
    const s = JSON.stringify(v);
    return s.length > 80 ? `${s.slice(0, 77)}…` : s;
  }
  if (Array.isArray(v)) {
    const s = JSON.stringify(v);
    return s.length > 80 ? `${s.slice(0, 77)}…` : s;
  }
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}…"` : s;
}

/** Types that a reader treats as interchangeable scalars (numeric strings and numbers; null = missing). */
function isStructuralMix(types: Set<JsonType>): boolean {
  const t = new Set([...types].filter((x) => x !== 'null'));
  if (t.size <= 1) return false;
  if (t.size === 2 && t.has('number') && t.has('string')) return false;
  return true;
}

export function collect(exports: Export[]): PathInfo[] {
  const ladders = findLadders(exports);
  interface Acc {
    exports: Set<string>;
    types: Set<JsonType>;
    byExport: Map<string, Set<JsonType>>;
    lengths: Set<number>;
    examples: Map<string, number>;
    count: number;
  }
  const acc = new Map<string, Acc>();
  const record = (p: string, v: unknown, exp: string): void => {
    let a = acc.get(p);
    if (!a) {
      a = { exports: new Set(), types: new Set(), byExport: new Map(), lengths: new Set(), examples: new Map(), count: 0 };
      acc.set(p, a);
    }
    const t = typeOf(v);
    a.exports.add(exp);
    a.types.add(t);
    let be = a.byExport.get(exp);
    if (!be) a.byExport.set(exp, (be = new Set()));
    be.add(t);
    a.count++;
    if (Array.isArray(v)) a.lengths.add(v.length);
    const ex = example(v);
    a.examples.set(ex, (a.examples.get(ex) ?? 0) + 1);
  };
  const visit = (v: unknown, p: string, shown: string, exp: string): void => {
    if (shown !== '') record(shown, v, exp);
    if (Array.isArray(v)) {
      const item = ladders.has(p) ? '[5]' : '[]';
      for (const x of v) visit(x, `${p}[]`, `${shown}${item}`, exp);
    } else if (isPlainObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        const nk = keyOf(p, k);
        visit(x, join2(p, nk), join2(shown, nk), exp);
      }
    }
  };
  for (const e of exports) visit(e.data, '', '', e.name);

  const order = exports.map((e) => e.name);
  const out: PathInfo[] = [];
  for (const [path, a] of acc) {
    // Examples: distinct values, most frequent first, but keep type variety (one of each type first).
    const sorted = [...a.examples].sort((x, y) => y[1] - x[1]).map(([s]) => s);
    const picked: string[] = [];
    const seenKinds = new Set<string>();
    for (const s of sorted) {
      const kind = s.startsWith('{') ? 'o' : s.startsWith('[') ? 'a' : s.startsWith('"') ? 's' : s === 'null' ? 'n' : /^(true|false)$/.test(s) ? 'b' : 'd';
      if (!seenKinds.has(kind)) {
        seenKinds.add(kind);
        picked.push(s);
      }
    }
    for (const s of sorted) if (picked.length < 5 && !picked.includes(s)) picked.push(s);
    const typesByExport: Record<string, JsonType[]> = {};
    for (const [e, ts] of a.byExport) typesByExport[e] = [...ts].sort();
    const info: PathInfo = {
      path,
      exports: order.filter((n) => a.exports.has(n)),
      types: [...a.types].sort(),
      typesByExport,
      examples: picked.slice(0, 5),
      count: a.count,
      mixed: a.types.size > 1,
      structural: isStructuralMix(a.types),
    };
    if (a.lengths.size > 0) info.lengths = [...a.lengths].sort((x, y) => x - y);
    out.push(info);
  }
  out.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
  return out;
}

/** Expands `{a,b}` alternatives (nesting allowed): `x.{a,b}.y` → `x.a.y`, `x.b.y`. */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  let depth = 0;
  let close = -1;
  const cuts: number[] = [];
  for (let i = open; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) {
      close = i;
      break;
    } else if (ch === ',' && depth === 1) cuts.push(i);
  }
  if (close < 0) return [pattern];
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  const bounds = [open, ...cuts, close];
  const out: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const alt = pattern.slice((bounds[k] ?? 0) + 1, bounds[k + 1]);
    for (const rest of expandBraces(`${head}${alt}${tail}`)) out.push(rest);
  }
  return out;
}

/** Rows of the doc: the backticked key paths in the first cell of each table row (`{a,b}` alternatives allowed). */
function docRows(doc: string): string[][] {
  const rows: string[][] = [];
  for (const line of doc.split('\n')) {
    if (!line.startsWith('|')) continue;
    const first = line.slice(1).split(/(?<!\\)\|/)[0] ?? '';
    for (const m of first.matchAll(/`([^`]+)`/g)) if (m[1] && /^[\w*{}[\],.$-]+$/.test(m[1])) rows.push(expandBraces(m[1]));
  }
  return rows;
}

/** Each row's key paths with its status: the first word of its last cell (read, ignored, GAP, MISREAD). */
function docStatuses(doc: string): [string[], string][] {
  const out: [string[], string][] = [];
  for (const line of doc.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.slice(1).split(/(?<!\\)\|/);
    const status = /^\s*\**(read|ignored|GAP|MISREAD)\b/i.exec(cells[cells.length - 2] ?? '')?.[1] ?? 'other';
    const alts = [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].flatMap((m) => (m[1] && /^[\w*{}[\],.$-]+$/.test(m[1]) ? expandBraces(m[1]) : []));
    if (alts.length) out.push([alts, status]);
  }
  return out;
}

function covers(row: string, path: string): boolean {
  if (row === path) return true;
  if (row.endsWith('.**')) {
    const base = row.slice(0, -3);
    return path === base || path.startsWith(`${base}.`) || path.startsWith(`${base}[`);
  }
  return false;
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

function main(argv: string[]): number {
  // `… | head` closes the pipe early: that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const arg = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    return v !== undefined && !v.startsWith('--') ? v : '';
  };
  const root = resolve(arg('--root') || join(HERE, '..', '..', 'shared', 'fixtures', 'sr7'));
  if (!existsSync(root)) {
    console.error(`wire-keys: no fixtures at ${root} (../shared is not part of a fresh clone)`);
    return 2;
  }
  const exports = loadExports(root);
  let paths = collect(exports);
  const prefix = arg('--prefix');
  if (prefix) paths = paths.filter((p) => p.path.startsWith(prefix));

  const check = arg('--check');
  if (check !== undefined) {
    const docFile = resolve(check || join(HERE, '..', 'docs', 'WIRE-COVERAGE.md'));
    const rows = docRows(readFileSync(docFile, 'utf8'));
    const patterns = rows.flat();
    const missing = paths.filter((p) => !patterns.some((r) => covers(r, p.path)));
    const all = [...new Set(paths.map((p) => p.path))];
    // A row is stale when none of its alternatives names a path of the exports (a renamed or mistyped key).
    const stale = rows.filter((alts) => !alts.some((r) => all.some((p) => covers(r, p))));
    // Each path counts under the status its first covering row gives it (the doc's "Paths:" line).
    const statuses = docStatuses(readFileSync(docFile, 'utf8'));
    const tally = new Map<string, number>();
    for (const p of paths) {
      const status = statuses.find(([alts]) => alts.some((r) => covers(r, p.path)))?.[1] ?? 'not covered';
      tally.set(status, (tally.get(status) ?? 0) + 1);
    }
    for (const m of missing) console.log(`not in ${basename(docFile)}: ${m.path}  (${m.exports.join(' ')})`);
    for (const s of stale) console.log(`in ${basename(docFile)} but in no export: ${s.join(' | ')}`);
    console.log(`${paths.length} paths, ${missing.length} not covered, ${stale.length} stale rows (${[...tally].map(([k, n]) => `${k} ${n}`).join(' · ')})`);
    return missing.length > 0 || stale.length > 0 ? 1 : 0;
  }

  const json = arg('--json');
  if (json !== undefined) {
    const body = JSON.stringify({ exports: exports.map((e) => ({ name: e.name, file: e.file })), paths }, null, 1);
    if (json) writeFileSync(json, `${body}\n`);
    else process.stdout.write(`${body}\n`);
    if (json) console.error(`wire-keys: ${paths.length} paths → ${json}`);
    return 0;
  }

  const onlyMixed = argv.includes('--mixed');
  const shown = onlyMixed ? paths.filter((p) => p.mixed) : paths;
  const w = Math.min(90, Math.max(...shown.map((p) => p.path.length), 4));
  console.log(`exports (${root}): ${exports.map((e) => `${e.name}=${e.file}`).join(' ')}`);
  console.log(`${pad('path', w)}  ${pad('types', 20)}  ${pad('seen in', 30)}  examples`);
  for (const p of shown) {
    const flag = p.structural ? ' !MIXED' : p.mixed ? ' ~mixed' : '';
    const len = p.lengths ? ` len ${p.lengths.join('/')}` : '';
    const seen = p.exports.length === exports.length ? `all ${exports.length}` : p.exports.join(' ');
    console.log(`${pad(p.path, w)}  ${pad(p.types.join('|') + flag, 20)}  ${pad(seen, 30)}  ${p.examples.join('  ')}${len}`);
    if (p.mixed && onlyMixed) {
      const by = Object.entries(p.typesByExport).map(([e, t]) => `${e}:${t.join('|')}`).join(' ');
      console.log(`${pad('', w)}    by export: ${by}`);
    }
  }
  const mixed = paths.filter((p) => p.mixed);
  console.log(`\n${paths.length} paths; ${mixed.length} with mixed types, ${mixed.filter((p) => p.structural).length} of them structurally (!MIXED: not just number/string or null)`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
