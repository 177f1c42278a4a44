/**
 * The SR7 backend calls (SPEC §7, FORMAT.md §6): REST first (SR7's default), the admin-ajax POST form as the
 * fallback when REST is not configured or cannot be reached. Replies go through the JSON repair.
 */
import { CACHE_KEY_PREFIX } from './reply-cache.ts';
import { readJson } from './read-json.ts';
import { failed, ModuleLoadError, type LoadDeps } from './load-error.ts';

export interface BackendCall {
  /** REST path under the REST root, e.g. `sliderrevolution/sliders/12`. */
  readonly restPath: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  /** admin-ajax `client_action`. */
  readonly clientAction: string;
  /** admin-ajax `data` (sent as JSON). */
  readonly data: Readonly<Record<string, unknown>>;
}

/** SR7 html ids such as `SR7_12_1` name database id 12 (FORMAT.md §6). */
export function dbIdOf(id: string | number): string {
  const text = String(id).trim();
  return /^SR7_(\d+)(?:_\d+)*$/i.exec(text)?.[1] ?? text;
}

function restUrl(root: string, call: BackendCall, base: string): string {
  const query = Object.entries(call.query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  // `…/index.php?rest_route=/` (sites without pretty permalinks) already carries a query.
  const joined = root.endsWith('/') || root.endsWith('=') ? root + call.restPath : `${root}/${call.restPath}`;
  return new URL(query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined, base).href;
}

async function readReply(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) {
    // A backend that answers "no" with a JSON body ({success:false, message}) is an answer, not an outage.
    try {
      const body = await readJson(text, what);
      if (typeof body === 'object' && body !== null && 'success' in body) return body;
    } catch {
      // fall through
    }
    throw new ModuleLoadError(`${what}: HTTP ${response.status} ${response.statusText}`.trim());
  }
  return readJson(text, what);
}

/** Runs one backend call: REST, then admin-ajax when REST is absent or unreachable (network error, non-JSON, 5xx). */
export async function callBackend(call: BackendCall, deps: LoadDeps, what: string): Promise<unknown> {
  const { restUrl: rest, ajaxUrl } = deps.endpoints;
  if (!rest && !ajaxUrl) throw new ModuleLoadError(`${what}: no backend address (set endpoints.restUrl or endpoints.ajaxUrl)`);
  let restError: Error | null = null;
  if (rest) {
    try {
      return await readReply(await deps.fetch(restUrl(rest, call, deps.base), { credentials: 'same-origin' }), what);
    } catch (error) {
      restError = error as Error;
      if (!ajaxUrl) throw error instanceof ModuleLoadError ? error : new ModuleLoadError(`${what}: ${restError.message}`);
      deps.log.warn(`[strata] ${what} over REST failed (${restError.message}); trying admin-ajax`);
    }
  }
  // The form's `version` is the one the call names (get_full_slider_object for an SR6 source module: 6), else 7.
  const version = typeof call.data.version === 'number' || typeof call.data.version === 'string' ? String(call.data.version) : '7';
  const body = new URLSearchParams({ action: 'revslider_ajax_call_front', client_action: call.clientAction, version, data: JSON.stringify(call.data) });
  try {
    const response = await deps.fetch(new URL(ajaxUrl as string, deps.base).href, { method: 'POST', body, credentials: 'same-origin' });
    return await readReply(response, what);
  } catch (error) {
    if (error instanceof ModuleLoadError) throw error;
    throw new ModuleLoadError(`${what}: ${(error as Error).message}`);
  }
}

/** The storage key of a call: the backend's absolute address, the call and its own path and query. */
export function replyCacheKey(call: BackendCall, deps: Pick<LoadDeps, 'endpoints' | 'base'>): string {
  const root = deps.endpoints.restUrl ?? deps.endpoints.ajaxUrl ?? '';
  let backend = root;
  try {
    backend = new URL(root, deps.base).href;
  } catch {
    // An address the URL parser refuses still names the backend well enough for a key.
  }
  const query = Object.entries(call.query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `${CACHE_KEY_PREFIX}${call.clientAction}:${backend}${call.restPath}${query ? `?${query}` : ''}`;
}

/**
 * callBackend through the reply cache (SPEC §9 "Storage entries expire by a lifetime in seconds"): a successful
 * reply an earlier page load stored, younger than `maxAge` seconds (default: the cache's lifetime), answers without
 * a request; an expired one is fetched again and replaced. Failure replies are never stored.
 */
export async function callBackendCached(call: BackendCall, deps: LoadDeps, what: string, maxAge?: number): Promise<unknown> {
  const cache = typeof deps.cache === 'function' ? await deps.cache() : deps.cache;
  if (!cache) return callBackend(call, deps, what);
  const key = replyCacheKey(call, deps);
  const hit = cache.read(key, maxAge);
  // A stored value that is not a success reply is as good as damaged: fetch.
  if (hit !== undefined && !failed(hit)) return hit;
  const reply = await callBackend(call, deps, what);
  if (!failed(reply)) cache.write(key, reply);
  return reply;
}
