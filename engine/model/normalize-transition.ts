/**
 * A slide's background transition, read at load (issue 18): the resolver and its preset table load on demand
 * (engine/transition/), but whether a slide's transition can be used is decided here, when the module is read, so a
 * transition Strata cannot use is a diagnostic the page sees at once (`api.diagnostics()`), not a silent fallback at
 * the first change. The stored object stays raw for the resolver; what cannot be used is taken out of it:
 *
 * - `tl.in.bg` that is not an object → SR7's default, a fade;
 * - a preset name (`temp.p`) that is not a string, or that names no preset while the export carries no `in`/`out`
 *   of its own → a fade (exports normally carry the preset's parameters inline, so an unknown name with them, such
 *   as the WebGL add-on's `tp_wbgl_spin_1`, is a custom transition and is kept);
 * - a speed that is no number (`1000`, `"1000ms"`), `default`, `d` or `random` → the preset's own speed.
 */
import { report } from './diagnostics.ts';
import { compactEntryIndex, namesPresetOnly, readWith, type FeatureReaders } from './feature-readers.ts';
import { at, isRecord, type Rec } from './read.ts';

const SPEED_WORDS = new Set(['default', 'd', '', 'random']);
const isSpeed = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && (SPEED_WORDS.has(value.trim()) || Number.isFinite(Number.parseFloat(value))));

/** One stored entry (legacy: the object itself; compact v7.0 `{ex:true, all:[…]}`: `all[1]`, as SR7's runtime reads). */
function readEntry(entry: Rec, path: string, speedKey: 'ms' | 'd', readers: FeatureReaders): Rec | null {
  const repaired: Record<string, unknown> = { ...entry };
  const temp = entry['temp'];
  const name = isRecord(temp) ? temp['p'] : undefined;
  if (name !== undefined && name !== null && typeof name !== 'string') {
    report(at(at(path, 'temp'), 'p'), 'a transition preset name', name, 'fade');
    return null;
  }
  const namePath = at(at(path, 'temp'), 'p');
  // A names-only entry the page could not check (a scan that missed) is kept for the resolver, and named.
  if (namesPresetOnly(entry) && !readWith(readers, 'presetNames', name, namePath, true, (names) => names.TRANSITION_PRESET_NAMES.has(String(name)))) {
    report(namePath, 'a transition preset name (../shared/sr7/TRANSITIONS.md) or the transition\'s own in/out', name, 'fade');
    return null;
  }
  if (speedKey in entry && entry[speedKey] !== undefined && !isSpeed(entry[speedKey])) {
    report(at(path, speedKey), 'a speed in ms, "default" or "random"', entry[speedKey], "the preset's speed");
    delete repaired[speedKey];
  }
  return repaired;
}

/** The slide's transition as the resolver will read it, or null for SR7's default fade. */
export function readSlideTransition(value: unknown, path: string, readers: FeatureReaders): Rec | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) {
    report(path, 'a transition object', value, 'fade');
    return null;
  }
  if (value['ex'] === true && Array.isArray(value['all'])) {
    const all = value['all'] as readonly unknown[];
    const index = compactEntryIndex(all);
    const entry = all[index];
    if (entry === undefined) return value;
    if (!isRecord(entry)) {
      report(at(at(path, 'all'), index), 'a transition object', entry, 'fade');
      return null;
    }
    const repaired = readEntry(entry, at(at(path, 'all'), index), 'd', readers);
    if (!repaired) return null;
    const copy = [...all];
    copy[index] = repaired;
    return { ...value, all: copy };
  }
  return readEntry(value, path, 'ms', readers);
}
