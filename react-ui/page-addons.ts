/**
 * The page's add-on scripts and styles as DOM tags (engine/load/addons.ts decides which, once each per page): the code
 * page-loading.ts loadPageAddOns brings in with the first module that names an add-on (issue 18).
 */
import type { AddOnRegistry } from '../engine/index.ts';
import type { createAddOnRegistry } from '../engine/load/addons.ts';

/** SPEC §9 "Script load time-out 120 seconds": add-on scripts and styles not loaded by then count as failed. */
export const SCRIPT_TIMEOUT_MS = 120_000;

function tagLoad(element: HTMLScriptElement | HTMLLinkElement, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('timed out')), SCRIPT_TIMEOUT_MS);
    element.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    element.addEventListener('error', () => {
      window.clearTimeout(timer);
      element.remove();
      reject(new Error(`could not load ${url}`));
    });
    document.head.append(element);
  });
}

/** The page's registry: each script and style a `<script async>` or `<link rel="stylesheet">` in the head. */
export function createPageAddOnRegistry(create: typeof createAddOnRegistry): AddOnRegistry {
  return create({
    loadScript(url) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return tagLoad(script, url);
    },
    loadStyle(url) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      return tagLoad(link, url);
    },
  });
}
