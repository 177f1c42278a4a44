/** The Chromium executable to drive (`CHROMIUM_PATH`, a system package, or Playwright's download), or null. */
export function findChromium(): string | null;
