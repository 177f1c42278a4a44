#!/usr/bin/env node
// Finds a Chromium for Playwright, installing Debian's package when it can (root on Debian).
// Plain ESM without dependencies so it also runs before `npm ci`; playwright-core is optional.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    // playwright-core is not installed yet, or has no browser for this platform.
    return null;
  }
}

/**
 * The Chromium executable to drive: `CHROMIUM_PATH`, a system package, or a browser downloaded by
 * Playwright. Returns null when there is none.
 * @returns {string | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere`);
  }
  return SYSTEM_PATHS.find((p) => existsSync(p)) ?? playwrightChromium();
}

function isRootOnDebian() {
  return existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
}

function installCommand() {
  if (isRootOnDebian()) return 'apt-get update && apt-get install -y chromium';
  if (existsSync('/etc/debian_version')) return 'sudo apt-get update && sudo apt-get install -y chromium';
  return 'npx playwright install chromium';
}

function main() {
  let found = findChromium();
  if (!found && isRootOnDebian()) {
    console.error('No Chromium found; installing Debian\'s chromium package (apt-get)…');
    const r = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) console.error(`apt-get failed: ${r.error?.message ?? `exit ${r.status ?? r.signal}`}`);
    found = findChromium();
  }
  if (found) {
    console.log(`Chromium: ${found}`);
    return 0;
  }
  console.error('No Chromium found (tried CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser,');
  console.error('/usr/bin/google-chrome and Playwright\'s own download). Install one with:');
  console.log(installCommand());
  return 1;
}

function invokedDirectly() {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (invokedDirectly()) process.exitCode = main();
