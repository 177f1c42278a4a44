import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDiagnostic, normalizeModule } from './index.ts';
import type { LayerModel } from './types.ts';

const one = (layer: Record<string, unknown>): LayerModel =>
  normalizeModule({ settings: {}, slides: { '1': { slide: {}, layers: { '1': { id: 1, type: 'text', ...layer } } } } }).slides[0]!.layers[0]!;
/** An `in` scene whose content turns about `axis` from `from` degrees back to 0. */
const turning = (axis: 'rX' | 'rY', from: number | string) => ({ in: { content: { all: [{ t: 0, d: 0, [axis]: from, o: 0 }, { t: 0, d: 600, [axis]: 0, o: 1 }] } } });

describe('layer tr: the static base transform (SPEC §3 "tr (rX, rY, rZ, o)")', () => {
  it('reads rotations in degrees and the opacity, typed and defaulted', () => {
    expect(one({ tr: { rX: 10, rY: '-20deg', rZ: '45', o: 0.5 } }).staticTransform).toEqual({ rotationX: 10, rotationY: -20, rotationZ: 45, opacity: 0.5 });
    expect(one({ tr: { rZ: 15 } }).staticTransform).toEqual({ rotationX: 0, rotationY: 0, rotationZ: 15, opacity: 1 });
    expect(one({ tr: { o: '0.25' } }).staticTransform).toEqual({ rotationX: 0, rotationY: 0, rotationZ: 0, opacity: 0.25 });
  });

  it('is null when it changes nothing: absent, empty, zero rotations, and opacity 0 (SR7 drops a falsy o) or 1', () => {
    expect(one({}).staticTransform).toBeNull();
    expect(one({ tr: {} }).staticTransform).toBeNull();
    expect(one({ tr: { rX: 0, rY: '0', rZ: '', o: 0, fix: 'd' } }).staticTransform).toBeNull();
    expect(one({ tr: { o: 1 } }).staticTransform).toBeNull();
  });

  it('clamps the opacity to 0–1 and names a value that is no number', () => {
    expect(one({ tr: { o: 1.5, rZ: 5 } }).staticTransform?.opacity).toBe(1);
    expect(one({ tr: { o: -0.5 } }).staticTransform?.opacity).toBe(0);
    const degraded = (layer: Record<string, unknown>) => {
      const m = normalizeModule({ settings: {}, slides: { '1': { slide: {}, layers: { '1': { id: 1, type: 'text', ...layer } } } } });
      return { transform: m.slides[0]!.layers[0]!.staticTransform, said: m.diagnostics.map(describeDiagnostic) };
    };
    expect(degraded({ tr: { rY: 'sideways', rZ: 5 } })).toEqual({
      transform: { rotationX: 0, rotationY: 0, rotationZ: 5, opacity: 1 },
      said: ['module.slides["1"].layers["1"].tr.rY: expected a number, got "sideways"; used 0'],
    });
    expect(degraded({ tr: 'tilted' })).toEqual({
      transform: null,
      said: ['module.slides["1"].layers["1"].tr: expected a static transform ({rX, rY, rZ, o}), got "tilted"; used {}'],
    });
  });
});

describe('backface visibility (SPEC §5 "Rotation beyond 90 degrees triggers backface visibility")', () => {
  it('is hidden by default and for turns up to 90°', () => {
    expect(one({}).backfaceVisible).toBe(false);
    expect(one({ tl: turning('rX', 90) }).backfaceVisible).toBe(false);
    expect(one({ tl: turning('rY', -90) }).backfaceVisible).toBe(false);
    expect(one({ tr: { rX: 90, rZ: 170 } }).backfaceVisible).toBe(false); // rZ turns in the plane: no back face
  });

  it('shows once a frame turns past 90° about X or Y, either way, in any scene or target', () => {
    expect(one({ tl: turning('rX', 120) }).backfaceVisible).toBe(true);
    expect(one({ tl: turning('rY', '-180deg') }).backfaceVisible).toBe(true);
    expect(one({ tl: { out: { mask: { all: [{ t: 0, d: 500, rY: 91 }] } } } }).backfaceVisible).toBe(true);
    expect(one({ tl: { scene_1: { chars: { all: [{ t: 0, d: 0, rX: -135 }, { t: 0, d: 300, rX: 0 }] } } } }).backfaceVisible).toBe(true);
  });

  it('shows for a static tr past 90° and for clip frames, as SR7 does', () => {
    expect(one({ tr: { rY: 180 } }).backfaceVisible).toBe(true);
    expect(one({ tr: { rX: -100 } }).backfaceVisible).toBe(true);
    expect(one({ tl: { in: { clip: { all: [{ t: 0, d: 0, clip: 0 }, { t: 0, d: 500, clip: 100 }] } } } }).backfaceVisible).toBe(true);
  });
});

// Real exports live outside the project (never copied in); a fresh clone elsewhere has no ../shared.
const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const hasShared = existsSync(SR7_DIR);
const SKIP_NOTE = hasShared ? '' : ` — skipped: ${SR7_DIR} is absent`;

describe.skipIf(!hasShared)(`real SR7 exports: tr and backface${SKIP_NOTE}`, () => {
  it('no real layer carries a tr; exactly the layers with clip frames show their back face', () => {
    const files = readdirSync(SR7_DIR).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    const visible: string[] = [];
    for (const file of files) {
      const m = normalizeModule(readFileSync(path.join(SR7_DIR, file), 'utf8'), { now: new Date('2025-01-01T00:00:00Z'), random: () => 0.5 });
      for (const slide of [...m.slides, ...m.staticSlides]) {
        for (const layer of slide.layers) {
          expect(layer.staticTransform, `${file} ${slide.key}/${layer.id}`).toBeNull();
          const clipped = Object.values(layer.timeline).some((scene) => (scene.clip?.length ?? 0) > 0);
          expect(layer.backfaceVisible, `${file} ${slide.key}/${layer.id}`).toBe(clipped);
          if (layer.backfaceVisible) visible.push(`${file.replace('.json', '')}:${layer.id}`);
        }
      }
    }
    // SR7_225_1's, home's and joinus's clip-revealed layers (none of the exports turns past 90°).
    expect(visible).toContain('home:3');
    expect(visible).toContain('joinus:4');
    expect(visible.length).toBeGreaterThanOrEqual(20);
  });
});

describe('keyframe opacity', () => {
  it("reads a percentage as CSS does (\"50%\" is 0.5), a number as written, and 'inherit' as inherit", () => {
    const frames = one({ tl: { in: { content: { all: [{ t: 0, d: 0, o: '50%' }, { t: 0, d: 300, o: 0.8 }, { t: 300, d: 300, o: 'inherit' }, { t: 600, d: 300, o: '{20%,40%}' }] } } } }).timeline['in']?.content ?? [];
    expect(frames.slice(0, 3).map((f) => f.o)).toEqual([0.5, 0.8, 'inherit']);
    // A random range of percentages: a fraction within it.
    expect(frames[3]?.o).toBeGreaterThanOrEqual(0.2);
    expect(frames[3]?.o).toBeLessThanOrEqual(0.4);
  });
});
