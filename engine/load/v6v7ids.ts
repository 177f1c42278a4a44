/**
 * `v6v7ids` (SPEC §7 get_full_slider_object / get_modal_settings replies; FORMAT.md §2 `SR7.E.v6v7ids`): the
 * map the SR7 backend keeps when it migrates an SR6 module, `{n: {v6 slide id: v7 slide id}, s: {v6 static
 * slide id: v7 slide id}}` (`n` normal slides, `s` SR6's static slides, which SR7 turns into global slides).
 * The module keeps its id; only slide ids change. SR7 reads it through `SR7.D.fixSR6IDs(id, isStatic)`
 * wherever an SR6 slide id can still arrive. Shared by the client and the reference backend (site/server).
 */

/** One direction of the map: SR6 slide id → SR7 slide id, both as decimal strings. */
export type SlideIdMap = ReadonlyMap<string, string>;

export interface V6V7Ids {
  /** Normal slides. */
  readonly n: SlideIdMap;
  /** SR6 static slides (SR7 global slides). */
  readonly s: SlideIdMap;
}

/** The wire form a backend sends back (empty maps are sent as `{}`). */
export interface V6V7IdsWire {
  readonly n?: Readonly<Record<string, number>>;
  readonly s?: Readonly<Record<string, number>>;
}

/** SR6 names a static slide `static_<id>` where it mixes both kinds (PHP `get_v7_slide_map`). */
const STATIC_PREFIX = 'static_';
/** SR6 and SR7 slide ids are database row ids. */
const ROW_ID = /^\d{1,15}$/;

function readSide(raw: unknown): Map<string, string> {
  const side = new Map<string, string>();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return side;
  for (const [from, to] of Object.entries(raw)) {
    const v6 = from.trim();
    const v7 = typeof to === 'number' || typeof to === 'string' ? String(to).trim() : '';
    if (ROW_ID.test(v6) && ROW_ID.test(v7)) side.set(String(Number(v6)), String(Number(v7)));
  }
  return side;
}

/**
 * Reads a `v6v7ids` value leniently: PHP sends `[]` or `false` for a module that was never an SR6 one, and
 * entries that are not row ids (a damaged map) are dropped rather than trusted.
 *
 * @example
 * readV6V7Ids({ n: { 7: 8 }, s: { 2: 14 } }).n.get('7') // → '8'
 */
export function readV6V7Ids(raw: unknown): V6V7Ids {
  const rec = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { n: readSide(rec.n), s: readSide(rec.s) };
}

export function isEmptyV6V7Ids(ids: V6V7Ids): boolean {
  return ids.n.size === 0 && ids.s.size === 0;
}

/** The wire form of a map: `{}` when there is nothing to say, as a backend without SR6 modules answers. */
export function v6v7IdsToWire(ids: V6V7Ids): V6V7IdsWire {
  if (isEmptyV6V7Ids(ids)) return {};
  const side = (map: SlideIdMap) => Object.fromEntries([...map].map(([v6, v7]) => [v6, Number(v7)]));
  return { n: side(ids.n), s: side(ids.s) };
}

/**
 * The SR7 slide id of an SR6 slide id (SR7's `fixSR6IDs`): looked up among the static slides when `isStatic`
 * or the id is written `static_<id>`, else among the normal ones. An id the map does not know is returned as
 * given (it may already be an SR7 id).
 *
 * @example
 * v7SlideIdOf(readV6V7Ids({ n: { 7: 8 } }), '7') // → '8'
 * v7SlideIdOf(readV6V7Ids({ s: { 2: 14 } }), 'static_2') // → '14'
 */
export function v7SlideIdOf(ids: V6V7Ids, v6SlideId: string | number, isStatic = false): string {
  const text = String(v6SlideId).trim();
  const prefixed = text.startsWith(STATIC_PREFIX);
  const bare = prefixed ? text.slice(STATIC_PREFIX.length) : text;
  if (!ROW_ID.test(bare)) return text;
  return (isStatic || prefixed ? ids.s : ids.n).get(String(Number(bare))) ?? text;
}

/**
 * SR7 sends `version` 7, or the engine of the module it asks about (SPEC §7): `6` for an SR6 module (a feed
 * item's `sourceModuleEngine`). Anything that is not an engine number means 7.
 */
export function engineVersionOf(raw: unknown): 6 | 7 {
  const major = /^\s*(\d+)(?:\.\d+)*\s*$/.exec(typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '')?.[1];
  return major === '6' ? 6 : 7;
}
