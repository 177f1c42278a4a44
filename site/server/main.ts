import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { openDb, seedIfEmpty } from './db.ts';
import { seedFeedsIfEmpty } from './feeds-db.ts';
import { join } from 'node:path';
import { serverPaths } from './paths.ts';

const log = (msg: string) => console.log(msg);

const portText = process.env['PORT'] ?? '4173';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer between 0 and 65535, got "${portText}"`);
  process.exit(1);
}
const host = process.env['HOST'] || '127.0.0.1';

const paths = serverPaths(process.env, log);
const db = openDb(paths.dbFile);
const seed = seedIfEmpty(db, paths.fixturesDir, log);
if (!seed.skipped) {
  log(`seeded ${paths.dbFile}: ${db.count()} module(s) from ${seed.imported.length} file(s), ${seed.failed.length} failed`);
}
// Separately from the modules: a database made before the feed tables existed gets its feeds now.
seedFeedsIfEmpty(db, join(paths.fixturesDir, 'feeds'), log);

const app = createApp({ db, ...paths, log });
const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;

server.on('listening', () => {
  const addr = server.address();
  const shownHost = host.includes(':') ? `[${host}]` : host;
  log(`Strata listening on http://${shownHost}:${typeof addr === 'object' && addr ? addr.port : port}`);
});
server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} on ${host} is already in use (set PORT to another one)` : err);
  db.close();
  process.exit(1);
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: closing`);
  server.close(() => {
    db.close();
    process.exit(0);
  });
  // Keep-alive sockets would hold close() open; idle ones go now, busy ones get 2 s to finish.
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 2000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
