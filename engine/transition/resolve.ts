import type { ModuleModel, SlideModel } from '../model/types.ts';
import { PRESETS } from './presets.ts';
import type { SlotTween, TransitionSpec } from './spec.ts';

type Raw = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

const VIA: Readonly<Record<string, TransitionSpec['via']>> = {
  dark: [0, 0, 0, 1],
  light: [1, 1, 1, 1],
  transparent: [0, 0, 0, 0],
};

/**
 * Unwraps both stored forms of a slide transition (FORMAT.md §7): legacy `{ms, temp, in, out, p…}`
 * and v7.0 `{ex:true, all:[{}, {d, e, temp, in, out…}]}` (the runtime reads `all[1]`).
 */
function unwrap(raw: Raw | null): Raw {
  if (!raw) return {};
  if (raw['ex'] === true && Array.isArray(raw['all'])) {
    const entry: unknown = raw['all'][1] ?? raw['all'][0];
    return isObject(entry) ? entry : {};
  }
  return raw;
}

function tween(raw: unknown, fallback: Partial<SlotTween>): SlotTween {
  const t = isObject(raw) ? raw : {};
  return {
    o: num(t['o'], fallback.o ?? 1),
    x: 0,
    y: 0,
    r: num(t['r'], 0),
    sx: num(t['sx'], 1),
    sy: num(t['sy'], 1),
    mask: t['m'] === true,
    ease: typeof t['e'] === 'string' ? t['e'] : 'power2.inOut',
  };
}

/**
 * A still outgoing slide (`out.a:false`) keeps its look, so its tween values are irrelevant; they are
 * made neutral so both stored generations resolve to the same spec. Through-colour presets still fade
 * the outgoing slide into the colour.
 */
function canonicalOut(out: SlotTween, animate: boolean, through: boolean): TransitionSpec['out'] {
  if (animate || through) return { ...out, animate };
  return { ...out, o: 1, r: 0, sx: 1, sy: 1, animate };
}

/** The duration rule of SPEC §5: 'default'/'d' → 1000 ms, 'random' → 300..1300 ms. */
function duration(value: unknown, random: () => number): number {
  if (value === 'random') return Math.round(300 + random() * 1000);
  const ms = num(value, Number.NaN);
  return Number.isFinite(ms) && ms >= 0 ? ms : 1000;
}

/**
 * Resolves the background transition into the next slide to a plain TransitionSpec.
 * Walking-skeleton scope: the fade group (fade, crossfade, fade through dark/light/transparent,
 * notransition) and custom transitions that only animate opacity; anything else is drawn as a
 * crossfade until the full library lands (issue 3).
 */
export function resolveTransition(
  slide: SlideModel,
  _module: ModuleModel,
  random: () => number = Math.random,
): TransitionSpec {
  const stored = unwrap(slide.transition);
  const temp = isObject(stored['temp']) ? stored['temp'] : {};
  const presetName = typeof temp['p'] === 'string' ? temp['p'] : 'custom';
  const preset = PRESETS[presetName] ?? {};
  // Stored values win over the preset's: exports carry the preset's params inline, possibly edited.
  const pick = (key: string): unknown => stored[key] ?? preset[key];
  const inTween = tween(pick('in'), { o: 0 });
  const outRaw = pick('out');
  // Missing out values mirror the in values (SR7 7.0 getBGAnim), so `crossfade {in:{o:0}}` fades both.
  const outTween = tween(outRaw, { o: inTween.o });
  const viaKey = pick('p');
  const via = typeof viaKey === 'string' ? (VIA[viaKey] ?? null) : null;
  const speed = duration(stored['ms'] ?? stored['d'] ?? stored['speed'] ?? preset['speed'], random);
  return {
    preset: presetName,
    family: presetName === 'notransition' ? 'none' : 'fade',
    // Through-colour presets delay the in-tween by the speed (FORMAT.md §7), so they take twice as long.
    duration: via ? speed * 2 : speed,
    ease: typeof stored['e'] === 'string' && stored['e'] !== 'basic' ? stored['e'] : inTween.ease,
    via,
    order: stored['o'] === 'outin' ? 'outin' : 'inout',
    grid: { cols: 1, rows: 1 },
    in: inTween,
    out: canonicalOut(outTween, !(isObject(outRaw) && outRaw['a'] === false), via !== null),
    stagger: { from: 'start', factor: 15 },
  };
}
