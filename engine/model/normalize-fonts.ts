/**
 * The module's font list (wire `settings.fonts`, SPEC §3 "Other: … fonts"): which web fonts it uses and which
 * faces of each, so the page can load them (SPEC §7 "fonts from plugin asset paths", engine/load/fonts.ts).
 */
import type { ModuleFont } from './types.ts';
import { entriesOf, isRecord } from './read.ts';

/** The family as CSS names it: SR7 keys write `'Open+Sans'` for "Open Sans". */
function cleanFamily(name: string): string {
  return name.replace(/\+/g, ' ').replace(/^['"\s]+|['"\s]+$/g, '');
}

/**
 * Weights switched on in a face map (`{"400": true, "800": true, "700": false}`), ascending. Keys that are not a
 * CSS weight (100–1000; "regular"/"normal" mean 400) are editor leftovers and skipped.
 */
function weightsOf(raw: unknown): number[] {
  if (!isRecord(raw)) return [];
  const weights = new Set<number>();
  for (const [key, on] of Object.entries(raw)) {
    if (on !== true && on !== 'true' && on !== 1) continue;
    const weight = key === 'regular' || key === 'normal' ? 400 : Number(key);
    if (Number.isInteger(weight) && weight >= 100 && weight <= 1000) weights.add(weight);
  }
  return [...weights].sort((a, b) => a - b);
}

/**
 * `{<key>: {name, normal, italic, subset}}`, `{FontAwesome: true}` (an icon set the page brings) or a list of
 * names or entries. One entry per family; a family named twice merges its faces.
 */
export function readFontFaces(raw: unknown, path: string): ModuleFont[] {
  if (raw === undefined || raw === null) return [];
  const byFamily = new Map<string, ModuleFont>();
  for (const [key, value] of entriesOf(raw, path, 'fonts by family')) {
    const named = isRecord(value) && typeof value.name === 'string' ? value.name : typeof value === 'string' ? value : key;
    const family = cleanFamily(named);
    if (family === '' || /^\d+$/.test(family)) continue;
    const rec = isRecord(value) ? value : {};
    const old = byFamily.get(family);
    const merge = (a: readonly number[] = [], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);
    byFamily.set(family, {
      family,
      normal: merge(old?.normal, weightsOf(rec.normal)),
      italic: merge(old?.italic, weightsOf(rec.italic)),
      icon: (old?.icon ?? true) && value === true,
    });
  }
  return [...byFamily.values()];
}
