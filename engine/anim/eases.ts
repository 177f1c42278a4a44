/**
 * Ease lookup for SR7 data. Exports spell eases in gsap 3 form ("power2.inOut"), in legacy gsap 2
 * form ("Power2.easeInOut", "Linear.easeNone") and with sloppy case ("power3.Out"), plus a few
 * SR7-only custom names. Everything resolves to a plain (t) => number; unknown names fall back
 * instead of throwing, because one bad ease must not break a whole slide.
 *
 * The curves are gsap 3 core's (Penner's equations as gsap writes them, same arithmetic, so SR7's
 * timing is kept to the last bit; eases.test.ts compares them with gsap itself). Our own table, not
 * gsap's: the layer timelines no longer need gsap (timeline.ts), and the first paint should not download
 * a tween library for thirty lines of maths. The rarer curves (back, bounce, elastic, SlowMo, steps, SR7's late and
 * bounce) are ease-curves.ts's: their names are known here, their code loads apart (issue 18).
 */
import type { RareEases } from './ease-curves.ts';

export type EaseFn = (t: number) => number;

const DEFAULT_FALLBACK = 'power2.inOut';

export const power2Out = (x: number): number => 1 - (1 - x) * (1 - x);

/** SR7's own ease names (lowercase; matching is case-insensitive): their curves are ease-curves.ts's. */
export const EASE_NAMES: readonly string[] = ['late', 'late2', 'late3', 'bouncelite', 'bouncesolid', 'bouncestrong', 'bounceextrem'];
/** gsap's families whose curves are ease-curves.ts's (few modules use them: not in the first paint). */
const RARE_FAMILIES: readonly string[] = ['back', 'bounce', 'elastic', 'slow', 'slowmo', 'steps'];

let rare: RareEases | null = null;

/** Puts the rarer curves in (ease-curves.ts, loaded by runtime/rare-eases.ts): from then on they resolve to themselves. */
export function installRareEases(curves: RareEases): void {
  rare = curves;
}

// gsap 2's `SlowMo.ease` names the ease itself: its one curve.
const SUFFIX: Record<string, string> = { in: 'in', out: 'out', inout: 'inOut', ease: 'out' };

/** Normalise legacy / mis-cased names to gsap 3 spelling ("Power3.easeOut" → "power3.out"). */
function normalise(name: string): string {
  const m = /^([a-z0-9]+)(?:\.([a-z]+))?(\(.*\))?$/i.exec(name.trim());
  if (!m) return name.trim();
  const family = (m[1] ?? '').toLowerCase();
  const params = m[3] ?? '';
  if (m[2] === undefined) return family + params;
  const suffix = m[2].toLowerCase().replace(/^ease(?=.)/, '');
  if (suffix === 'none') return 'none';
  return `${family}.${SUFFIX[suffix] ?? suffix}${params}`;
}

export type EaseSet = { readonly in: EaseFn; readonly out: EaseFn; readonly inOut: EaseFn };
/** Builds a family's three curves, each with its parameters (back's overshoot, elastic's amplitude and period). */
export type Family = (params: readonly number[]) => EaseSet;

export const inOutFromIn = (easeIn: EaseFn): EaseFn => (p) => (p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2);
export const inOutFromOut = (easeOut: EaseFn): EaseFn => (p) => (p < 0.5 ? (1 - easeOut(1 - p * 2)) / 2 : 0.5 + easeOut((p - 0.5) * 2) / 2);
const fromIn = (easeIn: EaseFn): EaseSet => ({ in: easeIn, out: (p) => 1 - easeIn(1 - p), inOut: inOutFromIn(easeIn) });
export const fromOut = (easeOut: EaseFn, inOut: EaseFn = inOutFromOut(easeOut)): EaseSet => ({ in: (p) => 1 - easeOut(1 - p), out: easeOut, inOut });

function power(exponent: number): EaseSet {
  return {
    in: exponent === 1 ? (p) => p : (p) => Math.pow(p, exponent),
    out: (p) => 1 - Math.pow(1 - p, exponent),
    inOut: (p) => (p < 0.5 ? Math.pow(p * 2, exponent) / 2 : 1 - Math.pow((1 - p) * 2, exponent) / 2),
  };
}

export const num = (params: readonly number[], i: number): number | undefined => (Number.isFinite(params[i]) ? params[i] : undefined);

const FAMILIES: Readonly<Record<string, Family>> = {
  linear: () => power(1),
  power0: () => power(1),
  quad: () => power(2),
  power1: () => power(2),
  cubic: () => power(3),
  power2: () => power(3),
  quart: () => power(4),
  power3: () => power(4),
  quint: () => power(5),
  strong: () => power(5),
  power4: () => power(5),
  sine: () => fromIn((p) => (p === 1 ? 1 : -Math.cos(p * (Math.PI / 2)) + 1)),
  expo: () => fromIn((p) => Math.pow(2, 10 * (p - 1)) * p + p * p * p * p * p * p * (1 - p)),
  circ: () => fromIn((p) => -(Math.sqrt(1 - p * p) - 1)),
};

const known = new Map<string, EaseFn | undefined>();

/** The raw curve for a name, or undefined when neither SR7 nor gsap's core set knows it (cached: the normalizer asks per frame). */
function lookup(name: string): EaseFn | undefined {
  if (!known.has(name)) known.set(name, parse(name));
  return known.get(name);
}

function parse(name: string): EaseFn | undefined {
  const custom = name.trim().toLowerCase();
  if (EASE_NAMES.includes(custom)) return rareCurve((curves) => curves.custom[custom as keyof RareEases['custom']]);
  const m = /^([a-z0-9]+)(?:\.([a-zA-Z]+))?(?:\(([^()]*)\))?$/.exec(normalise(name));
  if (!m) return undefined;
  const [, family = '', variant, args] = m;
  // gsap's boolean parameters (slow's yoyo mode) as 1 / 0.
  const params = args === undefined ? [] : args.split(',').map((arg) => (arg.trim() === 'true' ? 1 : arg.trim() === 'false' ? 0 : Number(arg.trim())));
  if (family === 'none') return variant === undefined ? (p) => p : undefined;
  if (family === 'steps') return variant === undefined && args !== undefined ? rareCurve((curves) => curves.steps(num(params, 0))) : undefined;
  const pick = (set: EaseSet | undefined): EaseFn | undefined =>
    // A bare family name is its out curve (gsap: "power2" is power2.out); "linear.easeNone" was normalised to "none".
    set && (variant === undefined ? set.out : variant === 'in' || variant === 'out' || variant === 'inOut' ? set[variant] : undefined);
  if (!RARE_FAMILIES.includes(family)) return pick(FAMILIES[family]?.(params));
  if (variant !== undefined && variant !== 'in' && variant !== 'out' && variant !== 'inOut') return undefined;
  return rareCurve((curves) => pick(curves.families[family as keyof RareEases['families']](params)) as EaseFn);
}

/**
 * One of the rarer curves (ease-curves.ts): itself once they are in; until then the default curve. The slider loads
 * them before a first slide that plays one and after every first slide (runtime/rare-eases.ts), so only a name met
 * in that window (an API call's ease) would play the default.
 */
function rareCurve(make: (curves: RareEases) => EaseFn): EaseFn {
  let curve: EaseFn | undefined;
  return (t) => (curve ??= rare ? make(rare) : undefined)?.(t) ?? (lookup(DEFAULT_FALLBACK) as EaseFn)(t);
}

/** Whether a name is one of the rarer curves (what a slide that plays it must wait for). */
export function isRareEase(name: string): boolean {
  const m = /^([a-z0-9]+)/.exec(normalise(name));
  return EASE_NAMES.includes(name.trim().toLowerCase()) || (!!m && RARE_FAMILIES.includes(m[1] as string));
}

/** Clamp t and pin the ends, so float noise (e.g. circ.in(0) = -0) never leaks to callers. */
function pinned(fn: EaseFn): EaseFn {
  return (t) => (!(t > 0) ? 0 : t >= 1 ? 1 : fn(t));
}

export function isKnownEase(name: string | undefined | null): boolean {
  if (typeof name !== 'string' || name.trim() === '') return false;
  return name.trim().toLowerCase() === 'default' || lookup(name) !== undefined;
}

const cache = new Map<string, EaseFn>();

/** Resolve an ease name; unknown/empty/"default" → the fallback (itself falling back to power2.inOut). */
export function resolveEase(name: string | undefined | null, fallback: string = DEFAULT_FALLBACK): EaseFn {
  const key = `${name ?? ''}\u0000${fallback}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const wanted = typeof name === 'string' && name.trim().toLowerCase() !== 'default' ? name : '';
  const raw = (wanted && lookup(wanted)) || lookup(fallback) || lookup(DEFAULT_FALLBACK) || ((t: number) => t);
  const fn = pinned(raw);
  cache.set(key, fn);
  return fn;
}
