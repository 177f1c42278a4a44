import { gsap } from 'gsap';

/**
 * Ease lookup for SR7 data. Exports spell eases in gsap 3 form ("power2.inOut"), in legacy gsap 2
 * form ("Power2.easeInOut", "Linear.easeNone") and with sloppy case ("power3.Out"), plus a few
 * SR7-only custom names. Everything resolves to a plain (t) => number; unknown names fall back
 * instead of throwing, because one bad ease must not break a whole slide.
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

const SUFFIX: Record<string, string> = { in: 'in', out: 'out', inout: 'inOut' };

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

/** The raw curve for a name, or undefined when neither SR7 nor gsap knows it. */
function lookup(name: string): EaseFn | undefined {
  const custom = CUSTOM[name.trim().toLowerCase()];
  if (custom) return custom;
  // gsap.parseEase returns undefined (no throw) for unknown strings; guard anyway.
  try {
    const fn: unknown = gsap.parseEase(normalise(name));
    return typeof fn === 'function' ? (fn as EaseFn) : undefined;
  } catch {
    return undefined;
  }
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
