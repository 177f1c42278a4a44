import { PRESETS, resolveTransition, seededRandom, type ModuleModel, type TransitionFamily } from '../engine/index.ts';

/**
 * The transition families the bench speaks of, shared by `/bench.html` (its family picker) and `npm run bench`
 * (the per-family table). Browser-safe: no Node or Playwright imports.
 *
 * The engine sorts every preset into one of its families (`resolveTransition(…).family`); the bench plays one
 * preset per family, and splits a few families where their members cost very differently (a fade through a
 * colour, 30×30 boxes, blur, motion blur).
 */
export const FAMILY_PRESETS: readonly { family: string; preset: string }[] = [
  { family: 'fade', preset: 'fade' },
  { family: 'fade (through colour)', preset: 'fadethroughdark' },
  { family: 'slide', preset: 'slideleft' },
  { family: 'zoom', preset: 'zoomin' },
  { family: 'overlay', preset: 'slidingoverlayleft' },
  { family: 'columns', preset: 'curtain-3' },
  { family: 'rows (masked)', preset: 'slotslide-vertical' },
  { family: 'boxes', preset: 'boxfade' },
  { family: 'boxes 30×30', preset: 'boxfadedir1' },
  { family: '3D cube', preset: 'cube' },
  { family: '3D fly', preset: 'flyin' },
  { family: 'filter (colour)', preset: 'grayscale' },
  { family: 'filter (blur)', preset: 'blurstrong' },
  { family: 'motion blur', preset: 'motioncolrotatesv' },
];

/** One entry of the page's family picker. */
export interface FamilyChoice {
  /** The bench's name for it (FAMILY_PRESETS), or the engine family's own name where the bench has none. */
  readonly label: string;
  /** The preset played for it. */
  readonly preset: string;
  /** The engine's family of that preset. */
  readonly family: TransitionFamily;
}

/** An engine family with the number of presets in it and the bench's choices for it, in PRESETS order. */
export interface FamilyGroup {
  readonly family: TransitionFamily;
  readonly presets: number;
  readonly choices: readonly FamilyChoice[];
}

/** A stored SR7 transition naming a preset and nothing else, so the preset's own values apply (as the gallery). */
export const presetTransition = (preset: string) => ({ ms: 'default', temp: { p: preset } });

/** The engine family of every preset in PRESETS, resolved on one of `model`'s slides. */
export function presetFamilies(model: ModuleModel, canvas: { width: number; height: number }): Map<string, TransitionFamily> {
  const slide = model.slides[1] ?? model.slides[0];
  const out = new Map<string, TransitionFamily>();
  if (!slide) return out;
  for (const name of Object.keys(PRESETS)) {
    const spec = resolveTransition({ ...slide, transition: presetTransition(name) }, model, { random: seededRandom(7), canvas });
    out.set(name, spec.family);
  }
  return out;
}

/**
 * The picker's groups: every engine family that PRESETS holds, each with the bench's presets for it (FAMILY_PRESETS)
 * or, for a family the bench does not measure (e.g. `none`), its first preset.
 */
export function familyGroups(model: ModuleModel, canvas: { width: number; height: number }): FamilyGroup[] {
  const families = presetFamilies(model, canvas);
  const groups = new Map<TransitionFamily, { presets: number; first: string; choices: FamilyChoice[] }>();
  for (const [name, family] of families) {
    const g = groups.get(family) ?? { presets: 0, first: name, choices: [] };
    g.presets++;
    groups.set(family, g);
  }
  for (const { family: label, preset } of FAMILY_PRESETS) {
    const family = families.get(preset);
    if (family) groups.get(family)?.choices.push({ label, preset, family });
  }
  return [...groups].map(([family, g]) => ({
    family,
    presets: g.presets,
    choices: g.choices.length ? g.choices : [{ label: family, preset: g.first, family }],
  }));
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const entries = (v: unknown): unknown[] => (Array.isArray(v) ? v : isRecord(v) ? Object.values(v) : []);

/**
 * A copy of an SR7 module (wire JSON) whose every slide changes with `preset`: the transition lives on the slide's
 * background layer (`subtype: 'slidebg'`) at `tl.in.bg`. Returns the copy and how many slides were changed.
 */
export function withTransition(module: unknown, preset: string): { module: unknown; slides: number } {
  const copy: unknown = structuredClone(module);
  let slides = 0;
  if (!isRecord(copy)) return { module: copy, slides };
  for (const slide of entries(copy['slides'])) {
    if (!isRecord(slide)) continue;
    const bg = entries(slide['layers']).find((l): l is Json => isRecord(l) && l['subtype'] === 'slidebg');
    if (!bg) continue;
    const tl = isRecord(bg['tl']) ? bg['tl'] : (bg['tl'] = {});
    const inTl = isRecord(tl['in']) ? tl['in'] : (tl['in'] = {});
    inTl['bg'] = presetTransition(preset);
    slides++;
  }
  return { module: copy, slides };
}
