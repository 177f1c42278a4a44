import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import type { ModuleModel } from '../model/types.ts';
import { createSteppedClock } from './clock.ts';
import { createMotion } from './motion.ts';
import type { LayerHost, LayerTargets } from './ports.ts';
import { createScenes, type StageEvent } from './scenes.ts';

type Obj = Record<string, unknown>;
const all5 = (v: unknown) => [v, v, v, v, v];

function module(): ModuleModel {
  return normalizeModule({
    settings: { alias: 'scenes' },
    slides: {
      a: {
        slide: { order: 1 },
        layers: {
          text: {
            id: 'text', type: 'text', content: { text: 'Hello there' },
            tl: {
              in: {
                content: { all: [{ t: 0, d: 0, o: 0, y: all5(40) }, { t: 100, d: 400, o: 1, y: all5(0) }] },
                mask: { all: [{ t: 0, d: 0, oflow: 'hidden' }, { t: 100, d: 400, oflow: 'hidden' }] },
                clip: { type: 'r', orig: 'l', all: [{ t: 0, d: 0, c: '0%' }, { t: 100, d: 400, c: 100 }] },
              },
              out: { content: { all: [{ t: 0, d: 300, o: 0, pE: 'n' }] } },
              scene_1: { content: { all: [{ t: 0, d: 200, sX: 0, x: all5('inherit'), y: all5('inherit') }] } },
            },
          },
          menu: { id: 'menu', type: 'shape', tl: { in: { content: { all: [{ t: 'w0', d: 0, o: 1 }, { t: 0, d: 500, o: 1 }] } } } },
          button: {
            id: 'button', type: 'text', content: { text: 'Go' },
            hov: { u: true, color: { c: '#ff0000' }, frame: { d: 200, sX: 1.2, sY: 1.2, x: 'inherit', y: 'inherit' }, filter: { r: '120%' } },
            tl: { in: { content: { all: [{ t: 0, d: 0, o: 0 }, { t: 0, d: 300, o: 1 }] } } },
          },
          toggle: { id: 'toggle', type: 'text', content: { text: 'Off' }, toggle: { u: true, text: 'On' } },
          split: {
            id: 'split', type: 'text', content: { text: 'abc' },
            tl: { in: { chars: { delay: 50, dir: 'backward', all: [{ t: 0, d: 0, o: 0 }, { t: 0, d: 100, o: 1 }] } } },
          },
          loop: { id: 'loop', type: 'shape', tl: { in: { loop: { all: [{ t: 0, d: 0, y: all5(0) }, { t: 0, d: 1000, y: all5(-20) }] } } } },
          // SR7 7.0's backdrop filter on the filter track (`bu`): frosted in, then clear again; and the neutral backdrop
          // every export writes on its filter frames, which must cost nothing.
          glass: { id: 'glass', type: 'shape', tl: { in: { filter: { all: [{ t: 0, d: 0, bu: true, bb: '12px', br: 80 }, { t: 0, d: 400, bu: false, bb: 0, br: 100 }] } } } },
          clear: { id: 'clear', type: 'shape', tl: { in: { filter: { all: [{ t: 0, d: 0, fu: true, b: '6px', bu: false, bb: 0, bg: 0, br: 100, bs: 0, bi: 0 }, { t: 0, d: 400, fu: false, bu: false, bb: 0, bg: 0, br: 100, bs: 0, bi: 0 }] } } } },
        },
      },
      b: {
        slide: { order: 2, loop: { u: true, r: 2, s: 100, e: 300 } },
        layers: {
          t: { id: 't', type: 'text', tl: { in: { content: { all: [{ t: 0, d: 0, x: all5(0) }, { t: 0, d: 400, x: all5(400) }] } } } },
          // SR7 7.0 writes the split delay on each keyframe, in hundredths of a second (12 → 120 ms), and a piece's
          // filter on the frame itself (`fu`, as wp404's characters blur in).
          split7: { id: 'split7', type: 'text', content: { text: 'abc' }, tl: { in: { chars: { all: [{ t: 0, d: 0, o: 0, delay: 12, fu: true, b: '10px' }, { t: 0, d: 100, o: 1, delay: 12, fu: false, dir: 'start' }] } } } },
          // A frame's own `dir` wins over the track's: this track says forward, its frame starts from the end.
          split8: { id: 'split8', type: 'text', content: { text: 'abc' }, tl: { in: { chars: { dir: 'forward', all: [{ t: 0, d: 0, o: 0, delay: 12 }, { t: 0, d: 100, o: 1, delay: 12, dir: 'end' }] } } } },
        },
      },
      g: {
        slide: { order: 3, global: true },
        layers: { badge: { id: 'badge', type: 'text', sStart: 2, sEnd: 'last', tl: { in: { content: { all: [{ t: 0, d: 0, o: 0 }, { t: 0, d: 200, o: 1 }] } }, out: { content: { all: [{ t: 0, d: 200, o: 0 }] } } } } },
      },
    },
  });
}

function setup() {
  const clock = createSteppedClock();
  const motion = createMotion(clock);
  const objects = new Map<string, { content: Obj; mask: Obj; loop: Obj; chars: Obj[] }>();
  const html: string[] = [];
  const get = (slide: string, layer: string) => {
    const k = `${slide}/${layer}`;
    if (!objects.has(k)) objects.set(k, { content: {}, mask: {}, loop: {}, chars: [{}, {}, {}] });
    return objects.get(k)!;
  };
  const host: LayerHost = {
    targets: (slide, layer): LayerTargets => {
      const o = get(slide, layer);
      return { content: o.content, mask: o.mask, loop: o.loop, split: (kind) => (kind === 'chars' ? o.chars : []) };
    },
    measure: () => ({ box: { x: 0, y: 0, w: 100, h: 20 }, slide: { w: 800, h: 400 }, scale: 1 }),
    setActiveSlide: () => {},
    setHtml: (slide, layer, h) => html.push(`${slide}/${layer}:${h}`),
  };
  const events: string[] = [];
  const scenes = createScenes({
    host: () => host,
    level: () => 1,
    motion,
    clock,
    onLayerEvent: (slide, layer, event: StageEvent, detail) => events.push(`${layer}:${event}:${detail.scene}${detail.frame === undefined ? '' : `#${detail.frame}`}`),
  });
  const model = module();
  return { clock, motion, scenes, model, get, events, html, slide: (key: string) => model.slides.find((s) => s.key === key)! };
}


/** Lets the hover chunk's import (hover.ts, loaded on demand) settle and its waiters run. */
async function hoverCodeIn() {
  await import('./hover.ts');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('scenes', () => {
  it("reads a slide's layer boxes in one pass before any timeline writes a first frame", () => {
    const t = setup();
    const log: string[] = [];
    // A host whose measure notes whether any layer had been given its first frame already.
    const written = () => ['text', 'button', 'split', 'loop'].some((id) => Object.keys(t.get('a', id).content).length > 0);
    const scenes = createScenes({
      host: () => ({
        targets: (slide, layer) => ({ content: t.get(slide, layer).content, mask: t.get(slide, layer).mask, loop: t.get(slide, layer).loop, split: (kind) => (kind === 'chars' ? t.get(slide, layer).chars : []) }),
        measure: (_slide, layer) => {
          log.push(`${layer}${written() ? ' after a write' : ''}`);
          return { box: { x: 0, y: 0, w: 100, h: 20 }, slide: { w: 800, h: 400 }, scale: 1 };
        },
        setActiveSlide: () => {},
      }),
      level: () => 1,
      motion: t.motion,
      clock: t.clock,
      onLayerEvent: () => {},
    });
    void scenes.play(t.slide('a'), 'in');
    // Every layer with an in scene, once, all before the first write (the waiting menu is measured but never built).
    expect(log).toEqual(['text', 'menu', 'button', 'split', 'loop', 'glass', 'clear']);
  });

  it('plays every target of the in scene on the clock and reports stage and frame events', async () => {
    const t = setup();
    const done = t.scenes.play(t.slide('a'), 'in');
    const text = t.get('a', 'text');
    expect(Number(text.content['opacity'])).toBe(0);
    expect(text.mask['clipPath']).toBe('inset(0% 100% 0% 0%)');
    expect(text.mask['overflow']).toBe('hidden');
    t.clock.step(300, 16);
    expect(Number(text.content['opacity'])).toBeGreaterThan(0);
    expect(Number(text.content['opacity'])).toBeLessThan(1);
    t.clock.step(1000, 16);
    await done.catch(() => {});
    expect(Number(text.content['opacity'])).toBe(1);
    expect(text.content['y']).toBe(0);
    expect(text.mask['clipPath']).toBe('inset(0% 0% 0% 0%)');
    expect(t.events).toEqual(expect.arrayContaining(['text:enterstage:in', 'text:framestarted:in#0', 'text:frameended:in#1', 'text:enteredstage:in']));
    expect(t.events.indexOf('text:enterstage:in')).toBeLessThan(t.events.indexOf('text:enteredstage:in'));
  });

  it('staggers split-text pieces (backward = last piece first) and loops the loop track forever', () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    const chars = t.get('a', 'split').chars;
    t.clock.step(60, 10);
    // 50 ms stagger from the end: the last char is already fading in, the first has not started.
    expect(Number(chars[2]!['opacity'])).toBeGreaterThan(0.5);
    expect(Number(chars[0]!['opacity'])).toBe(0);
    const loop = t.get('a', 'loop').loop;
    t.clock.step(1000, 16);
    expect(loop['y'] as number).toBeCloseTo(-20, 0);
    t.clock.step(1000, 16);
    expect(loop['y'] as number).toBeCloseTo(0, 0);
    expect(t.events).toContain('loop:framerepeated:in#0');
    expect(t.motion.active()).toBeGreaterThan(0);
  });

  it("a filter track's backdrop filter (SR7 7.0 `bu`) eases like its filter; the neutral backdrop writes nothing", () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    const glass = t.get('a', 'glass').content;
    t.clock.step(0, 10);
    expect(glass['backdropFilter']).toContain('blur(12px) brightness(80%)');
    t.clock.step(200, 10);
    const half = /blur\(([\d.]+)px\) brightness\(([\d.]+)%\)/.exec(String(glass['backdropFilter']));
    expect(Number(half?.[1])).toBeGreaterThan(0);
    expect(Number(half?.[1])).toBeLessThan(12);
    expect(Number(half?.[2])).toBeGreaterThan(80);
    t.clock.step(300, 10);
    expect(glass['backdropFilter']).toContain('blur(0px) brightness(100%)');
    const clear = t.get('a', 'clear').content;
    expect(clear['filter']).toContain('blur(0px)');
    expect(clear).not.toHaveProperty('backdropFilter');
  });

  it('a split keyframe\'s own SR7 7.0 delay (1/100 s) staggers its pieces instead of the track default', () => {
    const t = setup();
    void t.scenes.play(t.slide('b'), 'in');
    const chars = t.get('b', 'split7').chars;
    // 120 ms apart, from the first piece: at 150 ms the first is in, the second just started, the third waits.
    t.clock.step(150, 10);
    expect(Number(chars[0]!['opacity'])).toBe(1);
    expect(Number(chars[1]!['opacity'])).toBeGreaterThan(0);
    expect(Number(chars[1]!['opacity'])).toBeLessThan(0.5);
    expect(Number(chars[2]!['opacity'])).toBe(0);
    // Each piece unblurs with its fade: the first is sharp, the third still 10 px blurred.
    expect(chars[0]!['filter']).toContain('blur(0px)');
    expect(chars[2]!['filter']).toContain('blur(10px)');
    const reversed = t.get('b', 'split8').chars;
    expect(Number(reversed[2]!['opacity'])).toBe(1);
    expect(Number(reversed[0]!['opacity'])).toBe(0);
    // At 290 ms (before slide b's loop jumps back at 300 ms) the second is in and the third half way.
    t.clock.step(140, 10);
    expect(Number(chars[1]!['opacity'])).toBe(1);
    expect(Number(chars[2]!['opacity'])).toBeGreaterThan(0.3);
    expect(Number(chars[2]!['opacity'])).toBeLessThan(1);
  });

  it('starting a slide scene stops the slide\'s other scenes, but an action call and global layers do not (SPEC §4)', () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    t.scenes.syncGlobals(t.model.staticSlides, 1);
    t.clock.step(250, 16);
    // An action starting one layer's scene leaves the running in scene alone: the text keeps fading in.
    t.scenes.playLayerScene('a', 'menu', 'in');
    const text = t.get('a', 'text').content;
    const midway = Number(text['opacity']);
    t.clock.step(150, 16);
    expect(Number(text['opacity'])).toBeGreaterThan(midway);
    // The slide's out scene stops the endless loop track of its in scene...
    void t.scenes.play(t.slide('a'), 'out');
    const loop = t.get('a', 'loop').loop;
    const y = loop['y'];
    t.clock.step(500, 16);
    expect(loop['y']).toBe(y);
    // ...while the global layer (another slide, the static one) finishes its own in scene.
    expect(Number(t.get(t.model.staticSlides[0]!.key, 'badge').content['opacity'])).toBe(1);
  });

  it('a zero-length first in-frame lasts the tiny 0.0075 s, so the layer shows its start state on the first frame (SPEC §9)', () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    const button = t.get('a', 'button').content;
    // Frame 0 (d: 0, o: 0) is applied within one 16 ms tick, before frame 1 (d: 300) has moved it visibly.
    t.clock.step(16, 16);
    expect(Number(button['opacity'])).toBeLessThan(0.1);
    t.clock.step(400, 16);
    expect(Number(button['opacity'])).toBe(1);
  });

  it('keeps a layer whose first in-frame waits ("w0") hidden until an action plays it', () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    const menu = t.get('a', 'menu').content;
    expect(t.scenes.sceneOf('a', 'menu')).toBeNull();
    t.scenes.playLayerScene('a', 'menu', 'in');
    t.clock.step(600, 16);
    expect(menu['visibility']).toBe('inherit');
    expect(t.scenes.sceneOf('a', 'menu')).toBe('in');
  });

  it('runs scene_N from the current state and hides the layer after its out scene', () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    t.clock.step(700, 16);
    t.scenes.playLayerScene('a', 'text', 'scene_1');
    t.clock.step(250, 16);
    const text = t.get('a', 'text').content;
    expect(text['scaleX']).toBe(0);
    expect(text['y']).toBe(0);
    void t.scenes.play(t.slide('a'), 'out');
    t.clock.step(400, 16);
    expect(text['opacity']).toBe(0);
    expect(text['visibility']).toBe('hidden');
    expect(text['pointerEvents']).toBe('none');
    expect(t.events).toContain('text:leftstage:out');
    // leavestage as the out scene starts, leftstage when it is over (SPEC §4 layer stage events).
    expect(t.events.indexOf('text:leavestage:out')).toBeGreaterThanOrEqual(0);
    expect(t.events.indexOf('text:leavestage:out')).toBeLessThan(t.events.indexOf('text:leftstage:out'));
  });

  it('hovers only after the layer entered, reverses on leave, and toggles text on click', async () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    const button = t.get('a', 'button').content;
    t.scenes.input('a', 'button', 'mouseenter');
    t.clock.step(100, 16);
    expect(button['color']).toBeUndefined();
    t.clock.step(400, 16);
    // The layer has entered: its hover code is fetched now.
    await hoverCodeIn();
    t.scenes.input('a', 'button', 'mouseenter');
    t.clock.step(250, 16);
    expect(button['scaleX']).toBe(1.2);
    expect(button['color']).toBe('#ff0000');
    expect(button['filter']).toContain('brightness(120%)');
    t.scenes.input('a', 'button', 'mouseleave');
    t.clock.step(250, 16);
    expect(button['scaleX']).toBe(1);
    t.scenes.input('a', 'toggle', 'click');
    t.scenes.input('a', 'toggle', 'click');
    expect(t.html).toEqual(['a/toggle:On', 'a/toggle:Off']);
  });

  it('a pointer on a layer before the hover code is in gets its hover when it arrives; one that left meanwhile does not', async () => {
    // The clock steps without awaiting: the layer has entered while the hover chunk's import is still under way.
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    t.clock.step(500, 16);
    t.scenes.input('a', 'button', 'mouseenter');
    const button = t.get('a', 'button').content;
    expect(button['scaleX']).toBe(1);
    await hoverCodeIn();
    t.clock.step(250, 16);
    expect(button['scaleX']).toBe(1.2);
    t.scenes.input('a', 'button', 'mouseleave');
    t.clock.step(250, 16);
    expect(button['scaleX']).toBe(1);

    const u = setup();
    void u.scenes.play(u.slide('a'), 'in');
    u.clock.step(500, 16);
    u.scenes.input('a', 'button', 'mouseenter');
    u.scenes.input('a', 'button', 'mouseleave');
    await hoverCodeIn();
    u.clock.step(250, 16);
    expect(u.get('a', 'button').content['scaleX']).toBe(1);
  });

  it('jumps back from loop end to loop start the configured number of times (slide loop)', () => {
    const t = setup();
    void t.scenes.play(t.slide('b'), 'in');
    const layer = t.get('b', 't').content;
    t.clock.step(310, 10);
    // Past e = 300 the timeline jumped back to s = 100: x is where it was at 110 ms.
    expect(layer['x'] as number).toBeLessThan(200);
    t.clock.step(2000, 16);
    expect(layer['x']).toBe(400);
  });

  it('shows global layers only inside their sStart..sEnd range (end defaults to the module length)', () => {
    const t = setup();
    const statics = t.model.staticSlides;
    expect(statics[0]!.layers[0]!.range).toEqual({ start: 2, end: 2 });
    t.scenes.syncGlobals(statics, 0);
    const badge = t.get('g', 'badge').content;
    expect(badge['visibility']).toBe('hidden');
    t.scenes.syncGlobals(statics, 1);
    t.clock.step(300, 16);
    expect(badge['opacity']).toBe(1);
    expect(badge['visibility']).toBe('inherit');
    t.scenes.syncGlobals(statics, 0);
    t.clock.step(300, 16);
    expect(badge['visibility']).toBe('hidden');
  });

  it('reset stops everything and forgets state; destroy leaves no frame work', () => {
    const t = setup();
    void t.scenes.play(t.slide('a'), 'in');
    t.clock.step(100, 16);
    t.scenes.reset(t.slide('a'));
    expect(t.scenes.sceneOf('a', 'text')).toBeNull();
    t.scenes.destroy();
    t.scenes.destroy();
    expect(t.clock.frameListenerCount()).toBe(0);
  });
});
