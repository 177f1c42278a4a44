import { isEmptyV6V7Ids, readV6V7Ids, v6v7IdsToWire, v7SlideIdOf, type V6V7IdsWire } from '../../engine/index.ts';
import type { ModuleRow, StrataDb } from './db.ts';
import { isPlainObject } from './module-shape.ts';

export interface SliderQuery {
  /** A numeric id, an html id such as `SR7_12_1`, or an alias. */
  idOrAlias: string;
  /** `alias=true`: look the value up as an alias only. */
  byAlias: boolean;
  /** `slideid`: reply with these slides only (SR7's lazy "MIX" loading). */
  slideIds: string[] | null;
}

export type SliderReply =
  | { success: true; id?: number; alias?: string; settings?: unknown; slides: Record<string, unknown>; addOns?: unknown; v6v7ids?: V6V7IdsWire }
  | { success: false; message: string };

const HTML_ID = /^SR7_(\d+)(?:_\d+)*$/i;

export function findModule(db: StrataDb, idOrAlias: string, byAlias: boolean): ModuleRow | undefined {
  const key = idOrAlias.trim();
  if (byAlias) return db.byAlias(key);
  // The html id carries an instance suffix (`SR7_12_1` = module 12, first on the page).
  const html = HTML_ID.exec(key);
  if (html?.[1]) return db.byId(Number(html[1]));
  if (/^\d{1,15}$/.test(key)) return db.byId(Number(key)) ?? db.byAlias(key);
  return db.byAlias(key);
}

/** `a,b` → `['a','b']`; `''`/absent → null. */
export function parseSlideIds(value: string | undefined | null): string[] | null {
  if (value === undefined || value === null) return null;
  const ids = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return ids.length > 0 ? ids : null;
}

/** get_full_slider_object, as both the REST route and admin-ajax answer it. */
export function getFullSliderObject(db: StrataDb, q: SliderQuery): SliderReply {
  return fullSliderReply(findModule(db, q.idOrAlias, q.byAlias), q.slideIds);
}

/** The stored slides, each completed to `{id, slide, layers}` as SR7 replies them. */
function slidesOf(stored: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const slidesIn = isPlainObject(stored['slides']) ? stored['slides'] : {};
  const slides: Record<string, Record<string, unknown>> = {};
  for (const [key, raw] of Object.entries(slidesIn)) {
    const entry = isPlainObject(raw) ? raw : {};
    const slide = isPlainObject(entry['slide']) ? entry['slide'] : {};
    slides[key] = {
      ...entry,
      id: entry['id'] ?? slide['id'] ?? key,
      slide,
      layers: entry['layers'] ?? {},
    };
  }
  return slides;
}

/** The key of the slide whose key or id is `wanted`. */
function keyOf(slides: Record<string, Record<string, unknown>>, wanted: string): string | undefined {
  return Object.keys(slides).find((k) => k === wanted || String(slides[k]?.['id']) === wanted);
}

/**
 * The get_full_slider_object reply. `engine` is the call's version (SPEC §7 "7, or the source engine"): 6 says
 * the `slideIds` are SR6 slide ids, looked up through the module's `v6v7ids` first (SR7 `fixSR6IDs`), because an
 * SR6 id can equal another slide's SR7 id. `v6v7ids` is the map a migrated module was imported with (a reply
 * or export of a live SR7 site carries it); a module without one answers `{}`, and a `slideid` reply carries it
 * only when there is one, so a plain SR7 module's slide reply stays `{success, slides}` as SR7 sends it.
 */
export function fullSliderReply(row: ModuleRow | undefined, slideIds: string[] | null, engine: 6 | 7 = 7): SliderReply {
  if (!row) return { success: false, message: 'Slider not found' };
  const stored = JSON.parse(row.json) as Record<string, unknown>;
  const slides = slidesOf(stored);
  const ids = readV6V7Ids(stored['v6v7ids']);
  const v6v7ids = v6v7IdsToWire(ids);

  if (slideIds) {
    const picked: Record<string, unknown> = {};
    for (const wanted of slideIds) {
      const key = keyOf(slides, engine === 6 ? v7SlideIdOf(ids, wanted) : wanted);
      if (key === undefined) return { success: false, message: `Slide "${wanted}" not found in slider "${row.alias}"` };
      picked[key] = slides[key];
    }
    return isEmptyV6V7Ids(ids) ? { success: true, slides: picked } : { success: true, slides: picked, v6v7ids };
  }

  return {
    success: true,
    id: row.id,
    alias: row.alias,
    settings: stored['settings'] ?? {},
    slides,
    // PHP sends an empty add-on list as [].
    addOns: stored['addOns'] ?? [],
    v6v7ids,
  };
}

/**
 * get_slideid: a slide named by its key or id (`#key` too), else by its 1-based order among the
 * module's normal slides (global/static slides have no order). The key wins when both could match.
 */
export function findSlide(row: ModuleRow, wanted: string): { key: string; order: number | null } | undefined {
  const slides = slidesOf(JSON.parse(row.json) as Record<string, unknown>);
  const normal = Object.keys(slides)
    .map((key, index) => ({ key, index, slide: slides[key]?.['slide'] as Record<string, unknown> }))
    .filter((s) => !s.slide['global'])
    .sort((a, b) => (Number(a.slide['order']) || a.index + 1) - (Number(b.slide['order']) || b.index + 1) || a.index - b.index);
  const orderOf = (key: string) => {
    const i = normal.findIndex((s) => s.key === key);
    return i < 0 ? null : i + 1;
  };
  const name = wanted.startsWith('#') ? wanted.slice(1) : wanted;
  const key = keyOf(slides, name);
  if (key !== undefined) return { key, order: orderOf(key) };
  if (!wanted.startsWith('#') && /^\d{1,6}$/.test(name)) {
    const hit = normal[Number(name) - 1];
    if (hit) return { key: hit.key, order: Number(name) };
  }
  return undefined;
}
