/**
 * The ease curves few modules use (issue 18: not in the first paint of one that names none of them): gsap's back,
 * bounce, elastic, SlowMo and steps, and SR7's own late and bounce curves. eases.ts knows their names, so a module
 * naming one is read as it should be; the slider loads this before a first slide that plays one (rare-eases.ts) and
 * after every first slide otherwise. Same arithmetic as gsap 3 (eases.test.ts compares them with gsap itself).
 */
import { fromOut, inOutFromIn, inOutFromOut, num, power2Out, type EaseFn, type EaseSet, type Family } from './eases.ts';

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

/** steps(n): n jumps, the first after 1/(n+1) of the time, as gsap's SteppedEase. */
function steps(count = 1): EaseFn {
  const max = 1 - 1e-8;
  const step = 1 / count;
  return (p) => (((count + 1) * Math.min(max, Math.max(0, p))) | 0) * step;
}

function slowFamily(params: readonly number[]): EaseSet {
  const curve = slowMo(num(params, 0), num(params, 1), params[2] === 1);
  return { in: curve, out: curve, inOut: curve };
}

export const RARE_EASES = {
  families: {
    bounce: () => ({ in: (p) => 1 - BOUNCE_OUT(1 - p), out: BOUNCE_OUT, inOut: inOutFromIn((p) => 1 - BOUNCE_OUT(1 - p)) }),
    back: (params) => back(num(params, 0)),
    slow: slowFamily,
    slowmo: slowFamily,
    elastic: (params) => ({ in: elastic('in', num(params, 0), num(params, 1)), out: elastic('out', num(params, 0), num(params, 1)), inOut: elastic('inOut', num(params, 0), num(params, 1)) }),
  } satisfies Record<string, Family>,
  custom: {
    late: late(0.25),
    late2: late(0.5),
    late3: late(0.75),
    bouncelite: bounce(0.3),
    bouncesolid: bounce(0.5),
    bouncestrong: bounce(0.7),
    bounceextrem: bounce(0.9),
  } satisfies Record<string, EaseFn>,
  steps,
};

export type RareEases = typeof RARE_EASES;
