/**
 * One legacy surface over one module: the SR6 methods (methods.ts) and `bind` / `unbind` / `one` for SR6's
 * `revolution.*` events (events.ts), each call logging its deprecation notice once per page. The surface may exist
 * before its module does (a `jQuery(sel).revolution()` call that ran before the module mounted): bindings then
 * wait for the module to register and commands for it to be ready (`flush()`); getters answer undefined, as SR6's
 * did for a slider not yet initialised.
 */
import type { StrataEvents } from '../api-types.ts';
import { LEGACY_EVENTS } from './events.ts';
import { LEGACY_METHODS } from './methods.ts';
import type { LegacyNotices } from './notices.ts';
import type { LegacyTarget } from './target.ts';

type Handler = (this: unknown, event: { readonly type: string }, data?: unknown) => void;

export interface LegacyFacadeDeps {
  /** The module, or null while none is found yet. */
  target(): LegacyTarget | null;
  readonly notices: LegacyNotices;
  /** How pages write the receiver, for the notices: `revapi` (→ `revapi.revnext()`) or `jQuery(…)`. */
  readonly receiver: string;
  readonly log: Pick<Console, 'warn'>;
}

export interface LegacyFacade {
  /** `revnext`, `revshowslide` … and `bind` / `unbind` / `one` for `revolution.*` names; commands return `self`. */
  readonly methods: Readonly<Record<string, (...args: unknown[]) => unknown>>;
  /**
   * Moves the event bindings to the module found now (a module mounted again, e.g. by React StrictMode, is a new
   * one) and, once that module is ready, replays the commands queued while none was found. A no-op without one.
   */
  flush(): void;
  /** Unbinds every handler and drops the queue. Idempotent. */
  dispose(): void;
}

interface Binding {
  readonly name: string;
  readonly fn: Handler;
  readonly once: boolean;
  /** The module it listens on now, and how to stop; a module mounted again (StrictMode) gets it re-attached. */
  on: LegacyTarget | null;
  off: (() => void) | null;
}

export function createLegacyFacade(self: object, deps: LegacyFacadeDeps): LegacyFacade {
  const { notices, receiver, log } = deps;
  const queue: ((target: LegacyTarget) => void)[] = [];
  const bindings: Binding[] = [];
  const warn = (message: string) => log.warn(message);

  const detach = (binding: Binding) => {
    binding.off?.();
    binding.off = null;
    binding.on = null;
  };
  const drop = (binding: Binding) => {
    detach(binding);
    bindings.splice(bindings.indexOf(binding), 1);
  };

  function attach(binding: Binding, target: LegacyTarget) {
    const mapping = LEGACY_EVENTS[binding.name];
    if (!mapping || binding.on === target) return;
    detach(binding);
    const fire = (detail: unknown) => {
      if (binding.once) drop(binding);
      binding.fn.call(self, { type: binding.name }, mapping.data(detail as never));
    };
    const listener = (detail: StrataEvents[keyof StrataEvents]) => {
      if (!mapping.accepts || mapping.accepts(detail as never)) fire(detail);
    };
    target.api.on(mapping.event, listener);
    binding.on = target;
    binding.off = () => target.api.off(mapping.event, listener);
    // SR6 code binds onloaded in the same tick as it starts the slider, so it always saw the event; a Strata
    // module may be ready before the page's custom code runs, so a late onloaded handler is still called once.
    if (mapping.event === 'ready' && target.isReady()) {
      void Promise.resolve().then(() => {
        if (bindings.includes(binding)) fire(undefined);
      });
    }
  }

  function later(run: (target: LegacyTarget) => void) {
    const target = deps.target();
    if (target) run(target);
    else queue.push(run);
  }

  function bind(name: unknown, fn: unknown, once: boolean): object {
    const call = `${receiver}.${once ? 'one' : 'bind'}(${JSON.stringify(name)})`;
    const mapping = typeof name === 'string' ? LEGACY_EVENTS[name] : undefined;
    if (!mapping) {
      notices.unsupported(call, 'Strata has no such event; see on(event, fn) for the events it has');
      return self;
    }
    notices.deprecated(call, `window.strata.get(id).${mapping.replacement}`);
    if (typeof fn !== 'function') {
      warn(`[strata] ${call}: expected a handler function, got ${typeof fn}`);
      return self;
    }
    const binding: Binding = { name: name as string, fn: fn as Handler, once, on: null, off: null };
    bindings.push(binding);
    const target = deps.target();
    if (target) attach(binding, target);
    return self;
  }

  function unbind(name: unknown, fn?: unknown): object {
    for (const binding of [...bindings]) if (binding.name === name && (fn === undefined || binding.fn === fn)) drop(binding);
    return self;
  }

  const methods: Record<string, (...args: unknown[]) => unknown> = {
    bind: (name, fn) => bind(name, fn, false),
    one: (name, fn) => bind(name, fn, true),
    unbind,
  };
  for (const [name, method] of Object.entries(LEGACY_METHODS)) {
    const call = `${receiver}.${name}()`;
    methods[name] = (...args) => {
      if (method.replacement === null) {
        notices.unsupported(call, method.why);
        return method.kind === 'command' ? self : undefined;
      }
      notices.deprecated(call, method.replacement);
      const run = method.run;
      if (method.kind === 'getter') {
        const target = deps.target();
        return target ? run(target, args, warn) : undefined;
      }
      later((target) => void run(target, args, warn));
      return self;
    };
  }

  return {
    methods,
    flush() {
      const target = deps.target();
      if (!target) return;
      for (const binding of [...bindings]) attach(binding, target);
      // Commands wait for `ready`: the module registers while it is still being built (create-slider.ts).
      if (target.isReady()) for (const run of queue.splice(0)) run(target);
    },
    dispose() {
      queue.length = 0;
      for (const binding of [...bindings]) drop(binding);
    },
  };
}
