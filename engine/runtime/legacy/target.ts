import type { StrataApi } from '../api-types.ts';

/** What the legacy shim needs of one module: its API plus the few facts the SR6 calls ask for. */
export interface LegacyTarget {
  readonly api: StrataApi;
  /** Key of the slide at a 0-based index (`revremoveslide` names slides by index). */
  keyAt(index: number): string | undefined;
  /** The module's progress through the viewport, -1 (below) … 1 (above) (`revgetparallaxproc`); null in Node. */
  parallaxProgress(): number | null;
  /** Whether the module has emitted `ready` (an `onloaded` handler bound later is still called once). */
  isReady(): boolean;
}

/** A value as a page's console shows it, for the warnings that name a bad argument. */
export function shownArg(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return Object.prototype.toString.call(value);
}
