/**
 * `npm run soak`: a bounded load test of the reference backend (site/server/) over loopback.
 *
 * Starts the real server (`node --import tsx site/server/main.ts`) on a throwaway database and a free port, drives
 * the mix of calls a page makes (module replies over REST and admin-ajax, the page, its hashed assets, the
 * page-view pixel, like toggles, add-to-cart calls, newsletter subscriptions, contact form submissions) at each
 * concurrency level, prints per-route and overall latency percentiles, and then checks in the database that every
 * write the server acknowledged is stored exactly once. Exits 1 on a lost or doubled write or on any 5xx.
 *
 * Settings (environment): SOAK_LEVELS (default "50,200" concurrent connections), SOAK_SECONDS (per level,
 * default 25), SOAK_TIMEOUT_MS (per request, default 10000), STRATA_DIST (the built pages, default dist/), SOAK_NODE_ARGS
 * (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 * Needs a build (`npm run build`): the static part of the mix requests the assets the built index.html names.
 */
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const LEVELS = (process.env['SOAK_LEVELS'] ?? '50,200').split(',').map(Number);
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? '25');
const TIMEOUT_MS = Number(process.env['SOAK_TIMEOUT_MS'] ?? '10000');
/** Extra node flags for the server process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes. */
const NODE_ARGS = (process.env['SOAK_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
const DIST = resolve(process.env['STRATA_DIST'] ?? join(repoRoot, 'dist'));
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 strata-soak';
const FORM_ID = 4811;

// ---------------------------------------------------------------- the server

async function startServer(dbFile: string, dist: string): Promise<{ child: ChildProcess; origin: string; log: string[] }> {
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', 'site/server/main.ts'], {
    cwd: repoRoot,
    // PORT=0: the kernel picks a free port and the server prints it, so two soaks (or a dev server) never collide.
    env: { ...process.env, STRATA_DB: dbFile, STRATA_DIST: dist, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const origin = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within 60 s:\n${log.join('\n')}`)), 60_000);
    const onLine = (line: string) => {
      log.push(line);
      const m = /^Strata listening on (http:\/\/\S+)$/.exec(line);
      if (m?.[1]) {
        clearTimeout(timer);
        ok(m[1]);
      }
    };
    let pending = '';
    const read = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => fail(new Error(`the server exited (${code}) before listening:\n${log.join('\n')}`)));
  });
  return { child, origin, log };
}

// ---------------------------------------------------------------- the client

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The body as text, decoded when it came compressed (only for the replies the soak reads). */
function textOf(reply: Reply): string {
  const coding = reply.headers['content-encoding'];
  const body = coding === 'gzip' ? gunzipSync(reply.body) : coding === 'br' ? brotliDecompressSync(reply.body) : reply.body;
  return body.toString('utf8');
}

type Outcome = { reply: Reply; ms: number } | { error: 'timeout' | string; ms: number };

/** One request on the caller's keep-alive agent; the body is read but not decoded (a browser's cost, not ours). */
function send(agent: http.Agent, origin: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Outcome> {
  const t0 = performance.now();
  return new Promise((done) => {
    let settled = false;
    const finish = (o: Outcome) => {
      if (!settled) {
        settled = true;
        done(o);
      }
    };
    const req = http.request(`${origin}${path}`, { method, agent, headers: body ? { ...headers, 'content-length': String(body.length) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => finish({ reply: { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }, ms: performance.now() - t0 }));
      res.on('error', (err) => finish({ error: err.message, ms: performance.now() - t0 }));
    });
    req.setTimeout(TIMEOUT_MS, () => {
      finish({ error: 'timeout', ms: performance.now() - t0 });
      req.destroy();
    });
    req.on('error', (err) => finish({ error: err.message, ms: performance.now() - t0 }));
    req.end(body);
  });
}

// ---------------------------------------------------------------- what the site offers

interface SiteFacts {
  aliases: string[];
  ids: number[];
  posts: number[];
  products: number[];
  assets: string[];
}

async function discover(origin: string): Promise<SiteFacts> {
  const agent = new http.Agent({ keepAlive: true });
  const json = async (path: string) => {
    const o = await send(agent, origin, 'GET', path, {});
    if (!('reply' in o) || o.reply.status !== 200) throw new Error(`GET ${path}: ${'reply' in o ? o.reply.status : o.error}`);
    return JSON.parse(textOf(o.reply)) as unknown;
  };
  const modules = (await json('/api/modules')) as { id: number; alias: string }[];
  const posts = (await json('/wp-json/strata/v1/posts?per_page=20')) as { id: number }[];
  const products = ((await json('/wp-json/strata/v1/products?per_page=20')) as { id: number; in_stock: boolean }[]).filter((p) => p.in_stock);
  const page = await send(agent, origin, 'GET', '/', {});
  if (!('reply' in page) || page.reply.status !== 200) throw new Error(`GET /: ${'reply' in page ? page.reply.status : page.error}`);
  const assets = [...textOf(page.reply).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  agent.destroy();
  if (assets.length === 0) throw new Error(`${DIST}/index.html names no /assets/ files: run \`npm run build\` first`);
  if (modules.length === 0 || posts.length === 0 || products.length === 0) throw new Error('the seeded database has no modules, posts or products');
  return { aliases: modules.map((m) => m.alias), ids: modules.map((m) => m.id), posts: posts.map((p) => p.id), products: products.map((p) => p.id), assets };
}

// ---------------------------------------------------------------- one level

interface Visitor {
  cookie: string;
  settings: { like_nonce: string; rest_nonce: string; cart_nonce: string; server_time: number };
}

/** What the run must find stored: keys of acknowledged writes, and of writes whose outcome is unknown (timeout). */
interface Ledger {
  contact: { acked: string[]; unknown: string[] };
  newsletter: { acked: string[]; unknown: string[] };
  /** `visitor|post` → the liked state of the last acknowledged toggle, or null once a toggle's outcome is unknown. */
  likes: Map<string, boolean | null>;
  /** `visitor|product` → acknowledged quantity added, or null once an add's outcome is unknown. */
  cart: Map<string, number | null>;
  /** path → [acknowledged, sent]. */
  pixel: Map<string, [number, number]>;
}

interface RouteStats {
  ms: number[];
  errors: number;
  server5xx: number;
  timeouts: number;
  firstError?: string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const pageSettings = (html: string) =>
  JSON.parse(/<script id="strata-page-settings" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Visitor['settings'];

type Step = (v: Visitor, n: string) => Promise<void>;

async function runLevel(origin: string, facts: SiteFacts, level: number, runTag: string): Promise<{ stats: Map<string, RouteStats>; ledger: Ledger; seconds: number }> {
  const stats = new Map<string, RouteStats>();
  const ledger: Ledger = { contact: { acked: [], unknown: [] }, newsletter: { acked: [], unknown: [] }, likes: new Map(), cart: new Map(), pixel: new Map() };
  const record = (route: string, o: Outcome, ok: (r: Reply) => boolean): Reply | null => {
    let s = stats.get(route);
    if (!s) stats.set(route, (s = { ms: [], errors: 0, server5xx: 0, timeouts: 0 }));
    s.ms.push(o.ms);
    if ('error' in o) {
      if (o.error === 'timeout') s.timeouts++;
      else s.errors++;
      s.firstError ??= o.error;
      return null;
    }
    if (o.reply.status >= 500) s.server5xx++;
    if (!ok(o.reply)) {
      s.errors++;
      s.firstError ??= `${o.reply.status} ${textOf(o.reply).slice(0, 120)}`;
      return null;
    }
    return o.reply;
  };
  const deadline = performance.now() + SECONDS * 1000;
  const browser = { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip, deflate, br' };

  async function worker(w: number): Promise<void> {
    // One keep-alive connection per virtual visitor, as a browser tab holds one to its site.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const go = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) =>
      send(agent, origin, method, path, { ...browser, ...headers }, body);
    let visitor: Visitor | null = null;
    let seq = 0;
    const ok200 = (r: Reply) => r.status === 200;
    const steps: [number, Step][] = [
      [18, async () => {
        const key = Math.random() < 0.5 ? pick(facts.aliases) : String(pick(facts.ids));
        record('module REST', await go('GET', `/wp-json/sliderrevolution/sliders/${encodeURIComponent(key)}?srengine=7`), ok200);
      }],
      [10, async () => {
        const body = Buffer.from(new URLSearchParams({ action: 'revslider_ajax_call_front', client_action: 'get_full_slider_object', version: '7', 'data[id]': pick(facts.aliases) }).toString());
        record('module ajax', await go('POST', '/wp-admin/admin-ajax.php', { 'content-type': 'application/x-www-form-urlencoded' }, body), ok200);
      }],
      [18, async () => void record('static asset', await go('GET', pick(facts.assets)), ok200)],
      [4, async (v) => void record('page', await go('GET', '/', { cookie: v.cookie }), ok200)],
      [14, async () => {
        const path = `/soak/${runTag}/${w % 10}`;
        const counts = ledger.pixel.get(path) ?? [0, 0];
        ledger.pixel.set(path, counts);
        counts[1]++;
        const r = record('pixel', await go('GET', `/wp-json/strata/v1/pixel?ev=PageView&dl=${encodeURIComponent(path)}`), ok200);
        if (r) counts[0]++;
      }],
      [10, async (v) => {
        const post = pick(facts.posts);
        const key = `${v.cookie}|${post}`;
        const body = Buffer.from(new URLSearchParams({ action: 'process_simple_like', nonce: v.settings.like_nonce, post_id: String(post), is_comment: '0' }).toString());
        const o = await go('POST', '/wp-admin/admin-ajax.php', { 'content-type': 'application/x-www-form-urlencoded', cookie: v.cookie }, body);
        const r = record('like toggle', o, ok200);
        if (!r) ledger.likes.set(key, null);
        else if (ledger.likes.get(key) !== null) ledger.likes.set(key, (JSON.parse(textOf(r)) as { status: string }).status === 'liked');
      }],
      [5, async (v) => {
        const body = Buffer.from(new URLSearchParams({ action: 'wc_item_added_signal', _wpnonce: v.settings.cart_nonce, id: String(pick(facts.products)) }).toString());
        record('cart signal', await go('POST', '/wp-admin/admin-ajax.php', { 'content-type': 'application/x-www-form-urlencoded', cookie: v.cookie }, body), ok200);
      }],
      [6, async (v) => {
        const product = pick(facts.products);
        const key = `${v.cookie}|${product}`;
        const body = Buffer.from(new URLSearchParams({ product_id: String(product), quantity: '1' }).toString());
        const o = await go('POST', '/?wc-ajax=add_to_cart', { 'content-type': 'application/x-www-form-urlencoded', cookie: v.cookie }, body);
        const held = ledger.cart.get(key);
        const r = record('add to cart', o, ok200);
        if (!r) ledger.cart.set(key, null);
        else if (held !== null) ledger.cart.set(key, (held ?? 0) + 1);
      }],
      [5, async (v, n) => {
        const email = `soak-${runTag}-${n}@example.com`;
        const body = Buffer.from(JSON.stringify({ EMAIL: email, AUDIENCE: 'bireysel', INTEREST: 'tasarim', _mc4wp_honeypot: '', _mc4wp_timestamp: String(v.settings.server_time - 10) }));
        const o = await go('POST', '/wp-json/strata/v1/newsletter', { 'content-type': 'application/json', 'x-wp-nonce': v.settings.rest_nonce, cookie: v.cookie }, body);
        const r = record('newsletter', o, (rep) => rep.status === 200 && textOf(rep).includes('"code":"subscribed"'));
        (r ? ledger.newsletter.acked : ledger.newsletter.unknown).push(email);
      }],
      [5, async (v, n) => {
        const token = `soak-${runTag}-${n}`;
        const fd = new FormData();
        const fields: Record<string, string> = {
          _wpcf7: String(FORM_ID), _wpcf7_version: '6.2', _wpcf7_locale: 'tr_TR', _wpcf7_unit_tag: `wpcf7-f${FORM_ID}-p4740-o1`,
          _wpcf7_container_post: '4740', _wpcf7_posted_data_hash: '', 'your-name': 'Yük Testi', 'your-email': `${token}@example.com`,
          'your-subject': 'Yeni proje', 'your-message': `Yük testi mesajı ${token}`, 'your-consent': '1',
        };
        for (const [k, val] of Object.entries(fields)) fd.append(k, val);
        const encoded = new Response(fd);
        const body = Buffer.from(await encoded.arrayBuffer());
        const o = await go('POST', `/wp-json/contact-form-7/v1/contact-forms/${FORM_ID}/feedback`, { 'content-type': encoded.headers.get('content-type')!, cookie: v.cookie }, body);
        const r = record('contact form', o, (rep) => rep.status === 200 && textOf(rep).includes('"status":"mail_sent"'));
        (r ? ledger.contact.acked : ledger.contact.unknown).push(`${token}@example.com`);
      }],
    ];
    const total = steps.reduce((s, [weight]) => s + weight, 0);
    try {
      while (performance.now() < deadline) {
        if (!visitor) {
          // A visitor's first page hands out its cookie and nonces (site/server/site/page-settings-html.ts).
          const r = record('page (new visitor)', await go('GET', '/'), ok200);
          if (!r) continue;
          const cookie = String(r.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
          visitor = { cookie, settings: pageSettings(textOf(r)) };
          continue;
        }
        let roll = Math.random() * total;
        const step = steps.find(([weight]) => (roll -= weight) < 0)?.[1] ?? steps[0]![1];
        await step(visitor, `${w}-${seq++}`);
      }
    } finally {
      agent.destroy();
    }
  }

  const t0 = performance.now();
  await Promise.all(Array.from({ length: level }, (_, w) => worker(w)));
  return { stats, ledger, seconds: (performance.now() - t0) / 1000 };
}

// ---------------------------------------------------------------- the check

/** Every acknowledged write stored exactly once; a write whose reply never came stored at most once. */
function checkWrites(dbFile: string, ledger: Ledger): string[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const problems: string[] = [];
  try {
    const contactRows = db.prepare(`SELECT COUNT(*) AS n FROM contact_submissions WHERE json_extract(fields, '$."your-email"') = ?`);
    const subRows = db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?');
    const likeRows = db.prepare('SELECT COUNT(*) AS n FROM post_likes WHERE visitor = ? AND post_id = ?');
    const cartRow = db.prepare('SELECT quantity FROM cart_items WHERE visitor = ? AND product_id = ?');
    const views = db.prepare('SELECT views FROM page_views WHERE path = ?');
    const count = (stmt: Database.Statement, ...args: unknown[]) => (stmt.get(...args) as { n: number }).n;
    for (const [what, stmt, keys] of [['contact submission', contactRows, ledger.contact], ['newsletter subscription', subRows, ledger.newsletter]] as const) {
      for (const key of keys.acked) {
        const n = count(stmt, key);
        if (n !== 1) problems.push(`${what} ${key}: acknowledged, stored ${n} times`);
      }
      for (const key of keys.unknown) {
        const n = count(stmt, key);
        if (n > 1) problems.push(`${what} ${key}: no reply, stored ${n} times`);
      }
    }
    for (const [key, liked] of ledger.likes) {
      if (liked === null) continue;
      const [cookie, post] = key.split('|') as [string, string];
      const n = count(likeRows, `v:${cookie.split('=')[1]}`, Number(post));
      if (n !== (liked ? 1 : 0)) problems.push(`like ${key}: last acknowledged state ${liked ? 'liked' : 'unliked'}, stored ${n} rows`);
    }
    for (const [key, added] of ledger.cart) {
      if (added === null) continue;
      const [cookie, product] = key.split('|') as [string, string];
      const row = cartRow.get(`v:${cookie.split('=')[1]}`, Number(product)) as { quantity: number } | undefined;
      if ((row?.quantity ?? 0) !== added) problems.push(`cart ${key}: ${added} acknowledged adds, quantity stored ${row?.quantity ?? 0}`);
    }
    for (const [path, [acked, sent]] of ledger.pixel) {
      const n = (views.get(path) as { views: number } | undefined)?.views ?? 0;
      if (n < acked || n > sent) problems.push(`page views ${path}: ${acked} acknowledged of ${sent} sent, stored ${n}`);
    }
  } finally {
    db.close();
  }
  return problems;
}

// ---------------------------------------------------------------- the report

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(level: number, seconds: number, stats: Map<string, RouteStats>): { fivexx: number; timeouts: number } {
  const fmt = (ms: number) => (Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
  const rows: string[][] = [['route', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', '5xx', 'timeouts']];
  const all: RouteStats = { ms: [], errors: 0, server5xx: 0, timeouts: 0 };
  const line = (name: string, s: RouteStats) => {
    const sorted = [...s.ms].sort((a, b) => a - b);
    rows.push([name, String(sorted.length), ...[50, 95, 99, 100].map((p) => fmt(percentile(sorted, p))), String(s.errors), String(s.server5xx), String(s.timeouts)]);
  };
  for (const [name, s] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    line(name, s);
    all.ms.push(...s.ms);
    all.errors += s.errors;
    all.server5xx += s.server5xx;
    all.timeouts += s.timeouts;
  }
  line('ALL', all);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(`\n${level} concurrent connections, ${seconds.toFixed(1)} s, ${(all.ms.length / seconds).toFixed(0)} requests/s`);
  for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  for (const [name, s] of stats) if (s.firstError) console.log(`  first error on ${name}: ${s.firstError}`);
  return { fivexx: all.server5xx, timeouts: all.timeouts };
}

// ---------------------------------------------------------------- main

async function main(): Promise<number> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`${DIST}/index.html is missing: run \`npm run build\` first (or set STRATA_DIST)`);
    return 2;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'strata-soak-'));
  const dbFile = join(tmp, 'soak.sqlite');
  // A copy of the build: another `npm run build` in this checkout while the soak runs must not pull files away.
  const dist = join(tmp, 'dist');
  cpSync(DIST, dist, { recursive: true });
  const server = await startServer(dbFile, dist);
  // Ctrl-C or a kill must not leave the server running or the copy behind.
  const abort = (signal: NodeJS.Signals) => {
    server.child.kill('SIGTERM');
    server.child.once('exit', () => {
      rmSync(tmp, { recursive: true, force: true });
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  let failed = false;
  try {
    console.log(`soak: server ${server.origin}, database ${dbFile}, levels ${LEVELS.join(', ')}, ${SECONDS} s each, request timeout ${TIMEOUT_MS} ms`);
    const facts = await discover(server.origin);
    for (const [i, level] of LEVELS.entries()) {
      const { stats, ledger, seconds } = await runLevel(server.origin, facts, level, `r${i}c${level}`);
      const { fivexx } = report(level, seconds, stats);
      const problems = checkWrites(dbFile, ledger);
      const acked = ledger.contact.acked.length + ledger.newsletter.acked.length;
      console.log(`writes: ${ledger.contact.acked.length} contact submissions, ${ledger.newsletter.acked.length} subscriptions, `
        + `${ledger.likes.size} like states, ${ledger.cart.size} cart lines, ${[...ledger.pixel.values()].reduce((s, [a]) => s + a, 0)} page views checked; `
        + `${ledger.contact.unknown.length + ledger.newsletter.unknown.length} submissions without a reply (checked stored at most once); `
        + (problems.length === 0 ? 'all stored exactly once' : `${problems.length} PROBLEMS`));
      for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
      if (problems.length > 0 || fivexx > 0 || acked === 0) failed = true;
    }
    const errors = server.log.filter((l) => l.startsWith('error'));
    if (errors.length > 0) console.log(`server logged ${errors.length} error(s), first: ${errors[0]}`);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((ok) => server.child.once('exit', ok));
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(failed ? '\nsoak: FAILED (a lost or doubled write, a 5xx, or no write acknowledged at all)' : '\nsoak: passed');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
