/**
 * Where a module definition comes from (DESIGN.md "engine/load"): an inline object, JSON text, a `.json` URL,
 * or the backend (get_full_slider_object). Feeds are turned into slides here, add-on resources registered, so
 * the normalizer always receives one plain SR7 module.
 */
import { isRecord } from '../model/read.ts';
import { moduleRoot, unwrappedModule } from '../model/feature-readers.ts';
import { collectDiagnostics, recover, type Diagnostic } from '../model/diagnostics.ts';
import { fallbackUrlOf } from '../model/normalize-fallback.ts';
import type { AddOnPolicy, AddOnRegistry } from './addons.ts';
import { originOf } from './origin.ts';
import { readJson } from './read-json.ts';
import { failed, ModuleLoadError, type LoadDeps } from './load-error.ts';
import type { AddOnResource, FeedItem, RemoteModuleRef } from './types.ts';

export interface LoadedModule {
  /** The SR7 module, ready for normalizeModule. */
  readonly json: Record<string, unknown>;
  /** Base URL for the module's relative media paths. */
  readonly base: string;
  readonly addOns: readonly AddOnResource[];
  /** Settles when the add-on resources have loaded (rejects naming a failed one). */
  readonly ready: Promise<void>;
  /** Where the module came from, for later calls (lazy slides). */
  readonly origin: { readonly id?: string | number; readonly alias?: string } | null;
  /**
   * `settings.general.fallbackURL` as written (relative to `base`), read leniently so it is there even when the
   * module fails to normalize: the page shows it in the module's place (SPEC §3 "General").
   */
  readonly fallbackUrl: string | null;
  /** Values read while loading (the feed source) that were not understood; normalizeModule's `diagnostics` option. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface ModuleLoadDeps extends LoadDeps {
  /** The page's add-on registry (one per page); none → add-ons are listed but not loaded. */
  readonly addOns?: AddOnRegistry;
  /**
   * Origins whose add-on resources may load (the page's own first). A module fetched from another origin loads
   * none; none given → no add-on resource loads at all.
   */
  readonly addOnOrigins?: readonly string[];
  /** The module came from the visitor (pasted, dropped, uploaded): it loads no add-on resource, whatever it names. */
  readonly untrusted?: boolean;
}

export function isRemoteRef(source: unknown): source is RemoteModuleRef {
  return isRecord(source) && source.remote === true;
}

/** A get_full_slider_object reply → the module JSON the normalizer reads. */
function moduleFromReply(reply: Record<string, unknown>, complete: boolean): Record<string, unknown> {
  const settings = isRecord(reply.settings) ? { ...reply.settings } : {};
  if (settings.alias === undefined && typeof reply.alias === 'string') settings.alias = reply.alias;
  const slides: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(isRecord(reply.slides) ? reply.slides : {})) {
    // A full reply carries every slide's layers: PHP's `[]` there means "no layers", not MIX's "fetch later".
    slides[key] = complete && isRecord(entry) && Array.isArray(entry.layers) && entry.layers.length === 0 ? { ...entry, layers: {} } : entry;
  }
  if (Array.isArray(reply.slides)) throw new ModuleLoadError('module reply: slides is a list (an SR6 "v6 shape" reply); re-save the module with SR7');
  return { id: reply.id, settings, slides, addOns: reply.addOns ?? [] };
}

interface ReadSource {
  readonly json: Record<string, unknown>;
  readonly base: string;
  readonly origin: LoadedModule['origin'];
  /** The URL the definition was fetched from (null: inline, or from the page's backend). */
  readonly fetchedFrom: string | null;
  /** The key the module was found under (moduleRoot), where it was not the document itself. */
  readonly unwrapped?: string | null;
}

/** The URL when `text` is an absolute URL (URL.canParse is newer than the browsers we run in). */
function absoluteUrl(text: string, base?: string): string | null {
  try {
    return new URL(text, base).href;
  } catch {
    return null;
  }
}

/** The module's address, or a load error that names which part (the address or the base) is not a URL. */
function moduleAddress(text: string, base: string): string {
  try {
    return new URL(text, base).href;
  } catch {
    throw new ModuleLoadError(absoluteUrl(base) ? `module address "${text}" is not a URL` : `the base URL "${base}" the module address "${text}" is read against is not a URL (baseUrl?)`);
  }
}

async function readSource(source: unknown, deps: LoadDeps): Promise<ReadSource> {
  if (isRemoteRef(source)) {
    // The backend's calls (backend.ts) load only for a module named by id or alias, not for JSON given or fetched.
    const { fetchFullSliderObject } = await import('./backend.ts');
    const reply = await fetchFullSliderObject({ id: source.id, alias: source.alias }, deps);
    return { json: moduleFromReply(reply, true), base: deps.base, origin: { id: source.id, alias: source.alias }, fetchedFrom: null };
  }
  let value = source;
  let base = deps.base;
  let fetchedFrom: string | null = null;
  if (typeof source === 'string') {
    const text = source.trim();
    if (text.startsWith('{') || text.startsWith('[')) value = await readJson(text, 'module JSON');
    else {
      base = moduleAddress(text, deps.base);
      fetchedFrom = base;
      const response = await deps.fetch(base).catch((error: Error) => {
        throw new ModuleLoadError(`Module ${base} could not be loaded: ${error.message}`);
      });
      if (!response.ok) throw new ModuleLoadError(`Module ${base} could not be loaded: HTTP ${response.status}`);
      value = await readJson(await response.text(), `module ${base}`);
    }
  }
  if (!isRecord(value)) throw new ModuleLoadError(`module: expected an SR7 module object, got ${Array.isArray(value) ? 'a list' : typeof value}`);
  // A saved backend reply ({success, settings, slides}) loads like one fetched.
  if ('success' in value) {
    if (failed(value)) throw new ModuleLoadError(`module: the reply says success ${String(value.success)}${typeof value.message === 'string' ? ` (${value.message})` : ''}`);
    return { json: moduleFromReply(value as Record<string, unknown>, false), base, origin: moduleOrigin(value), fetchedFrom };
  }
  // A module under one key (a page's SR7.JSON copied whole) is that module, and said so (loadModule).
  const { root, key } = moduleRoot(value);
  const json = isRecord(root) ? root : value;
  return { json, base, origin: moduleOrigin(json), fetchedFrom, unwrapped: key };
}

function moduleOrigin(json: Readonly<Record<string, unknown>>): LoadedModule['origin'] {
  const settings = isRecord(json.settings) ? json.settings : {};
  const alias = typeof settings.alias === 'string' && settings.alias ? settings.alias : undefined;
  const id = typeof json.id === 'string' || typeof json.id === 'number' ? json.id : undefined;
  return alias === undefined && id === undefined ? null : { id, alias };
}

/**
 * Add-ons with resources to load: an entry written as `{js, css}` (addons.ts readAddOns). Real exports name theirs by a
 * script path (`{transitionpack: "revslider-…/transitionpack.js", tpackURL: "./…"}`, SR7's own add-on code, which
 * Strata does not run): nothing to load, so no add-on code is fetched for them, and nothing waits for it.
 */
const hasAddOnResources = (raw: unknown): boolean => (Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : []).some(isRecord);

/** What the module's add-ons may load: nothing for a visitor's module or one fetched from an origin not allowed. */
function addOnPolicy(fetchedFrom: string | null, deps: ModuleLoadDeps): AddOnPolicy {
  const origins = deps.addOnOrigins ?? [];
  if (deps.untrusted) return { origins, refusal: 'the module came from the visitor' };
  const from = fetchedFrom === null ? null : originOf(fetchedFrom);
  if (fetchedFrom !== null && !origins.includes(from ?? '')) return { origins, refusal: `the module came from ${from ?? fetchedFrom}, not from an allowed origin` };
  return { origins, refusal: null };
}

/**
 * Feed modules (SPEC §1 feeds): the source is read here, its reader fetched only for settings that name one; the
 * stream, the error slide and the slides it makes load on demand (feed.ts), since most modules have no feed. A source
 * that cannot be read is reported (`diagnostics`) and the module shows its own slides, as for no source.
 */
async function applyFeed(json: Record<string, unknown>, deps: LoadDeps, diagnostics: Diagnostic[]): Promise<Record<string, unknown>> {
  // Settings that name no source (SR7's `source`, SR6's `sourcetype`) have no stream: the reader is not fetched.
  if (isRecord(json.settings) && json.settings.source === undefined && json.settings.sourcetype === undefined) return json;
  const { readFeedSource } = await import('./feed-source.ts');
  const read = collectDiagnostics(() => recover(null, () => readFeedSource(json.settings)));
  diagnostics.push(...read.diagnostics);
  const source = read.result;
  if (!source) return json;
  const { feedModule } = await import('./feed.ts');
  return feedModule(json, source, deps);
}

/**
 * Loads a module from any source and prepares it for normalizeModule.
 *
 * @example
 * const loaded = await loadModule({ remote: true, alias: 'strata-hero' }, { fetch, base: location.href, endpoints: { restUrl: '/wp-json/' }, log: console });
 * const model = normalizeModule(loaded.json);
 */
export async function loadModule(source: unknown, deps: ModuleLoadDeps): Promise<LoadedModule> {
  const { json: raw, base, origin, fetchedFrom, unwrapped } = await readSource(source, deps);
  const diagnostics: Diagnostic[] = unwrapped ? [unwrappedModule(unwrapped)] : [];
  const json = await applyFeed(raw, deps, diagnostics);
  // Most modules have no add-on resource: their code (addons.ts) is fetched only for one that has.
  const code = hasAddOnResources(json.addOns) ? await import('./addons.ts') : null;
  const addOns = code ? code.readAddOns(json.addOns, base) : [];
  const registry = deps.addOns ?? code?.createAddOnRegistry({ loadScript: async () => {}, loadStyle: async () => {} });
  const ready = code && registry ? registry.require(code.allowedAddOns(addOns, addOnPolicy(fetchedFrom, deps), deps.log)) : Promise.resolve();
  // Callers that never wait for add-ons must not see an unhandled rejection; the error stays on `ready`.
  ready.catch((error: Error) => deps.log.error(`[strata] ${error.message}`));
  return { json, base, addOns, ready, origin, fallbackUrl: fallbackUrlOf(json), diagnostics };
}
