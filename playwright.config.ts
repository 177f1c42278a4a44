import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './scripts/ensure-chromium.mjs';

const PORT = Number(process.env['PORT'] ?? 4390);
const baseURL = `http://127.0.0.1:${PORT}`;

// `npm test` runs scripts/ensure-chromium.mjs first, which installs or explains; null here
// leaves Playwright to report its own missing-browser error.
const executablePath = findChromium() ?? undefined;

// A fresh database per run, so every run starts from the seed; removed when the runner exits. Workers load this
// file again: they inherit the runner's path through the environment (tests read the stored rows from it) and
// leave the file alone.
const inherited = process.env['STRATA_E2E_DB'];
const dbFile = inherited ?? join(tmpdir(), `strata-e2e-${process.pid}.sqlite`);
process.env['STRATA_E2E_DB'] = dbFile;
if (!inherited) {
  const removeDb = () => {
    for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) rmSync(f, { force: true });
  };
  removeDb();
  process.on('exit', removeDb);
}

export default defineConfig({
  testDir: 'e2e',
  // SwiftShader renders WebGL on the CPU and the CI box has 2 cores: one page at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL,
    headless: true,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          // Headless Chromium hides scrollbars by default; real visitors (and the SR7 reference
          // measurements, whose module is 16 px narrower than the viewport) have them.
          ignoreDefaultArgs: ['--hide-scrollbars'],
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
        },
      },
    },
  ],
  webServer: {
    // The real backend, on a database of its own per run, seeded from fixtures/modules.
    command: 'node --import tsx site/server/main.ts',
    url: `${baseURL}/api/modules`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STRATA_DB: dbFile,
      // A build elsewhere (`vite build --outDir …`) can be tested while dist/ is being rebuilt.
      ...(process.env['STRATA_DIST'] ? { STRATA_DIST: process.env['STRATA_DIST'] } : {}),
    },
  },
});
