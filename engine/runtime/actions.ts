import { DEFAULT_SCROLL_EASE, DEFAULT_SCROLL_SPEED } from '../model/action-values.ts';
import type { KeyFrame, LayerModel, SlideModel } from '../model/types.ts';
import type { MediaAction, ModalAction, SlideAction, ToggleScenesAction } from '../model/types-actions.ts';
import type { Clock } from './clock.ts';
import { classifyLink } from './links.ts';
import type { SlideRequest } from './navigation.ts';
import type { PageScroller } from './page-scroll.ts';
import type { Environment, LayerHost, LayerInputType } from './ports.ts';
import type { Scenes } from './scenes.ts';

/** SPEC §9 "Layer scene action debounce 19 ms". */
export const SCENE_DEBOUNCE_MS = 19;

export interface ActionsDeps {
  readonly clock: Clock;
  /** Every slide whose layers a visitor can reach: the navigable ones and the static ones. */
  readonly slides: () => readonly SlideModel[];
  /** Slide navigation, as the API's next/prev/show. */
  readonly request: (request: SlideRequest) => void;
  readonly scenes: Pick<Scenes, 'playLayerScene' | 'sceneOf'>;
  /** The slideshow with the API's start/pause semantics; `running` is false after a pause. */
  readonly slideshow: { start(): void; stop(): void; running(): boolean };
  readonly host: () => LayerHost | null;
  readonly env: Pick<Environment, 'log' | 'navigate' | 'pageUrl'>;
  /** The module's page scroller (shared with api.scroll), on the one clock. */
  readonly scroller: PageScroller;
  /** Media actions (play, stop, toggle, mute …), run by the media coordinator (engine/media/coordinator.ts). */
  readonly media?: (action: MediaAction) => void;
  /** open_modal / close_modal: the page's modal host (`window.strata.openModal / closeModal`). */
  readonly modal?: (action: ModalAction) => void;
}

export interface Actions {
  /** A visitor event on a layer: runs the slide's actions whose `evt` and `src` match. */
  handle(slideKey: string, layerId: string, type: LayerInputType): void;
  /** Forgets a slide's toggle state when it leaves (its layers replay 'in' on the next visit). */
  forget(slideKey: string): void;
  destroy(): void;
}

type SceneIntent = { readonly scene: string } | { readonly toggle: ToggleScenesAction };

const key = (slideKey: string, id: string | number) => `${slideKey}\u0000${id}`;

/** True when the layer's 'in' scene holds until an action starts it (wire `t: "w…"`, SR7_225_1's menu). */
function inWaits(layer: LayerModel | undefined): boolean {
  const scene = layer?.timeline['in'];
  if (!scene) return false;
  return Object.entries(scene).some(([target, frames]) => target !== 'meta' && Array.isArray(frames) && frames.some((frame: KeyFrame) => frame.wait === true));
}

/**
 * Slide actions (SPEC §2, §3 "Action"): link, scroll, slide navigation, scenes, classes, simulated events
 * and the slideshow, with delay `d`, rate limit `rd` and the 19 ms scene debounce. Media actions go to `deps.media`.
 */
export function createActions(deps: ActionsDeps): Actions {
  const { clock, env } = deps;
  const { scroller } = deps;
  /** Every pending timer (delays, debounces): one disposer for all of them. */
  const timers = new Set<() => void>();
  const lastRun = new Map<string, number>();
  const pendingScene = new Map<string, () => void>();
  /** The scene our actions last started per layer (what toggles alternate on). */
  const played = new Map<string, string>();
  /** Layers whose event is being simulated now: an action simulating its own source must not recurse. */
  const simulating = new Set<string>();
  let destroyed = false;

  const later = (ms: number, fn: () => void): (() => void) => {
    const cancel = clock.after(ms, () => {
      timers.delete(cancel);
      if (!destroyed) fn();
    });
    timers.add(cancel);
    return () => {
      timers.delete(cancel);
      cancel();
    };
  };

  const layerOf = (slide: SlideModel, id: string) => slide.layers.find((layer) => layer.id === id);

  const playIntent = (slide: SlideModel, layerId: string, intent: SceneIntent) => {
    const k = key(slide.key, layerId);
    let scene: string;
    if ('scene' in intent) scene = intent.scene;
    else {
      const { toggle } = intent;
      let current = toggle.respectCurrent ? deps.scenes.sceneOf(slide.key, layerId) : (played.get(k) ?? null);
      // A waiting 'in' has not shown the layer yet: the first toggle must play it, not its alternate.
      if (current === 'in' && !played.has(k) && inWaits(layerOf(slide, layerId))) current = null;
      scene = current === toggle.scene ? toggle.alternate : toggle.scene;
    }
    played.set(k, scene);
    deps.scenes.playLayerScene(slide.key, layerId, scene);
  };

  /** Scene requests for one layer within 19 ms collapse into the last one (SPEC §9). */
  const sceneRequest = (slide: SlideModel, layerId: string, intent: SceneIntent) => {
    const k = key(slide.key, layerId);
    pendingScene.get(k)?.();
    pendingScene.set(
      k,
      later(SCENE_DEBOUNCE_MS, () => {
        pendingScene.delete(k);
        playIntent(slide, layerId, intent);
      }),
    );
  };

  /**
   * A real anchor (the layer renders its link as `<a href>`) navigates by itself, which keeps middle-click,
   * "copy link" and screen readers working, and a script-opened window outside the click would be blocked.
   * So the engine only scrolls same-page links, and opens links the page has no anchor for.
   */
  const followLink = (href: string, target: string, renderedAsAnchor: boolean) => {
    const behaviour = classifyLink(href, env.pageUrl?.() ?? null);
    if (behaviour.kind === 'anchor') {
      scroller.scrollTo({ anchor: behaviour.id, offset: 0, speed: DEFAULT_SCROLL_SPEED, ease: DEFAULT_SCROLL_EASE, history: false });
    } else if (behaviour.kind === 'open' && !renderedAsAnchor) {
      env.navigate?.(behaviour.href, target);
    }
  };

  const simulate = (slide: SlideModel, layerId: string, type: LayerInputType) => {
    const k = key(slide.key, layerId);
    if (simulating.has(k)) return;
    simulating.add(k);
    try {
      const host = deps.host();
      // In the browser the event goes through the DOM (and so back to `handle`); without a view, straight here.
      if (host?.simulate) host.simulate(slide.key, layerId, type);
      else handle(slide.key, layerId, type);
    } finally {
      simulating.delete(k);
    }
  };

  const run = (slide: SlideModel, action: SlideAction, sourceId: string) => {
    switch (action.kind) {
      case 'link': {
        const own = layerOf(slide, sourceId)?.link;
        followLink(action.href, action.target, action.event === 'click' && own?.href === action.href);
        return;
      }
      case 'scroll':
        return scroller.scrollTo(action);
      case 'next':
        return deps.request('+1');
      case 'prev':
        return deps.request('-1');
      case 'jump': {
        const to = deps.slides().find((s) => s.key === action.slide) ?? deps.slides().find((s) => s.id === action.slide);
        if (to) deps.request(`#${to.key}`);
        else if (action.slide === 'first' || action.slide === 'last' || action.slide === 'random') deps.request(action.slide);
        else env.log.warn(`[strata] jump action: no slide "${action.slide}"`);
        return;
      }
      case 'playScene':
        for (const id of action.targets) sceneRequest(slide, id, { scene: action.scene });
        return;
      case 'toggleScenes':
        for (const id of action.targets) sceneRequest(slide, id, { toggle: action });
        return;
      case 'toggleClass': {
        const names = action.className.split(/\s+/).filter(Boolean);
        for (const id of action.targets) for (const name of names) deps.host()?.toggleClass?.(slide.key, id, name);
        return;
      }
      case 'simulate':
        for (const id of action.targets) simulate(slide, id, action.eventType);
        return;
      case 'slideshow': {
        const start = action.op === 'start' || (action.op === 'toggle' && !deps.slideshow.running());
        if (start) deps.slideshow.start();
        else deps.slideshow.stop();
        return;
      }
      case 'media':
        deps.media?.(action);
        return;
      case 'modal':
        deps.modal?.(action);
        return;
      case 'none':
        return;
    }
  };

  function handle(slideKey: string, layerId: string, type: LayerInputType): void {
    if (destroyed) return;
    const slide = deps.slides().find((s) => s.key === slideKey);
    if (!slide) return;
    let linked = false;
    slide.actions.forEach((action, index) => {
      if (action.event !== type || !action.sources.includes(layerId)) return;
      if (action.kind === 'link') linked = true;
      const k = key(slideKey, index);
      const now = clock.now();
      if (action.rateLimit > 0) {
        const last = lastRun.get(k);
        if (last !== undefined && now - last < action.rateLimit) return;
      }
      lastRun.set(k, now);
      if (action.delay > 0) later(action.delay, () => run(slide, action, layerId));
      else run(slide, action, layerId);
    });
    // A layer's own href (no link action) is still a layer link: same-page targets scroll (SPEC §2).
    const own = type === 'click' && !linked ? layerOf(slide, layerId)?.link : null;
    if (own) followLink(own.href, own.target, true);
  }

  return {
    handle,
    forget(slideKey) {
      const prefix = key(slideKey, '');
      for (const k of [...played.keys()]) if (k.startsWith(prefix)) played.delete(k);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const cancel of [...timers]) cancel();
      timers.clear();
      pendingScene.clear();
      played.clear();
      lastRun.clear();
    },
  };
}
