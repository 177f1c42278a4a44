import type { ModuleModel, SlideModel } from '../model/types.ts';
import { pickRandomPreset } from './random.ts';
import { PRESETS, RANDOM_SETS, type PresetParams } from './presets.ts';
import { resolveSide, type SideInput } from './side.ts';
import { read3d, readFilter, readVia } from './extras.ts';
import { staggerFrom } from './stagger.ts';
import type { SideSpec, TransitionFamily, TransitionSpec } from './spec.ts';

type Raw = Readonly<Record<string, unknown>>;

export interface ResolveOptions {
  /** Random source for random presets, `{min,max}` values, random grids and durations. */
  readonly random?: () => number;
  /** +1 when moving forward (next), -1 backward: the sign of `(…)` values and of slide-based staggers. */
  readonly direction?: 1 | -1;
  /** Canvas size in px; bounds the grid (SPEC §5: at most canvas size − 10 cells). Defaults to the module grid. */
  readonly canvas?: { readonly width: number; readonly height: number };
}

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

/**
 * One reading of both stored generations (FORMAT.md §7) and of the preset table: legacy keeps speed in
 * `ms`, the engine in `e` and the stagger factor in `d`; v7.0 (`{ex:true, all:[…]}`, runtime reads
 * `all[1]`) keeps speed in `d`, the stagger amount in `sd` (ms), the engine in `tr` and the ease in `e`.
 */
interface Canonical {
  readonly name: string;
  readonly random: { readonly set: string } | null;
  readonly speed: unknown;
  readonly engine: unknown;
  readonly factor: unknown;
  readonly amount: unknown;
  readonly ease: unknown;
  readonly params: Raw;
}

function canonical(raw: Raw | null): Canonical {
  const compact = raw?.['ex'] === true && Array.isArray(raw['all']);
  const entryRaw: unknown = compact ? ((raw['all'] as unknown[])[1] ?? (raw['all'] as unknown[])[0]) : raw;
  const entry: Raw = isObject(entryRaw) ? entryRaw : {};
  const temp = isObject(entry['temp']) ? entry['temp'] : {};
  // A slide without any stored transition gets SR7's default, a fade.
  const name = typeof temp['p'] === 'string' && temp['p'] ? temp['p'] : raw ? 'custom' : 'fade';
  // A named random set (temp.p 'rndfade', …) keeps its sub groups even when rnd/rndmain are stored beside it.
  const randomSet =
    Object.hasOwn(RANDOM_SETS, name) ? name
    : entry['rnd'] === true || entry['rnd'] === 'true'
      ? (typeof entry['rndmain'] === 'string' ? `rnd:${entry['rndmain']}` : 'rndany')
      : name.startsWith('rnd') || name === 'random' ? name : null;
  return {
    name,
    random: randomSet ? { set: randomSet } : null,
    speed: compact ? entry['d'] : entry['ms'],
    engine: compact ? entry['tr'] : entry['e'],
    factor: compact ? undefined : entry['d'],
    amount: compact ? entry['sd'] : undefined,
    ease: compact ? entry['e'] : undefined,
    params: entry,
  };
}

/** SPEC §5: 'default'/'d'/missing → 1000 ms, 'random' → 300..1300 ms. */
function speedMs(value: unknown, random: () => number): number {
  if (value === 'random') return Math.round(300 + random() * 1000);
  const ms = num(value, Number.NaN);
  return Number.isFinite(ms) && ms >= 0 ? ms : 1000;
}

const maxDelay = (side: SideSpec) => side.delays.reduce((a, b) => Math.max(a, b), 0);

function familyOf(spec: Omit<TransitionSpec, 'family'>): TransitionFamily {
  if (spec.speed <= 10 && spec.preset === 'notransition') return 'none';
  if (spec.d3) return 'd3';
  if (spec.overlay) return 'overlay';
  const grids = [spec.in.grid, spec.out.grid];
  const cols = grids.some((g) => g.cols > 1);
  const rows = grids.some((g) => g.rows > 1);
  if (cols && rows) return 'boxes';
  if (cols) return 'columns';
  if (rows) return 'rows';
  if (spec.filter) return 'filter';
  const cells = [...spec.in.cells, ...spec.out.cells];
  if (cells.some((c) => c.sx !== 1 || c.sy !== 1)) return 'zoom';
  if (cells.some((c) => c.x.px || c.x.frac || c.y.px || c.y.frac || c.r)) return 'slide';
  return 'fade';
}

/**
 * Resolves the background transition into `slide` to a plain TransitionSpec (FORMAT.md §7, SPEC §5):
 * presets by name (stored values win over the preset's, since exports carry the preset's params inline,
 * possibly edited), random sets, value syntax per cell, stagger, through-colour, 3D, filter.
 */
/** What the resolver reads of the module: its grid size (the canvas cells are laid out on). */
export type TransitionModule = Pick<ModuleModel, 'size'>;

export function resolveTransition(
  slide: SlideModel,
  module: TransitionModule,
  options: ResolveOptions | (() => number) = {},
): TransitionSpec {
  const opts: ResolveOptions = typeof options === 'function' ? { random: options } : options;
  const random = opts.random ?? Math.random;
  const direction = opts.direction ?? 1;
  const canvas = opts.canvas ?? { width: module.size.width[0] ?? 1240, height: module.size.height[0] ?? 900 };
  const stored = canonical(slide.transition);

  let name = stored.name;
  let preset: PresetParams | undefined = PRESETS[name]?.params;
  let params: Raw = stored.params;
  if (stored.random) {
    name = pickRandomPreset(stored.random.set, random);
    preset = PRESETS[name]?.params;
    params = {};
  }
  // Stored keys win, the preset fills what the export left out.
  const pick = (key: string): unknown => params[key] ?? preset?.[key];
  // A random draw takes the drawn preset whole, as SR7 takes the whole transtable entry.
  const own = stored.random ? null : stored;
  // 'default'/'d' (or nothing) means the preset's speed where there is one, else 1000 ms (SPEC §5).
  const ownSpeed = own?.speed === 'default' || own?.speed === 'd' || own?.speed === '' ? undefined : own?.speed;
  const speed = speedMs(ownSpeed ?? preset?.['speed'], random);
  const engine = own?.engine ?? preset?.['e'];
  const factor = Math.max(0.01, num(own?.factor ?? preset?.['d'], 15));
  // Stagger amount: v7.0 stores it (sd, ms); legacy derives it as speed / (100 · d) s.
  const amount = Math.max(0, num(own?.amount, (10 * speed) / factor));
  const via = readVia(pick('p'));
  const topLevelEase = own && typeof own.ease === 'string' && stored.ease !== 'basic' ? own.ease : null;
  const input: SideInput = {
    from: staggerFrom(pick('f') ?? pick('dir')),
    amount,
    direction,
    canvas,
    random,
    ease: topLevelEase,
  };
  const inRaw = isObject(pick('in')) ? (pick('in') as Raw) : {};
  const outRaw = isObject(pick('out')) ? (pick('out') as Raw) : {};
  // Some presets (wavesmiddle) put the motion-blur switches beside in{} rather than inside it.
  const inWithBlur: Raw = { mou: pick('mou'), mo: pick('mo'), ...inRaw };
  const inSide = resolveSide(inWithBlur, null, input, 0);
  // Through-colour: the incoming side waits until the outgoing one has gone into the colour (FORMAT.md §7).
  const outSide = resolveSide(outRaw, inWithBlur, input, 0);
  const inStart = via ? speed + maxDelay(outSide) : 0;
  const inSideTimed: SideSpec = { ...inSide, start: inStart };
  const d3 = read3d(pick('d3'), random);
  const duration = Math.max(inStart + maxDelay(inSideTimed) + speed, maxDelay(outSide) + speed);
  const orderRaw = pick('o');
  const base = {
    preset: name,
    duration,
    speed,
    ease: d3?.ease ?? topLevelEase ?? inSide.ease,
    via,
    order: orderRaw === 'outin' ? 'outin' : orderRaw === 'forceinout' ? 'forceinout' : 'inout',
    direction,
    in: inSideTimed,
    out: outSide,
    d3,
    filter: readFilter(pick('filter')),
    overlay: engine === 'slidingoverlay',
  } as const;
  return { ...base, family: familyOf(base) };
}
