/**
 * The SR7 backend calls (SPEC §7, FORMAT.md §6): REST first (SR7's default), the admin-ajax POST form as the
 * fallback when REST is not configured or cannot be reached. Replies go through the JSON repair.
 */
import { parseJsonLenient } from './repair-json.ts';
import type { Endpoints } from './types.ts';

/** What the loaders need from the page; injected, so the engine runs in Node. */
export interface LoadDeps {
  readonly fetch: typeof fetch;
  /** Base URL for relative addresses (the page, or the JSON file's URL). */
  readonly base: string;
  readonly endpoints: Endpoints;
  readonly log: Pick<Console, 'log' | 'warn' | 'error'>;
}

/** A module, slide set, stream or modal that could not be fetched. `reported`: the SPEC §8 line was already logged. */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
  constructor(
    message: string,
    readonly reported = false,
  ) {
    super(message);
  }
}

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
      const body = parseJsonLenient(text, what);
      if (typeof body === 'object' && body !== null && 'success' in body) return body;
    } catch {
      // fall through
    }
    throw new ModuleLoadError(`${what}: HTTP ${response.status} ${response.statusText}`.trim());
  }
  return parseJsonLenient(text, what);
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
  const body = new URLSearchParams({ action: 'revslider_ajax_call_front', client_action: call.clientAction, version: '7', data: JSON.stringify(call.data) });
  try {
    const response = await deps.fetch(new URL(ajaxUrl as string, deps.base).href, { method: 'POST', body, credentials: 'same-origin' });
    return await readReply(response, what);
  } catch (error) {
    if (error instanceof ModuleLoadError) throw error;
    throw new ModuleLoadError(`${what}: ${(error as Error).message}`);
  }
}

/** `success` false or 0 is SR7's failure flag (SPEC §7). */
export function failed(reply: unknown): boolean {
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) return true;
  const flag = (reply as { success?: unknown }).success;
  return flag === false || flag === 0 || flag === '0' || flag === 'false';
}
