/**
 * The SR6 shim on demand (issue 18: a feature loads only when something asks for it). It is ~5 kB gzip that a
 * module without Slider Revolution 6 custom code never calls, so it is not part of the first download:
 * - a page with its own jQuery (where SR6 custom code lives) starts the import at once, beside the first slide;
 * - any other page gets the shim when the first slide's layers have entered, so `revapi.revnext()`-style calls from
 *   custom code keep working, one idle moment later than SR7's own methods.
 * Until it arrives, SR6 event names bound through revapi (`revapi.bind('revolution.slide.onloaded', fn)`) are held
 * and bound when it does; installed after `ready`, the shim replays it (index.ts `isReady`).
 */
import type { LegacyApiDeps } from './index.ts';

export interface LegacyAttachDeps extends LegacyApiDeps {
  /** Settles when the module no longer competes for the first paint (the slider's `entered`). */
  readonly later: Promise<void>;
  /** Reports a shim that failed to load; the module goes on without it. */
  readonly onError: (error: unknown) => void;
}

/** True when the page has a jQuery of its own: the one place SR6 custom code can run from. */
export function pageHasJquery(global: Record<string, unknown>): boolean {
  return ['jQuery', '$'].some((name) => {
    const candidate = global[name] as { fn?: unknown } | undefined;
    return (typeof candidate === 'function' || typeof candidate === 'object') && !!candidate && typeof candidate.fn === 'object';
  });
}

export interface LegacyAttachment {
  /** Settles when the shim is installed (or failed to load, or was detached). */
  readonly installed: Promise<void>;
  /** True when the page's jQuery asked for the shim at once: the module's `ready` waits for it. */
  readonly eager: boolean;
  detach(): void;
}

type Fn = (...args: unknown[]) => unknown;
const BINDERS = ['bind', 'on', 'one', 'unbind', 'off'] as const;
const isLegacyName = (name: unknown) => typeof name === 'string' && name.startsWith('revolution.');

/** Loads and installs the shim; `detach` undoes it, also when it has not arrived yet. */
export function attachLegacyApi(global: Record<string, unknown>, deps: LegacyAttachDeps): LegacyAttachment {
  let undo: (() => void) | null = null;
  let detached = false;
  const { revapi } = deps;
  // SR6 names bound before the shim exists wait here, in call order, and are replayed on the shim's methods.
  const held: [(typeof BINDERS)[number], unknown[]][] = [];
  const own = new Map(BINDERS.map((name) => [name, revapi[name] as Fn | undefined]));
  for (const name of BINDERS) {
    revapi[name] = (...args: unknown[]) => {
      if (!isLegacyName(args[0])) return own.get(name)?.(...args);
      held.push([name, args]);
      return revapi;
    };
  }
  const eager = pageHasJquery(global);
  const installed = (eager ? Promise.resolve() : deps.later)
    .then(() => (detached ? null : import('./index.ts')))
    .then((shim) => {
      if (!shim || detached) return;
      for (const [name, method] of own) revapi[name] = method;
      undo = shim.installLegacyApi(global, deps);
      for (const [name, args] of held.splice(0)) (revapi[name] as Fn | undefined)?.(...args);
    })
    .catch((error: unknown) => {
      if (!detached) deps.onError(error);
    });
  return {
    installed,
    eager,
    detach() {
      detached = true;
      held.length = 0;
      undo?.();
      undo = null;
    },
  };
}
