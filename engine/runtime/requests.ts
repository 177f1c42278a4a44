import type { Level, ModuleModel, Percent } from '../model/types.ts';
import type { SlideRequest } from './navigation.ts';
import type { NavInputs, ViewportBox } from './ports-input.ts';
import type { SliderStore } from './store.ts';

/**
 * Where a request comes from: `input` = the visitor's keyboard, wheel or swipe; `api` = everything else (the
 * public API, navigation elements, slide actions, deep links, the queue). Only visitor input is ever dropped.
 */
export type RequestSource = 'api' | 'input';

export type RequestOutcome = 'run' | 'deferred' | 'ignored';

/** SPEC §9: on mobile a navigation delay above 200 ms is reduced to 50. */
export function navDelay(delay: number, mobile: boolean): number {
  return mobile && delay > 200 ? 50 : Math.max(0, delay);
}

/**
 * True when the module is within `margin` px of the viewport (SPEC §4, SR7 `vPort`, default 100). A negative
 * margin asks for the module to be that far inside it.
 */
export function withinMargin(box: ViewportBox, margin: number | Percent): boolean {
  if (typeof margin === 'number') return box.top < box.viewportHeight + margin && box.bottom > -margin;
  // A percentage (SR7 `vPort: "80%"`, SR6's `visible_area`) is how much of the module must be visible: of its height,
  // or of the window's where the module is taller than the window (it could never be 80 % visible otherwise).
  const visible = Math.min(box.bottom, box.viewportHeight) - Math.max(box.top, 0);
  const whole = Math.min(box.bottom - box.top, box.viewportHeight);
  return whole > 0 ? visible >= (whole * Math.min(100, Math.max(0, margin.pct))) / 100 - 0.5 : box.top < box.viewportHeight && box.bottom > 0;
}

/**
 * SPEC §4: requests are ignored while a scene is in progress when a navigation delay is set and the module is
 * not a carousel. A scene is in progress while a change runs and, with a delay, until `delay` ms after it began
 * (SR7 `nav.nd`: the time a request made during a scene waits). Visitor input only: an API request is held
 * and runs after the change instead (the other rule of SPEC §4).
 */
export function ignoredDuringScene(o: {
  source: RequestSource;
  delay: number;
  carousel: boolean;
  changing: boolean;
  sinceChangeStart: number | null;
}): boolean {
  if (o.source !== 'input' || o.delay <= 0 || o.carousel) return false;
  return o.changing || (o.sinceChangeStart !== null && o.sinceChangeStart < o.delay);
}

/** What the request rules read of the module: the viewport margin, the navigation delay and whether it is a carousel. */
export type RequestRulesModel = Pick<ModuleModel, 'viewportMargin' | 'nav' | 'type'>;

export interface RequestRulesDeps {
  readonly model: RequestRulesModel;
  readonly store: SliderStore;
  readonly level: () => Level;
  /** Time for the delay window; the input port's clock where there is one. */
  readonly now: () => number;
  readonly inputs?: NavInputs;
  /** Resolves and draws (or queues, while a change runs) an accepted request. */
  readonly run: (request: SlideRequest) => void;
}

export interface RequestRules {
  request(request: SlideRequest, source: RequestSource): RequestOutcome;
  /** A change is running: a new drag must not start (never two slides half drawn). */
  busy(): boolean;
  /** A request from `source` would run now (in view, not dropped by the navigation delay): a swipe may follow the finger. */
  accepts(source: RequestSource): boolean;
  destroy(): void;
}

/** The request rules of SPEC §4 in front of the slider's change queue. */
export function createRequestRules(deps: RequestRulesDeps): RequestRules {
  const { model, store, inputs } = deps;
  let box: ViewportBox | null = null;
  let deferred: { request: SlideRequest; source: RequestSource } | null = null;
  let changeStart: number | null = null;
  let done = false;

  const inView = () => box === null || withinMargin(box, model.viewportMargin[deps.level()]);

  const offPhase = store.subscribe((state, prev) => {
    if (state.phase === 'changing' && prev.phase !== 'changing') changeStart = deps.now();
  });
  // Unknown until the view first reports: then the module counts as in view (Node, or no IntersectionObserver).
  const offViewport =
    inputs?.viewport((next) => {
      box = next;
      if (deferred && inView()) {
        const held = deferred;
        deferred = null;
        rules.request(held.request, held.source);
      }
    }) ?? (() => {});

  const ignored = (source: RequestSource) =>
    ignoredDuringScene({
      source,
      delay: navDelay(model.nav.delay, inputs?.touch() ?? false),
      carousel: model.type === 'carousel',
      changing: store.getState().phase === 'changing',
      sinceChangeStart: changeStart === null ? null : deps.now() - changeStart,
    });

  const rules: RequestRules = {
    request(request, source) {
      if (done) return 'ignored';
      if (!inView()) {
        // The latest wins: a module scrolled back into view shows what was last asked for, once.
        deferred = { request, source };
        return 'deferred';
      }
      if (ignored(source)) return 'ignored';
      deps.run(request);
      return 'run';
    },
    accepts: (source) => !done && inView() && !ignored(source),
    busy: () => store.getState().phase === 'changing',
    destroy() {
      if (done) return;
      done = true;
      deferred = null;
      offPhase();
      offViewport();
    },
  };
  return rules;
}
