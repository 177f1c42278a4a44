import { modalCookieName, type CookiePort } from './cookie.ts';
import { isPopUp, moduleModalSettings, resolveLook } from './look.ts';
import type { Timers } from './triggers.ts';
import type { ModalEntry, ModalLoader, ModalLook, ModalRef, ModalSettingsLike } from './types.ts';

export type ModalEventName = 'sr.modal.loaded' | 'sr.modal.open' | 'sr.modal.close';

export interface ModalControllerDeps {
  readonly loader: ModalLoader;
  readonly timers: Timers;
  readonly cookies: CookiePort;
  readonly scrollLock: { lock(): void; unlock(): void };
  /** Whether a module with this alias is on the page outside any modal (SPEC §4 refusal). */
  placedOnPage(alias: string): boolean;
  /** Dispatches the SR7 DOM event (on document) with `{alias}`. */
  dispatch(name: ModalEventName, detail: { readonly alias: string }): void;
  /** The element focused when a modal is asked for: focus goes back there on close. */
  activeElement(): unknown;
  readonly log: Pick<Console, 'log' | 'warn'>;
}

export interface OpenOptions {
  /** 1-based slide to open at (0 / absent = the module's first slide), or a slide key written `"#key"`. */
  readonly slide?: number | string;
  /** Look keys that override the module's modal settings (the trigger string's `sp bg pS h v`). */
  readonly look?: Partial<ModalLook>;
  /** Set the one-time cookie for this many days once shown (`co`). */
  readonly cookieDays?: number | null;
}

/** How an open request ended its loading stage. */
export type OpenResult = 'loaded' | 'busy' | 'refused' | 'failed' | 'cancelled';

export interface ModalController {
  /** Loads and shows a modal by alias, id, or `{alias, id}`; explicit API opens ignore the cookie. */
  open(target: string | number | ModalRef, options?: OpenOptions): Promise<OpenResult>;
  /** Options a page set for an alias (a `<StrataModal>`): used by every open of that alias. */
  configure(alias: string, options: OpenOptions): () => void;
  /** The view mounted the module and it is ready: open once its add-on resources are loaded too. */
  ready(serial: number): void;
  /** The view could not show the loaded module. */
  fail(serial: number): void;
  /** Closes an alias (or id), the top modal (`'current'`, the default) or every modal (`'all'`). */
  close(which?: string | number): void;
  /** The stack, bottom first; a new array after each change. */
  entries(): readonly ModalEntry[];
  subscribe(fn: () => void): () => void;
  on(type: 'open' | 'close' | 'closed', fn: (entry: ModalEntry) => void): () => void;
  destroy(): void;
}

export function toModalRef(target: string | number | ModalRef): ModalRef {
  if (typeof target === 'number') return { id: target };
  if (typeof target === 'object') return target;
  const trimmed = target.trim();
  // Digits or an html id (SR7_12_1) name a database id; anything else is an alias.
  return /^\d+$/.test(trimmed) || /^SR7_\d+/i.test(trimmed) ? { id: trimmed } : { alias: trimmed };
}

const refMatches = (entry: ModalEntry, which: string) => entry.alias === which || (entry.ref.id !== undefined && String(entry.ref.id) === which);

/**
 * The modal state machine (SPEC §4): closed → loading → open → closed, several modals as a stack.
 * Loading fetches the modal settings then the module; the refusal rule runs once the module's settings
 * are known; `sr.modal.loaded/open/close` are dispatched with `{alias}`.
 */
export function createModalController(deps: ModalControllerDeps): ModalController {
  let stack: readonly ModalEntry[] = [];
  let serial = 0;
  let locks = 0;
  let destroyed = false;
  const locking = new Set<number>();
  const cookieDays = new Map<number, number>();
  const configured = new Map<string, OpenOptions>();
  const timers = new Set<unknown>();
  const subscribers = new Set<() => void>();
  const listeners = { open: new Set<(e: ModalEntry) => void>(), close: new Set<(e: ModalEntry) => void>(), closed: new Set<(e: ModalEntry) => void>() };

  const find = (n: number) => stack.find((e) => e.serial === n);
  const notify = () => subscribers.forEach((fn) => fn());
  const update = (n: number, patch: Partial<ModalEntry>) => {
    stack = stack.map((e) => (e.serial === n ? { ...e, ...patch } : e));
    notify();
    return find(n);
  };
  const remove = (entry: ModalEntry) => {
    stack = stack.filter((e) => e.serial !== entry.serial);
    cookieDays.delete(entry.serial);
    if (locking.delete(entry.serial) && --locks === 0) deps.scrollLock.unlock();
    notify();
  };

  async function load(n: number, ref: ModalRef, explicit: Partial<ModalLook>): Promise<OpenResult> {
    const settings: ModalSettingsLike | null = await deps.loader.settings(ref).then(
      (reply) => (reply && reply.success !== false ? reply : null),
      () => null,
    );
    let entry = find(n);
    if (!entry || destroyed) return 'cancelled';
    const alias = ref.alias ?? (typeof settings?.alias === 'string' && settings.alias ? settings.alias : entry.alias);
    let module;
    try {
      // Asked by id: once the settings reply names the alias, fetch by alias (get_full_slider_object forcealias).
      module = await deps.loader.module(ref.alias !== undefined || alias === entry.alias ? ref : { alias });
    } catch {
      // SPEC §8 "Modal load failed".
      deps.log.log(`${alias} Could not be Loaded from DB`);
      entry = find(n);
      if (entry) remove(entry);
      return 'failed';
    }
    entry = find(n);
    if (!entry || destroyed) return 'cancelled';
    const modal = moduleModalSettings(module.json);
    if (deps.placedOnPage(alias) && !isPopUp(settings, modal)) {
      deps.log.warn(
        `[strata] ${alias} cannot be used both as a modal and as a normal module on the same page; set "Pop Up" to true (settings.modal.pop) to allow it`,
      );
      remove(entry);
      return 'refused';
    }
    update(n, { alias, module, look: resolveLook(explicit, settings, modal) });
    deps.dispatch('sr.modal.loaded', { alias });
    return 'loaded';
  }

  async function show(n: number): Promise<void> {
    const entry = find(n);
    if (!entry?.module || entry.phase !== 'loading') return;
    // SPEC §5: a modal opens only once its required (add-on) resources have loaded.
    const ok = await entry.module.ready.then(() => true, () => false);
    const now = find(n);
    if (!now || now.phase !== 'loading' || destroyed) return;
    if (!ok) {
      deps.log.log(`${now.alias} Could not be Loaded from DB`);
      remove(now);
      return;
    }
    if (!now.look.pageScroll) {
      locking.add(n);
      if (locks++ === 0) deps.scrollLock.lock();
    }
    const days = cookieDays.get(n);
    if (days) deps.cookies.set(modalCookieName(now.alias), '1', days);
    const opened = update(n, { phase: 'open' });
    deps.dispatch('sr.modal.open', { alias: now.alias });
    if (opened) listeners.open.forEach((fn) => fn(opened));
  }

  function close(which: string | number = 'current'): void {
    const key = String(which);
    const live = stack.filter((e) => e.phase !== 'closing');
    const targets = key === 'all' ? live : key === 'current' ? live.slice(-1) : live.filter((e) => refMatches(e, key));
    for (const entry of targets) {
      if (entry.phase === 'loading') {
        remove(entry);
        continue;
      }
      const closing = update(entry.serial, { phase: 'closing' }) ?? entry;
      deps.dispatch('sr.modal.close', { alias: entry.alias });
      listeners.close.forEach((fn) => fn(closing));
      // The view fades out over the modal's speed; then the entry is gone (closed) and styles come back.
      const handle = deps.timers.setTimeout(() => {
        timers.delete(handle);
        const gone = find(entry.serial);
        if (!gone) return;
        remove(gone);
        listeners.closed.forEach((fn) => fn(gone));
      }, entry.look.speed);
      timers.add(handle);
    }
  }

  return {
    open(target, options = {}) {
      if (destroyed) return Promise.resolve('cancelled');
      const ref = toModalRef(target);
      const name = ref.alias ?? String(ref.id ?? '');
      if (!name) return Promise.reject(new Error('openModal: expected an alias or an id'));
      if (stack.some((e) => e.phase !== 'closing' && refMatches(e, name))) return Promise.resolve('busy');
      const merged = { ...configured.get(name), ...options, look: { ...configured.get(name)?.look, ...options.look } };
      const n = ++serial;
      if (merged.cookieDays) cookieDays.set(n, merged.cookieDays);
      const entry: ModalEntry = { serial: n, alias: name, ref, phase: 'loading', slide: merged.slide ?? 0, look: resolveLook(merged.look, null, {}), module: null, opener: deps.activeElement() };
      stack = [...stack, entry];
      notify();
      return load(n, ref, merged.look);
    },
    configure(alias, options) {
      configured.set(alias, options);
      return () => {
        if (configured.get(alias) === options) configured.delete(alias);
      };
    },
    ready: (n) => void show(n),
    fail(n) {
      const entry = find(n);
      if (entry) remove(entry);
    },
    close,
    entries: () => stack,
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    on(type, fn) {
      listeners[type].add(fn);
      return () => listeners[type].delete(fn);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      timers.forEach((h) => deps.timers.clearTimeout(h));
      timers.clear();
      if (locks > 0) deps.scrollLock.unlock();
      locks = 0;
      locking.clear();
      stack = [];
      subscribers.clear();
      Object.values(listeners).forEach((set) => set.clear());
    },
  };
}
