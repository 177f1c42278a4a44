/**
 * CF7's REST client (includes/js/src/api-fetch.js): `root + 'contact-form-7/v1/' + endpoint`, JSON
 * replies, no X-WP-Nonce (CF7 deletes one: the feedback route is public and a cached page's nonce
 * would be stale). Failures become an ApiError with CF7's codes (SPEC §8).
 */
export const CF7_REST_NAMESPACE = 'contact-form-7/v1';

export type ApiErrorCode = 'fetch_error' | 'invalid_json' | 'http_error';

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** The HTTP status of an http_error. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** CF7's own texts for the two client-side failures. */
export const FETCH_ERROR_MESSAGE = 'You are probably offline.';
export const INVALID_JSON_MESSAGE = 'The response is not a valid JSON response.';

export interface Cf7Api {
  get(endpoint: string, signal?: AbortSignal): Promise<unknown>;
  post(endpoint: string, body: FormData, signal?: AbortSignal): Promise<unknown>;
}

/** `/wp-json/` + path, or `/?rest_route=` + path with its `?` turned into `&` (CF7 does the same). */
export function endpointUrl(root: string, endpoint: string): string {
  const path = `${CF7_REST_NAMESPACE}/${endpoint.replace(/^\//, '')}`;
  return root + (root.includes('?') ? path.replace('?', '&') : path);
}

/** A short description of a failed reply's body: a WP_Error's code and message, or its first characters. */
async function describeFailure(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') return `${body.code}: ${String(body.message ?? '')}`;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 120) || res.statusText;
}

export function createCf7Api({ root, fetch }: { root: string; fetch: typeof globalThis.fetch }): Cf7Api {
  async function call(endpoint: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(endpointUrl(root, endpoint), { ...init, headers: { Accept: 'application/json, */*;q=0.1' } });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError('fetch_error', FETCH_ERROR_MESSAGE);
    }
    if (res.status < 200 || res.status >= 300) {
      throw new ApiError('http_error', `The server answered ${res.status} to ${init.method} ${endpoint} (${await describeFailure(res)})`, res.status);
    }
    if (res.status === 204) return null;
    try {
      return (await res.json()) as unknown;
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError('invalid_json', INVALID_JSON_MESSAGE);
    }
  }
  return {
    get: (endpoint, signal) => call(endpoint, { method: 'GET', signal }),
    post: (endpoint, body, signal) => call(endpoint, { method: 'POST', body, signal }),
  };
}
