/**
 * The page's side of engine/load: backend addresses, fetch, and one add-on registry per page that loads
 * scripts and styles with DOM tags. Created on first use, never at import.
 */
import { createAddOnRegistry, type AddOnRegistry, type Endpoints, type ModuleLoadDeps } from '../engine/index.ts';

/** SPEC §9: scripts that have not loaded after 120 seconds count as failed. */
const SCRIPT_TIMEOUT_MS = 120_000;

/** Our backend's addresses, unless the page says otherwise the way SR7 pages do (`SR7.E.resturl` / `ajaxurl`). */
export function pageEndpoints(override?: Endpoints): Endpoints {
  const sr7 = (window as unknown as { SR7?: { E?: { resturl?: unknown; ajaxurl?: unknown } } }).SR7?.E;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    restUrl: override?.restUrl ?? text(sr7?.resturl) ?? '/wp-json/',
    ajaxUrl: override?.ajaxUrl ?? text(sr7?.ajaxurl) ?? '/wp-admin/admin-ajax.php',
  };
}

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

let registry: AddOnRegistry | null = null;

export function pageAddOns(): AddOnRegistry {
  registry ??= createAddOnRegistry({
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
  return registry;
}

export function pageLoadDeps(base: string, endpoints?: Endpoints): ModuleLoadDeps {
  return { fetch: window.fetch.bind(window), base, endpoints: pageEndpoints(endpoints), log: console, addOns: pageAddOns() };
}
