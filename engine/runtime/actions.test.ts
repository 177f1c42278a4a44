import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import type { SlideModel } from '../model/types.ts';
import { createActions, SCENE_DEBOUNCE_MS } from './actions.ts';
import { createSteppedClock } from './clock.ts';
import { createMotion } from './motion.ts';
import { createPageScroller } from './page-scroll.ts';
import type { SlideRequest } from './navigation.ts';
import type { LayerHost, PageScroll } from './ports.ts';

const frames = (t: number | string) => ({ content: { all: [{ t, d: 0, o: 0 }, { t: 0, d: 300, o: 1 }] } });

/** One slide in SR7 wire form with the given actions; layers 1–9 are plain text, 6 waits for an action to enter. */
function slideWith(actions: unknown[], extra: Record<string, unknown> = {}): SlideModel[] {
  const layers: Record<string, unknown> = {};
  for (let i = 1; i <= 9; i++) layers[i] = { id: i, type: 'text', content: { text: `L${i}` }, tl: { in: frames(0), out: frames(0), scene_1: frames(0), scene_2: frames(0) } };
  layers[6] = { id: 6, type: 'text', tl: { in: frames('w0'), out: frames(0) } };
  Object.assign(layers, extra);
  const model = normalizeModule({
    settings: { alias: 'actions-test' },
    slides: { s1: { slide: { order: 1, actions }, layers }, s2: { slide: { order: 2, id: 'second' }, layers: {} } },
  });
  return [...model.slides];
}

function fakeScenes() {
  const current = new Map<string, string>();
  const played: string[] = [];
  return {
    played,
    current,
    scenes: {
      playLayerScene: (slide: string, layer: string, scene: string) => {
        played.push(`${layer}:${scene}`);
        current.set(`${slide}/${layer}`, scene);
      },
      // Like the real scenes: every layer of the current slide started 'in' (a waiting one too).
      sceneOf: (slide: string, layer: string) => current.get(`${slide}/${layer}`) ?? 'in',
    },
  };
}

function fakePage(anchors: Record<string, number>) {
  let y = 0;
  const page: PageScroll = {
    get: () => y,
    set: (next) => {
      y = next;
    },
    max: () => 10_000,
    anchorY: (id) => anchors[id] ?? null,
    moduleEndY: () => 700,
    pushHash: () => {},
  };
  return { page, y: () => y };
}

function setup(actions: unknown[], options: { host?: Partial<LayerHost>; pageUrl?: string; extra?: Record<string, unknown> } = {}) {
  const clock = createSteppedClock();
  const motion = createMotion(clock);
  const slides = slideWith(actions, options.extra);
  const requests: SlideRequest[] = [];
  const scenes = fakeScenes();
  const show = { on: true, log: [] as string[] };
  const page = fakePage({ plans: 2000, team: 1200 });
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const navigate = vi.fn();
  const classes: string[] = [];
  const host = {
    targets: () => null,
    measure: () => null,
    setActiveSlide: () => {},
    toggleClass: (slide: string, layer: string, name: string) => classes.push(`${layer}.${name}`),
    ...options.host,
  } as LayerHost;
  const scroller = createPageScroller({ clock, motion, env: { log, pageScroll: page.page } });
  const actionsUnit = createActions({
    clock,
    scroller,
    slides: () => slides,
    request: (r) => requests.push(r),
    scenes: scenes.scenes,
    slideshow: {
      start: () => {
        show.on = true;
        show.log.push('start');
      },
      stop: () => {
        show.on = false;
        show.log.push('stop');
      },
      running: () => show.on,
    },
    host: () => host,
    env: { log, navigate, pageUrl: options.pageUrl ? () => options.pageUrl as string : undefined },
  });
  return { clock, motion, scroller, actions: actionsUnit, requests, scenes, show, page, log, navigate, classes, slides };
}

describe('createActions: matching', () => {
  it('runs only the actions whose evt and src match', () => {
    const t = setup([
      { a: 'next', evt: 'click', src: [1] },
      { a: 'prev', evt: 'mouseenter', src: [1] },
      { a: 'jumpto', evt: 'click', target: 'second', src: [2] },
    ]);
    t.actions.handle('s1', '1', 'click');
    expect(t.requests).toEqual(['+1']);
    t.actions.handle('s1', '1', 'mouseenter');
    expect(t.requests).toEqual(['+1', '-1']);
    t.actions.handle('s1', '1', 'focusin');
    t.actions.handle('s1', '3', 'click');
    t.actions.handle('nope', '1', 'click');
    expect(t.requests).toEqual(['+1', '-1']);
    // A jump names the slide by key or by id; the request is by key.
    t.actions.handle('s1', '2', 'click');
    expect(t.requests).toEqual(['+1', '-1', '#s2']);
  });

  it("SR7 7.0's callSlide goes to a slide by key or id, or to the first, last or a random one (starnext's menu)", () => {
    const t = setup([
      { a: 'callSlide', evt: 'click', target: 's2', src: [1] },
      { a: 'callSlide', evt: 'click', target: 'first', src: [2] },
      { a: 'callSlide', evt: 'click', target: 'random', src: [3] },
    ]);
    t.actions.handle('s1', '1', 'click');
    t.actions.handle('s1', '2', 'click');
    t.actions.handle('s1', '3', 'click');
    expect(t.requests).toEqual(['#s2', 'first', 'random']);
    expect(t.log.warn).not.toHaveBeenCalled();
  });

  it('a jump to an unknown slide warns', () => {
    const t = setup([{ a: 'jumpto', target: 'nowhere', src: [1] }]);
    t.actions.handle('s1', '1', 'click');
    expect(t.requests).toEqual([]);
    expect(t.log.warn).toHaveBeenCalledWith(expect.stringContaining('"nowhere"'));
  });
});

describe('createActions: delay d and rate limit rd', () => {
  it('d delays the action on the clock', () => {
    const t = setup([{ a: 'next', d: '300ms', src: [1] }]);
    t.actions.handle('s1', '1', 'click');
    expect(t.requests).toEqual([]);
    t.clock.step(299, 1);
    expect(t.requests).toEqual([]);
    t.clock.step(1, 1);
    expect(t.requests).toEqual(['+1']);
    expect(t.clock.timerCount()).toBe(0);
  });

  it('rd ignores repeats within the limit, counted from the last run', () => {
    const t = setup([{ a: 'next', rd: 500, src: [1, 2] }, { a: 'prev', src: [1] }]);
    t.actions.handle('s1', '1', 'click');
    t.clock.step(200);
    t.actions.handle('s1', '2', 'click'); // the same action from another source is still a repeat
    t.clock.step(299, 1);
    t.actions.handle('s1', '1', 'click');
    expect(t.requests).toEqual(['+1', '-1', '-1']);
    t.clock.step(1, 1);
    t.actions.handle('s1', '1', 'click');
    expect(t.requests).toEqual(['+1', '-1', '-1', '+1', '-1']);
  });
});

describe('createActions: scenes', () => {
  it('playScene waits the 19 ms debounce; repeats within it collapse into one', () => {
    const t = setup([{ a: 'playScene', sc: 'scene_1', target: [3, 4], src: [1] }]);
    t.actions.handle('s1', '1', 'click');
    t.clock.step(10, 1);
    t.actions.handle('s1', '1', 'click');
    t.clock.step(SCENE_DEBOUNCE_MS - 1, 1);
    expect(t.scenes.played).toEqual([]);
    t.clock.step(1, 1);
    expect(t.scenes.played).toEqual(['3:scene_1', '4:scene_1']);
    t.clock.step(100);
    expect(t.scenes.played).toHaveLength(2);
  });

  it('toggleScenes alternates scn → scm → scn per target (SR7_225_1 hamburger lines)', () => {
    const t = setup([{ a: 'toggleScenes', evt: 'click', rec: true, target: ['2', '3'], scm: 'scene_2', scn: 'scene_1', src: [1] }]);
    const click = () => {
      t.actions.handle('s1', '1', 'click');
      t.clock.step(50);
    };
    click();
    expect(t.scenes.played).toEqual(['2:scene_1', '3:scene_1']);
    click();
    expect(t.scenes.played.slice(2)).toEqual(['2:scene_2', '3:scene_2']);
    click();
    expect(t.scenes.played.slice(4)).toEqual(['2:scene_1', '3:scene_1']);
  });

  it('a waiting in-scene is played by the first toggle, out by the next (SR7_225_1 menu overlay)', () => {
    const t = setup([{ a: 'toggleScenes', rec: true, target: ['6'], scn: 'in', scm: 'out', src: [1] }]);
    for (let i = 0; i < 3; i++) {
      t.actions.handle('s1', '1', 'click');
      t.clock.step(50);
    }
    expect(t.scenes.played).toEqual(['6:in', '6:out', '6:in']);
  });

  it('rec follows the scene the layer is really in; without rec the action keeps its own alternation', () => {
    const t = setup([
      { a: 'toggleScenes', rec: true, target: ['2'], scn: 'scene_1', scm: 'scene_2', src: [1] },
      { a: 'toggleScenes', rec: false, target: ['3'], scn: 'scene_1', scm: 'scene_2', src: [1] },
    ]);
    t.actions.handle('s1', '1', 'click');
    t.clock.step(50);
    expect(t.scenes.played).toEqual(['2:scene_1', '3:scene_1']);
    // Something else (the API, another action) puts both layers into scene_2 behind the action's back.
    t.scenes.scenes.playLayerScene('s1', '2', 'scene_2');
    t.scenes.scenes.playLayerScene('s1', '3', 'scene_2');
    t.scenes.played.length = 0;
    t.actions.handle('s1', '1', 'click');
    t.clock.step(50);
    // rec: layer 2 is not in scn, so it plays scn; layer 3 alternates from what the action last played.
    expect(t.scenes.played).toEqual(['2:scene_1', '3:scene_2']);
  });

  it('two toggles within 19 ms are one toggle; forget() starts a slide over', () => {
    const t = setup([{ a: 'toggleScenes', target: ['6'], scn: 'in', scm: 'out', src: [1, 2] }]);
    t.actions.handle('s1', '1', 'click');
    t.actions.handle('s1', '2', 'click');
    t.clock.step(50);
    expect(t.scenes.played).toEqual(['6:in']);
    t.actions.forget('s1');
    t.actions.handle('s1', '1', 'click');
    t.clock.step(50);
    expect(t.scenes.played).toEqual(['6:in', '6:in']);
  });
});

describe('createActions: classes, simulate, slideshow, media', () => {
  it('toggleClass toggles each class on each target; an empty class does nothing', () => {
    const t = setup([
      { a: 'toggleClass', evt: 'mouseenter', class: 'is-on  big', target: [3, 4], src: [1] },
      { a: 'toggleClass', evt: 'mouseenter', target: [5], src: [1] },
    ]);
    t.actions.handle('s1', '1', 'mouseenter');
    expect(t.classes).toEqual(['3.is-on', '3.big', '4.is-on', '4.big']);
  });

  it('simulate fires the target layer event (through the host, or straight back without one)', () => {
    const simulated: string[] = [];
    const viaHost = setup([{ a: 'simulate', typ: 'click', target: ['2'], src: [1] }], { host: { simulate: (s, l, type) => simulated.push(`${s}/${l}:${type}`) } });
    viaHost.actions.handle('s1', '1', 'click');
    expect(simulated).toEqual(['s1/2:click']);

    const direct = setup([
      { a: 'simulate', typ: 'click', target: ['2'], src: [1] },
      { a: 'toggleClass', class: 'hit', target: ['2'], src: [2] },
    ], { host: { simulate: undefined } });
    direct.actions.handle('s1', '1', 'click');
    expect(direct.classes).toEqual(['2.hit']);
  });

  it('a layer simulating its own click does not recurse', () => {
    let calls = 0;
    const holder: { handle?: (s: string, l: string, t: 'click') => void } = {};
    const t = setup([{ a: 'simulate', target: ['1'], src: [1] }, { a: 'next', src: [1] }], {
      host: {
        simulate: (s, l) => {
          calls++;
          holder.handle?.(s, l, 'click'); // the DOM event comes back to handle()
        },
      },
    });
    holder.handle = t.actions.handle;
    t.actions.handle('s1', '1', 'click');
    expect(calls).toBe(1);
    expect(t.requests).toEqual(['+1', '+1']);
  });

  it('start / stop / toggle the slideshow; media actions are accepted and ignored', () => {
    const t = setup([
      { a: 'stopSlideshow', src: [1] },
      { a: 'startSlideshow', src: [2] },
      { a: 'toggleSlideshow', src: [3] },
      { a: 'playMedia', target: [4], src: [4] },
    ]);
    t.actions.handle('s1', '1', 'click');
    t.actions.handle('s1', '2', 'click');
    t.actions.handle('s1', '3', 'click');
    t.actions.handle('s1', '3', 'click');
    t.actions.handle('s1', '4', 'click');
    expect(t.show.log).toEqual(['stop', 'start', 'stop', 'start']);
    expect(t.log.warn).not.toHaveBeenCalled();
  });
});

describe('createActions: scroll and links', () => {
  it('scroll: anchor + offset over `s` ms with the ease; module end; a missing anchor warns', () => {
    const t = setup([
      { a: 'scroll', e: 'none', s: '1000ms', target: 'plans', offset: '-50px', src: [1] },
      { a: 'scroll', s: 0, src: [2] },
      { a: 'scroll', target: 'ghost', src: [3] },
    ]);
    t.actions.handle('s1', '1', 'click');
    t.clock.step(500, 500);
    expect(t.page.y()).toBeCloseTo(975, 6);
    t.clock.step(500, 500);
    expect(t.page.y()).toBe(1950);
    t.actions.handle('s1', '2', 'click');
    expect(t.page.y()).toBe(700);
    t.actions.handle('s1', '3', 'click');
    expect(t.log.warn).toHaveBeenCalledWith(expect.stringContaining('"ghost"'));
  });

  it('a link action on a rendered anchor leaves navigation to the anchor; same-page links scroll instead', () => {
    const t = setup(
      [
        { a: 'link', link: 'https://other.test/', src: [1] },
        { a: 'link', link: 'https://site.test/page#team', src: [2] },
        { a: 'link', link: '#plans', target: '_blank', src: [3] },
      ],
      { pageUrl: 'https://site.test/page' },
    );
    t.actions.handle('s1', '1', 'click');
    expect(t.navigate).not.toHaveBeenCalled();
    t.actions.handle('s1', '2', 'click');
    t.clock.step(1000);
    expect(t.page.y()).toBe(1200);
    t.actions.handle('s1', '3', 'click');
    t.clock.step(1000);
    expect(t.page.y()).toBe(2000);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('a link fired by hover (no anchor does it) navigates through the env, mailto/tel as written', () => {
    const t = setup([
      { a: 'link', evt: 'mouseenter', link: 'mailto:hi@site.test', src: [1] },
      { a: 'link', evt: 'mouseenter', link: 'https://x.test/', target: '_blank', src: [2] },
      { a: 'link', evt: 'mouseenter', link: 'javascript:alert(1)', src: [3] },
    ]);
    t.actions.handle('s1', '1', 'mouseenter');
    t.actions.handle('s1', '2', 'mouseenter');
    t.actions.handle('s1', '3', 'mouseenter');
    expect(t.navigate.mock.calls).toEqual([
      ['mailto:hi@site.test', '_self'],
      ['https://x.test/', '_blank'],
    ]);
  });

  it('a layer with its own same-page href (no link action) scrolls on click', () => {
    const t = setup([], { extra: { 7: { id: 7, type: 'text', href: '#team', target: '_self' } } });
    t.actions.handle('s1', '7', 'click');
    t.clock.step(1000);
    expect(t.page.y()).toBe(1200);
  });
});

describe('createActions: destroy', () => {
  it('cancels pending delays and debounces; idempotent; later input is ignored (the running scroll is the scroller\'s, disposed by the composition root)', () => {
    const t = setup([
      { a: 'next', d: 500, src: [1] },
      { a: 'playScene', sc: 'scene_1', target: [2], src: [1] },
      { a: 'scroll', target: 'plans', src: [1] },
    ]);
    t.actions.handle('s1', '1', 'click');
    expect(t.clock.timerCount()).toBe(2);
    expect(t.clock.frameListenerCount()).toBe(1);
    t.actions.destroy();
    t.actions.destroy();
    expect(t.clock.timerCount()).toBe(0);
    expect(t.clock.frameListenerCount()).toBe(1);
    t.scroller.destroy();
    expect(t.clock.frameListenerCount()).toBe(0);
    t.actions.handle('s1', '1', 'click');
    t.clock.step(1000);
    expect(t.requests).toEqual([]);
    expect(t.scenes.played).toEqual([]);
  });
});
