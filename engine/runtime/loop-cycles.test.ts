import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { createSteppedClock } from './clock.ts';
import { createMotion } from './motion.ts';
import type { LayerHost, LayerTargets } from './ports.ts';
import { createScenes } from './scenes.ts';

/**
 * SR7 7.0 loop repeat ranges (`rep {s, r, y, c}` on loop keyframes) and loop sub-tracks (`loop.x` beside
 * `loop.all`), as the corpus exports write them, played on the stepped clock.
 */

type Obj = Record<string, unknown>;
const all5 = (v: unknown) => [v, v, v, v, v];

function play(loop: Record<string, unknown>) {
  const model = normalizeModule({
    settings: { alias: 'loops' },
    slides: { a: { slide: { order: 1 }, layers: { l: { id: 'l', type: 'shape', tl: { in: { loop } } } } } },
  });
  const clock = createSteppedClock();
  const targets = { content: {} as Obj, mask: null, loop: {} as Obj };
  const host: LayerHost = {
    targets: (): LayerTargets => targets,
    measure: () => ({ box: { x: 0, y: 0, w: 100, h: 100 }, slide: { w: 800, h: 400 }, scale: 1 }),
    setActiveSlide: () => {},
  };
  const events: string[] = [];
  const scenes = createScenes({ host: () => host, level: () => 1, motion: createMotion(clock), clock, onLayerEvent: (_s, _l, event) => events.push(event) });
  void scenes.play(model.slides[0]!, 'in');
  return { clock, loop: targets.loop, events, model };
}

describe('loop repeat ranges (SR7 7.0 rep objects)', () => {
  // wpnext-space-404-hero's Earth: a lead-in, then 0 → 360° over 90 s, repeated one way for good (r -1, y false).
  const earth = {
    all: [
      { t: 0, d: 0, e: 'none', o: 1 },
      { t: 0, d: 200, e: 'none', x: all5(0), y: all5(0), rZ: '0deg' },
      { t: 200, d: 0, e: 'none', x: all5(0), y: all5(0), rep: { s: 's', r: -1, sh: true, y: false, c: false }, rZ: '0deg' },
      { t: 200, d: 90000, e: 'none', x: all5(0), y: all5(0), rep: { s: 'e', r: -1, sh: false, y: false, c: false }, rZ: '360deg' },
    ],
  };

  it('are read, not refused: the range marks and the closing frame\'s repeat, yoyo and event flag', () => {
    const { model } = play(earth);
    const frames = model.slides[0]!.layers[0]!.timeline['in']!.loop!;
    expect(frames.map((f) => f.cycle)).toEqual([undefined, undefined, 'start', 'end']);
    expect(frames[3]).toMatchObject({ repeat: -1, yoyo: false, cycleEvents: false });
    expect(model.diagnostics).toEqual([]);
  });

  it('turn one way at the range\'s own speed and start again from its first frame (the reference: 360° / 90 s)', () => {
    const { clock, loop } = play(earth);
    clock.step(200 + 45_000, 50);
    expect(loop['rotation'] as number).toBeCloseTo(180, 0);
    clock.step(45_000 - 100, 50);
    expect(loop['rotation'] as number).toBeGreaterThan(355);
    // One way: after the range ends it starts again at 0°, never back down through 180°.
    clock.step(200, 50);
    expect(loop['rotation'] as number).toBeLessThan(5);
  });

  it('a one-frame range with yoyo ("se", y true) swings between the lead-in state and its own', () => {
    const { clock, loop } = play({
      all: [
        { t: 300, d: 0, e: 'none', o: 1 },
        { t: 300, d: 200, e: 'none', x: all5('-3px'), y: all5(-10), rZ: '-5deg' },
        { t: 500, d: 3000, e: 'none', x: all5('3px'), y: all5(10), rep: { s: 'se', r: -1, y: true }, rZ: 0 },
      ],
    });
    clock.step(500, 20);
    expect(loop['y'] as number).toBeCloseTo(-10, 0);
    clock.step(3000, 20);
    expect(loop['y'] as number).toBeCloseTo(10, 0);
    clock.step(3000, 20);
    expect(loop['y'] as number).toBeCloseTo(-10, 0);
    clock.step(1500, 20);
    expect(loop['y'] as number).toBeCloseTo(0, 0);
  });

  it('a finite range ends: r 1 plays it twice and the scene is then finite', () => {
    const { clock, loop } = play({ all: [{ t: 0, d: 1000, e: 'none', y: all5(100), rep: { s: 'se', r: 1, y: false, c: true } }] });
    clock.step(1500, 20);
    // (The in scene starts 7.5 ms in: SPEC §9's tiny first frame.)
    expect(Math.abs((loop['y'] as number) - 50)).toBeLessThan(2);
    clock.step(1000, 20);
    expect(loop['y'] as number).toBeCloseTo(100, 0);
    clock.step(1000, 20);
    expect(loop['y'] as number).toBeCloseTo(100, 0);
  });

  it('a loop sub-track (loop.x) moves the layer on its own timing while loop.all keeps the other attributes', () => {
    const { clock, loop } = play({
      all: [{ t: 0, d: 0, o: 1, rZ: 0 }, { t: 0, d: 1000, e: 'none', rZ: 90, rep: { s: 'se', r: -1, y: false } }],
      x: [
        { t: 0, d: 0, e: 'none', x: all5('30px'), y: all5(0) },
        { t: 0, d: 400, e: 'none', x: all5('-30px'), y: all5(0), rep: { s: 'se', r: -1, y: true } },
      ],
    });
    clock.step(200, 20);
    expect(Math.abs(loop['x'] as number)).toBeLessThan(2);
    expect(Math.abs((loop['rotation'] as number) - 18)).toBeLessThan(2);
    clock.step(200, 20);
    expect(Math.abs((loop['x'] as number) + 30)).toBeLessThan(2);
    clock.step(400, 20);
    expect(Math.abs((loop['x'] as number) - 30)).toBeLessThan(2);
    expect(Math.abs((loop['rotation'] as number) - 72)).toBeLessThan(2);
  });

  it('an unknown range mark or sub-track is reported, and the loop still plays', () => {
    const { model } = play({ all: [{ t: 0, d: 100, y: all5(5), rep: { s: 'zz' } }], wobble: [{ t: 0, d: 100 }] });
    expect(model.diagnostics.map((d) => d.path)).toEqual([
      'module.slides.a.layers.l.tl.in.loop.all[0].rep.s',
      'module.slides.a.layers.l.tl.in.loop.wobble',
    ]);
  });
});
