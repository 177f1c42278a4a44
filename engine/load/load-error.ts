/**
 * What every loader shares, kept apart from the backend calls (transport.ts) so that a module given as JSON or fetched
 * as a file loads without their code (issue 18): the page's ports, the load error and SR7's failure flag.
 */
import type { ReplyCache } from './reply-cache.ts';
import type { Endpoints } from './types.ts';

/** What the loaders need from the page; injected, so the engine runs in Node. */
export interface LoadDeps {
  readonly fetch: typeof fetch;
  /** Base URL for relative addresses (the page, or the JSON file's URL). */
  readonly base: string;
  readonly endpoints: Endpoints;
  readonly log: Pick<Console, 'log' | 'warn' | 'error'>;
  /**
   * Where successful backend replies are kept between page loads (reply-cache.ts); none → every call fetches. A
   * function opens it at the first backend call (a page loads the cache's code only then).
   */
  readonly cache?: ReplyCache | null | (() => Promise<ReplyCache | null>);
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

/** `success` false or 0 is SR7's failure flag (SPEC §7). */
export function failed(reply: unknown): boolean {
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) return true;
  const flag = (reply as { success?: unknown }).success;
  return flag === false || flag === 0 || flag === '0' || flag === 'false';
}
