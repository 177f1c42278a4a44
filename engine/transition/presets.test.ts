import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeModule } from '../model/index.ts';
import type { ModuleModel, SlideModel } from '../model/types.ts';
import { PRESETS, RANDOM_SETS, type PresetMain } from './presets.ts';
import { resolveTransition } from './resolve.ts';
import type { TransitionSpec } from './spec.ts';
import { seededRandom } from '../anim/seeded.ts';

// The preset reference lives outside the project (never copied in); a fresh clone elsewhere has no ../shared.
const mdPath = path.resolve(import.meta.dirname, '../../../shared/sr7/TRANSITIONS.md');
const hasMd = existsSync(mdPath);
const SKIP_NOTE = hasMd ? '' : ` — skipped: ${mdPath} is absent`;

interface MdPreset {
  readonly name: string;
  readonly main: string;
  readonly sub: string;
  readonly params: Record<string, unknown>;
}
interface MdRandom {
  readonly name: string;
  readonly params: Record<string, unknown>;
}

/** Parses the "- `name` {json}" lines under "## main {…}" / "### main/sub" headings. */
function parseMd(text: string): { presets: MdPreset[]; random: MdRandom[] } {
  const presets: MdPreset[] = [];
  const random: MdRandom[] = [];
  let main: string | null = null;
  let sub: string | null = null;
  for (const line of text.split('\n')) {
    const h2 = /^## (\S+)(?:\s+\{.*\})?\s*$/.exec(line);
    if (h2) {
      main = h2[1] ?? null;
      sub = null;
      continue;
    }
    const h3 = /^### ([^/\s]+)\/(\S+)\s*$/.exec(line);
    if (h3) {
      if (h3[1] !== main) throw new Error(`sub heading ${line} outside its main group ${main}`);
      sub = h3[2] ?? null;
      continue;
    }
    const item = /^- `([^`]+)` (\{.*\})\s*$/.exec(line);
    if (!item || main === null) continue;
    const params = JSON.parse(item[2] ?? '') as Record<string, unknown>;
    if (main === 'random') random.push({ name: item[1] ?? '', params });
    else {
      if (sub === null) throw new Error(`preset ${item[1]} has no sub group`);
      presets.push({ name: item[1] ?? '', main, sub, params });
    }
  }
  return { presets, random };
}

const md = hasMd ? parseMd(readFileSync(mdPath, 'utf8')) : { presets: [], random: [] };

describe.skipIf(!hasMd)(`PRESETS equals TRANSITIONS.md${SKIP_NOTE}`, () => {
  it('the md parser finds the documented 190 presets and 10 random sets', () => {
    expect(md.presets).toHaveLength(190);
    expect(md.random).toHaveLength(10);
    expect(new Set(md.presets.map((p) => p.name)).size).toBe(190);
  });

  it('has the same preset names, in the same order', () => {
    expect(Object.keys(PRESETS)).toEqual(md.presets.map((p) => p.name));
  });

  it.each(md.presets.map((p) => [p.name, p] as const))('%s: main, sub and params match', (name, doc) => {
    const preset = PRESETS[name];
    expect(preset, name).toBeDefined();
    expect(preset?.main).toBe(doc.main);
    expect(preset?.sub).toBe(doc.sub);
    expect(preset?.params).toStrictEqual(doc.params);
  });

  it('random section → RANDOM_SETS (rndmain → main, rndgrp → subs)', () => {
    expect(Object.keys(RANDOM_SETS).sort()).toEqual(md.random.map((r) => r.name).sort());
    for (const r of md.random) {
      const grp = r.params['rndgrp'];
      const subs = typeof grp === 'string' ? grp.split(',').map((s) => s.trim()) : [];
      expect(RANDOM_SETS[r.name], r.name).toStrictEqual({ main: r.params['rndmain'], subs });
    }
  });

  it('every sub group a random set names exists in the table', () => {
    const subs = new Set(md.presets.map((p) => p.sub));
    for (const [name, set] of Object.entries(RANDOM_SETS)) {
      for (const sub of set.subs) expect(subs.has(sub), `${name}: ${sub}`).toBe(true);
    }
  });
});

describe('PRESETS table', () => {
  it('holds exactly 190 presets, none of them a random set', () => {
    expect(Object.keys(PRESETS)).toHaveLength(190);
    for (const name of Object.keys(RANDOM_SETS)) expect(PRESETS[name]).toBeUndefined();
  });

  it('uses only the four main groups, with the documented group sizes', () => {
    const count: Record<string, number> = {};
    for (const preset of Object.values(PRESETS)) count[preset.main] = (count[preset.main] ?? 0) + 1;
    const mains: PresetMain[] = ['basic', 'columns', 'rows', 'boxes'];
    expect(Object.keys(count).sort()).toEqual([...mains].sort());
    // FORMAT.md §7 group lists: basic 8 + 10×6 + 10 filter + 14 effects; rows 4+3+6+6; boxes 6+10+4+2+4+24.
    expect(count['basic']).toBe(92);
    expect(count['columns']).toBe(29);
    expect(count['rows']).toBe(19);
    expect(count['boxes']).toBe(50);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Every preset resolves to a sane spec.


const model: ModuleModel = normalizeModule({
  settings: { alias: 'presets' },
  slides: {
    a: { slide: { order: 1 }, layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', tl: { in: { bg: { temp: { p: 'fade' } } } } } } },
  },
});
const baseSlide: SlideModel = model.slides[0]!;
const withPreset = (name: string): SlideModel => ({ ...baseSlide, transition: { temp: { p: name } } });

/** Every number reachable from `value`, with its path. */
function numbers(value: unknown, at = 'spec', out: [string, number][] = []): [string, number][] {
  if (typeof value === 'number') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => numbers(v, `${at}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) numbers(v, `${at}.${k}`, out);
  }
  return out;
}

function checkSpec(name: string, spec: TransitionSpec): void {
  expect(spec.preset).toBe(name);
  if (name === 'notransition') expect(spec.duration).toBe(10);
  expect(Number.isFinite(spec.duration) && spec.duration > 0, `${name} duration ${spec.duration}`).toBe(true);
  expect(spec.duration).toBeGreaterThanOrEqual(spec.speed);
  for (const side of [spec.in, spec.out]) {
    expect(Number.isInteger(side.grid.cols) && side.grid.cols >= 1).toBe(true);
    expect(Number.isInteger(side.grid.rows) && side.grid.rows >= 1).toBe(true);
    expect(side.cells).toHaveLength(side.grid.cols * side.grid.rows);
    expect(side.delays).toHaveLength(side.grid.cols * side.grid.rows);
    for (const d of side.delays) expect(Number.isFinite(d) && d >= 0, `${name} delay ${d}`).toBe(true);
    // The slowest cell still ends within the transition.
    const last = side.start + Math.max(...side.delays) + spec.speed;
    expect(last).toBeLessThanOrEqual(spec.duration + 1e-9);
  }
  const bad = numbers(spec).filter(([, n]) => !Number.isFinite(n));
  expect(bad, `${name}: non-finite numbers`).toEqual([]);
}

describe('every preset resolves', () => {
  const canvas = { width: 1240, height: 900 };
  it.each(Object.keys(PRESETS))('%s', (name) => {
    for (const direction of [1, -1] as const) {
      const spec = resolveTransition(withPreset(name), model, { random: seededRandom(7), direction, canvas });
      checkSpec(name, spec);
      expect(spec.direction).toBe(direction);
    }
  });

  it('also on a tiny canvas (grids clamp to 1) and with extreme random draws', () => {
    for (const name of Object.keys(PRESETS)) {
      for (const random of [() => 0, () => 0.999999]) {
        const spec = resolveTransition(withPreset(name), model, { random, canvas: { width: 8, height: 8 } });
        checkSpec(name, spec);
        expect(spec.in.grid).toEqual({ cols: 1, rows: 1 });
        expect(spec.out.grid).toEqual({ cols: 1, rows: 1 });
      }
    }
  });

  it('the numbers walker does see NaN (guards the check above)', () => {
    expect(numbers({ a: [1, { b: Number.NaN }] }).filter(([, n]) => Number.isNaN(n))).toEqual([['spec.a[1].b', Number.NaN]]);
  });
});
