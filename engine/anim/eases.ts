/**
 * Ease lookup for SR7 data. Exports spell eases in gsap 3 form ("power2.inOut"), in legacy gsap 2
 * form ("Power2.easeInOut", "Linear.easeNone") and with sloppy case ("power3.Out"), plus a few
 * SR7-only custom names. Everything resolves to a plain (t) => number; unknown names fall back
 * instead of throwing, because one bad ease must not break a whole slide.
 *
 * The curves are gsap 3 core's (Penner's equations as gsap writes them, same arithmetic, so SR7's
 * timing is kept to the last bit; eases.test.ts compares them with gsap itself). Our own table, not
 * gsap's: the layer timelines no longer need gsap (timeline.ts), and the first paint should not download
 * a tween library for thirty lines of maths.
 */
export type EaseFn = (t: number) => number;

const DEFAULT_FALLBACK = 'power2.inOut';

const power2Out = (x: number): number => 1 - (1 - x) * (1 - x);

/**
 * SR7's "late" curves are not published, so this is our definition: progress holds at 0 until
 * the start point s, then runs power2.out over the remaining time, so the change happens late.
 */
function late(s: number): EaseFn {
  return (t) => (t <= s ? 0 : power2Out((t - s) / (1 - s)));
}

/**
 * Bounce-out with a strength (like gsap's CustomBounce): a ball dropped from height 1 falls as
 * τ², hits the ground (value 1), then rebounds with restitution r = strength, so arc k lasts
 * 2·r^k and peaks at r^(2k); arcs are added until the peak is under 1e-3. Low strengths would
 * spend most of the time falling, so the rebounds are slowed (arcs widened, heights kept) to
 * take at least 1.5× the drop: the first impact is always by t = 0.4.
 */
function bounce(strength: number): EaseFn {
  const r = Math.min(Math.max(strength, 0), 0.99);
  const arcs: { start: number; half: number; peak: number }[] = [];
  let rebound = 0; // physical rebound time after the first impact
  for (let k = 1, peak = r * r; r > 0 && peak >= 1e-3; k++, peak *= r * r) {
    const half = Math.pow(r, k);
    arcs.push({ start: rebound, half, peak });
    rebound += 2 * half;
  }
  const slow = rebound > 0 ? Math.max(1, 1.5 / rebound) : 1;
  const total = 1 + rebound * slow;
  return (t) => {
    const tau = t * total;
    if (tau < 1) return tau * tau;
    const p = (tau - 1) / slow;
    for (const a of arcs) {
      if (p < a.start + 2 * a.half) {
        const u = p - a.start - a.half;
        return 1 - (a.peak - u * u);
      }
    }
    return 1;
  };
}

const CUSTOM: Record<string, EaseFn> = {
  late: late(0.25),
  late2: late(0.5),
  late3: late(0.75),
  bouncelite: bounce(0.3),
  bouncesolid: bounce(0.5),
  bouncestrong: bounce(0.7),
  bounceextrem: bounce(0.9),
};

/** The SR7-only ease names (lowercase; matching is case-insensitive). */
export const EASE_NAMES: readonly string[] = Object.keys(CUSTOM);

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

type EaseSet = { readonly in: EaseFn; readonly out: EaseFn; readonly inOut: EaseFn };
/** Builds a family's three curves, each with its parameters (back's overshoot, elastic's amplitude and period). */
type Family = (params: readonly number[]) => EaseSet;

const inOutFromIn = (easeIn: EaseFn): EaseFn => (p) => (p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2);
const inOutFromOut = (easeOut: EaseFn): EaseFn => (p) => (p < 0.5 ? (1 - easeOut(1 - p * 2)) / 2 : 0.5 + easeOut((p - 0.5) * 2) / 2);
const fromIn = (easeIn: EaseFn): EaseSet => ({ in: easeIn, out: (p) => 1 - easeIn(1 - p), inOut: inOutFromIn(easeIn) });
const fromOut = (easeOut: EaseFn, inOut: EaseFn = inOutFromOut(easeOut)): EaseSet => ({ in: (p) => 1 - easeOut(1 - p), out: easeOut, inOut });

function power(exponent: number): EaseSet {
  return {
    in: exponent === 1 ? (p) => p : (p) => Math.pow(p, exponent),
    out: (p) => 1 - Math.pow(1 - p, exponent),
    inOut: (p) => (p < 0.5 ? Math.pow(p * 2, exponent) / 2 : 1 - Math.pow((1 - p) * 2, exponent) / 2),
  };
}

function elastic(type: keyof EaseSet, amplitude?: number, period?: number): EaseFn {
  const a = amplitude !== undefined && amplitude >= 1 ? amplitude : 1;
  // An amplitude under 1 stretches the period instead (gsap: otherwise the curve would start at 1).
  let p2 = (period || (type === 'inOut' ? 0.45 : 0.3)) / (amplitude !== undefined && amplitude < 1 ? amplitude : 1);
  const p3 = (p2 / (Math.PI * 2)) * (Math.asin(1 / a) || 0);
  p2 = (Math.PI * 2) / p2;
  const out: EaseFn = (p) => (p === 1 ? 1 : a * Math.pow(2, -10 * p) * Math.sin((p - p3) * p2) + 1);
  return type === 'out' ? out : type === 'in' ? (p) => 1 - out(1 - p) : inOutFromOut(out);
}

function back(overshoot = 1.70158): EaseSet {
  return fromOut((p) => (p ? --p * p * ((overshoot + 1) * p + overshoot) + 1 : 0));
}

const BOUNCE_OUT: EaseFn = (p) => {
  const n = 7.5625;
  const c = 2.75;
  return p < 1 / c ? n * p * p : p < 2 / c ? n * Math.pow(p - 1.5 / c, 2) + 0.75 : p < 2.5 / c ? n * (p -= 2.25 / c) * p + 0.9375 : n * Math.pow(p - 2.625 / c, 2) + 0.984375;
};

/**
 * gsap's SlowMo (EasePack's "slow", which SR7 lists): fast in, a near-still middle, fast out. `linearRatio` of the
 * time runs at (1 − power) of the speed; yoyo mode returns to the start. "slow" alone is slow(0.7, 0.7, false).
 */
function slowMo(linearRatio?: number, power?: number, yoyo = false): EaseFn {
  const ratio = Math.min(1, linearRatio || 0.7);
  const pow = ratio < 1 ? (power !== undefined ? power : 0.7) : 0;
  const p1 = (1 - ratio) / 2;
  const p3 = p1 + ratio;
  return (p) => {
    const r = p + (0.5 - p) * pow;
    if (p < p1) {
      const q = 1 - p / p1;
      return yoyo ? 1 - q * q : r - q * q * q * q * r;
    }
    if (p > p3) {
      const q = (p - p3) / p1;
      return yoyo ? (p === 1 ? 0 : 1 - q * q) : r + (p - r) * q * q * q * q;
    }
    return yoyo ? 1 : r;
  };
}

function slowSet(params: readonly number[]): EaseSet {
  const curve = slowMo(num(params, 0), num(params, 1), params[2] === 1);
  return { in: curve, out: curve, inOut: curve };
}

const num = (params: readonly number[], i: number): number | undefined => (Number.isFinite(params[i]) ? params[i] : undefined);

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
  bounce: () => ({ in: (p) => 1 - BOUNCE_OUT(1 - p), out: BOUNCE_OUT, inOut: inOutFromIn((p) => 1 - BOUNCE_OUT(1 - p)) }),
  back: (params) => back(num(params, 0)),
  slow: (params) => slowSet(params),
  slowmo: (params) => slowSet(params),
  elastic: (params) => ({ in: elastic('in', num(params, 0), num(params, 1)), out: elastic('out', num(params, 0), num(params, 1)), inOut: elastic('inOut', num(params, 0), num(params, 1)) }),
};

/** steps(n): n jumps, the first after 1/(n+1) of the time, as gsap's SteppedEase. */
function steps(count = 1): EaseFn {
  const max = 1 - 1e-8;
  const step = 1 / count;
  return (p) => (((count + 1) * Math.min(max, Math.max(0, p))) | 0) * step;
}

const known = new Map<string, EaseFn | undefined>();

/** The raw curve for a name, or undefined when neither SR7 nor gsap's core set knows it (cached: the normalizer asks per frame). */
function lookup(name: string): EaseFn | undefined {
  if (!known.has(name)) known.set(name, parse(name));
  return known.get(name);
}

function parse(name: string): EaseFn | undefined {
  const custom = CUSTOM[name.trim().toLowerCase()];
  if (custom) return custom;
  const m = /^([a-z0-9]+)(?:\.([a-zA-Z]+))?(?:\(([^()]*)\))?$/.exec(normalise(name));
  if (!m) return undefined;
  const [, family = '', variant, args] = m;
  // gsap's boolean parameters (slow's yoyo mode) as 1 / 0.
  const params = args === undefined ? [] : args.split(',').map((arg) => (arg.trim() === 'true' ? 1 : arg.trim() === 'false' ? 0 : Number(arg.trim())));
  if (family === 'none') return variant === undefined ? (p) => p : undefined;
  if (family === 'steps') return variant === undefined && args !== undefined ? steps(num(params, 0)) : undefined;
  const set = FAMILIES[family]?.(params);
  if (!set) return undefined;
  // A bare family name is its out curve (gsap: "power2" is power2.out); "linear.easeNone" was normalised to "none".
  return variant === undefined ? set.out : variant === 'in' || variant === 'out' || variant === 'inOut' ? set[variant] : undefined;
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
