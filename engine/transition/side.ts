import { negateCellValue, parseCellValue, type CellNumber, type CellValueFn } from './values.ts';
import { staggerDelays, type StaggerFrom } from './stagger.ts';
import type { CellEnd, Grid, Offset, SideSpec } from './spec.ts';

type Raw = Readonly<Record<string, unknown>>;

export interface SideInput {
  readonly from: StaggerFrom;
  /** Stagger amount, ms. */
  readonly amount: number;
  readonly direction: 1 | -1;
  readonly canvas: { readonly width: number; readonly height: number };
  readonly random: () => number;
  /** v7.0 top-level ease, used where a side has none. */
  readonly ease: string | null;
}

const NEUTRAL: Readonly<Record<'o' | 'x' | 'y' | 'r' | 'sx' | 'sy', number>> = { o: 1, x: 0, y: 0, r: 0, sx: 1, sy: 1 };
/** Keys whose mirrored value flips sign (offsets and rotation); opacity and scale mirror unchanged. */
const SIGNED = new Set(['x', 'y', 'r']);

const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** SR7 mirrors `power2.in` ↔ `power2.out` (and the legacy easeIn ↔ easeOut); inOut stays. */
export function mirrorEase(ease: string): string {
  if (/inout$/i.test(ease)) return ease;
  if (/\.(ease)?in$/i.test(ease)) return ease.replace(/in$/i, (m) => (m[0] === 'I' ? 'Out' : 'out'));
  if (/\.(ease)?out$/i.test(ease)) return ease.replace(/out$/i, (m) => (m[0] === 'O' ? 'In' : 'in'));
  return ease;
}

/** SPEC §5: at least 1, at most canvas size − 10; `random` → 3..13. */
function gridCount(value: unknown, canvasSize: number, random: () => number): number {
  if (value === 'random') return 3 + Math.floor(random() * 11);
  const n = Math.round(typeof value === 'number' ? value : Number.parseFloat(String(value ?? '1')));
  if (!Number.isFinite(n)) return 1;
  return Math.max(1, Math.min(n, Math.max(1, Math.floor(canvasSize) - 10)));
}

const offset = (n: CellNumber): Offset => (n.relative ? { px: 0, frac: n.value } : { px: n.value, frac: 0 });

/**
 * One side of the slot engine. `mirrorOf` is the in{} object when resolving out{}: SR7 7.0 getBGAnim
 * fills every out key the export left out with the in value mirrored (sign flipped, ease in↔out) —
 * unless out says `a:false`, which means "no mirroring": missing out keys are then neutral, so
 * `fade {out:{a:false}}` keeps the outgoing slide still while `slideremove… {out:{a:false, x:…}}` moves it.
 */
export function resolveSide(raw: Raw, mirrorOf: Raw | null, input: SideInput, start: number): SideSpec {
  const mirror = mirrorOf && !(raw['a'] === false || raw['a'] === 'false') ? mirrorOf : null;
  const has = (key: string) => raw[key] !== undefined && raw[key] !== '';
  const valueOf = (key: keyof typeof NEUTRAL): CellValueFn => {
    if (has(key)) return parseCellValue(raw[key], input.direction, NEUTRAL[key]);
    if (mirror && mirror[key] !== undefined && mirror[key] !== '') {
      const fn = parseCellValue(mirror[key], input.direction, NEUTRAL[key]);
      return SIGNED.has(key) ? negateCellValue(fn) : fn;
    }
    return () => ({ value: NEUTRAL[key], relative: false });
  };
  const plain = (key: string): unknown => (has(key) ? raw[key] : mirror?.[key]);
  const grid: Grid = {
    cols: gridCount(plain('col'), input.canvas.width, input.random),
    rows: gridCount(plain('row'), input.canvas.height, input.random),
  };
  const ownEase = typeof raw['e'] === 'string' && raw['e'] ? raw['e'] : null;
  const mirroredEase = mirror && typeof mirror['e'] === 'string' && mirror['e'] ? mirrorEase(mirror['e']) : null;
  const ease = ownEase ?? mirroredEase ?? input.ease ?? 'power2.inOut';
  const fns = { o: valueOf('o'), x: valueOf('x'), y: valueOf('y'), r: valueOf('r'), sx: valueOf('sx'), sy: valueOf('sy') };
  const cells: CellEnd[] = [];
  const count = grid.cols * grid.rows;
  for (let i = 0; i < count; i++) {
    const at = (fn: CellValueFn) => fn(i, input.random);
    cells.push({
      o: at(fns.o).value,
      x: offset(at(fns.x)),
      y: offset(at(fns.y)),
      r: at(fns.r).value,
      sx: at(fns.sx).value,
      sy: at(fns.sy).value,
    });
  }
  const animate = cells.some((c) => c.o !== 1 || c.x.px || c.x.frac || c.y.px || c.y.frac || c.r || c.sx !== 1 || c.sy !== 1);
  // Motion blur is an in-side effect only (FORMAT.md §7).
  const blur = mirrorOf === null && truthy(raw['mou']) ? Math.max(0, Number.parseFloat(String(raw['mo'] ?? 80)) || 0) : 0;
  return {
    animate,
    grid,
    mask: truthy(plain('m')),
    ease,
    cells,
    delays: staggerDelays(grid, input.from, input.amount, input.direction, input.random),
    start,
    motionBlur: blur,
  };
}
