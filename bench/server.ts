import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The real backend (site/server/main.ts) on its own port and a throwaway database, serving the pages in `distDir`. */
export interface BenchServer {
  readonly baseUrl: string;
  /** Stops the server and removes the temp database; safe to call more than once. */
  stop(): Promise<void>;
  /** Synchronous last resort for process 'exit' handlers. */
  killNow(): void;
}

const repoRoot = resolve(import.meta.dirname, '..');

/** `preferred` when it is free on 127.0.0.1, otherwise a port the OS picks. */
export function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((done) => {
      const probe = createServer();
      probe.once('error', () => done(null));
      probe.listen(port, '127.0.0.1', () => {
        const addr = probe.address();
        const got = typeof addr === 'object' && addr ? addr.port : null;
        probe.close(() => done(got));
      });
    });
  return tryListen(preferred).then((p) => p ?? tryListen(0)).then((p) => {
    if (p === null) throw new Error('could not find a free TCP port on 127.0.0.1');
    return p;
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(preferredPort: number, distDir: string, timeoutMs = 60_000): Promise<BenchServer> {
  const port = await freePort(preferredPort);
  const dbDir = mkdtempSync(join(tmpdir(), 'strata-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'site/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STRATA_DB: join(dbDir, 'bench.sqlite'), STRATA_DIST: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | null = null;
  const exitPromise = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exited = `exit ${code ?? signal}`;
      done();
    }),
  );

  let stopped = false;
  const cleanupDb = () => rmSync(dbDir, { recursive: true, force: true });
  const server: BenchServer = {
    baseUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (exited === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exitPromise;
        clearTimeout(timer);
      }
      cleanupDb();
    },
    killNow() {
      if (exited === null) child.kill('SIGKILL');
      cleanupDb();
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      await server.stop();
      throw new Error(`server exited before answering (${exited}):\n${output.trim()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/modules`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server did not answer GET ${baseUrl}/api/modules within ${timeoutMs / 1000} s:\n${output.trim()}`);
    }
    await sleep(200);
  }
}
