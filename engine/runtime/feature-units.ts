/**
 * The units only some modules use (issue 18: each feature only when the module uses it), each behind its dynamic
 * import (feature-unit.ts): the model says whether the module wants one, and the slider's composition root
 * (create-slider.ts) wires them by name. A module that does not use a feature never fetches its code.
 */
import { usesMedia } from '../media/uses-media.ts';
import type { MediaCoordinator, MediaCoordinatorDeps } from '../media/coordinator.ts';
import { modifiersOn, type Feature } from '../model/feature-readers.ts';
import type { ModuleModel, SlideModel } from '../model/types.ts';
import type { Actions, ActionsDeps } from './actions.ts';
import type { SlideRef, StrataApi } from './api-types.ts';
import type { Carousel, CarouselDeps } from './carousel.ts';
import { createFeatureUnit, type FeatureUnit } from './feature-unit.ts';
import { createLateUnit, lateCode } from './late-unit.ts';
import { loadPanMaths, usesPan } from './pan.ts';
import { loadRareEases, slidesUseRareEase } from './rare-eases.ts';
import { GESTURES_CODE } from './input/index.ts';
import { usesModifiers, usesScrollTimeline } from './uses-modifiers.ts';
import type { Modifiers, ModifiersDeps } from './modifiers.ts';
import type { ModifierInputs } from './ports-modifiers.ts';
import type { FollowScrollModel, HoldDeps } from './scroll-timeline.ts';
import type { Emit } from './module-events.ts';
import type { Environment } from './ports.ts';
import type { SliderStore } from './store.ts';

type Log = Pick<Console, 'warn' | 'error' | 'info'>;

/** Whether a module uses each on-demand unit, and where its code is: the units below and warmFeatures read the same. */
const FEATURE_CODE = {
  // The maths chunk (shared with the SR6 shim's parallax, legacy/parallax.ts) in the same round trip: no dependency map (vite.config.ts).
  modifiers: { wanted: usesModifiers, load: () => Promise.all([import('./modifiers.ts'), import('./modifier-math.ts')]).then(([code]) => code) },
  media: { wanted: (model: Pick<ModuleModel, 'slides' | 'staticSlides'>) => usesMedia(model), load: () => import('../media/coordinator.ts') },
  carousel: { wanted: (model: Pick<ModuleModel, 'carousel'>) => model.carousel !== null, load: () => import('./carousel.ts') },
  scrollTimeline: { wanted: usesScrollTimeline, load: () => import('./scroll-timeline.ts') },
  gestures: GESTURES_CODE,
};

/**
 * Starts fetching the code of the units a module uses as soon as its model is known (the view calls it right after
 * normalizing), so the chunks arrive while the view renders instead of after it: the slider's start then finds them
 * in and shows its first slide without waiting a rendering frame for them (putnam: ~170 ms from the init call to the
 * first visible slide went to waiting for the media coordinator's chunk). A failed fetch is reported by the unit.
 */
export function warmFeatures(model: ModuleModel): void {
  for (const code of Object.values(FEATURE_CODE)) if (code.wanted(model)) warm(code);
  // What the first slide's start waits for besides the units: Ken Burns' maths, the rarer ease curves it plays.
  if (usesPan(model)) warm({ load: loadPanMaths });
  if (slidesUseRareEase([...model.slides, ...model.staticSlides])) warm({ load: loadRareEases });
}

/** Starts a unit's fetch; a failure is the unit's to report when it is created. */
const warm = (code: { load(): Promise<unknown> }): void => void code.load().catch(() => undefined);

/**
 * The same, read from the module's JSON before it is normalized (the view calls it with the readers' scan,
 * feature-readers.ts featuresOf): the units its JSON surely needs start fetching beside its readers, one round trip
 * sooner than warmFeatures can — media for a video or audio layer or a background video, the carousel, modifiers
 * switched on (home.json's first slide ~120 ms sooner at a 100 ms round trip), Ken Burns' maths for a pan.
 */
export function warmScannedFeatures(json: unknown, features: readonly Feature[]): void {
  if (features.includes('media')) warm(FEATURE_CODE.media);
  if (features.includes('pan')) warm({ load: loadPanMaths });
  if (features.includes('carousel')) warm(FEATURE_CODE.carousel);
  if (modifiersOn(json)) warm(FEATURE_CODE.modifiers);
}

/**
 * Whether any slide a visitor can reach (static ones too) has slide actions (SPEC §3 "Action") or a layer link: a
 * same-page link scrolls through them (SPEC §2). A slide whose layers come later (MIX lazy, deferred) may have either.
 */
export const usesActions = (model: Pick<ModuleModel, 'slides' | 'staticSlides'>): boolean =>
  [...model.slides, ...model.staticSlides].some((slide) => slide.lazy || slide.deferred || slide.actions.length > 0 || slide.layers.some((layer) => layer.link !== null));

// The actions and the bridge to the page's modal host (open_modal / close_modal), in one chunk.
const ACTIONS = lateCode('actions', () => Promise.all([import('./actions.ts'), import('./modal-bridge.ts')]).then(([actions, modal]) => ({ ...actions, ...modal })));

/** Loads the slide actions' code once per page (what a test awaits to click right after init). */
export const loadActions = (): Promise<unknown> => ACTIONS.load();

export interface ActionsUnitDeps extends Omit<ActionsDeps, 'slides' | 'slideshow' | 'modal'> {
  readonly model: Pick<ModuleModel, 'slides' | 'staticSlides'>;
  readonly store: SliderStore;
  /** The slideshow as the actions start and stop it: with the API's start / pause semantics. */
  readonly api: Pick<StrataApi, 'start' | 'pause'>;
  readonly env: ActionsDeps['env'] & Pick<Environment, 'global'>;
  readonly after: Promise<unknown>;
}

/**
 * Slide actions (actions.ts), for a module that has some: nothing of them runs before a visitor's first event, so
 * their code loads after the first slide shows, not in the first paint (late-unit.ts); an event that comes sooner
 * loads it and runs when it is in.
 */
export function createActionsUnit({ model, store, api, after, ...deps }: ActionsUnitDeps): Pick<Actions, 'handle' | 'forget' | 'destroy'> {
  const late = createLateUnit({
    code: ACTIONS,
    wanted: usesActions(model),
    after,
    create: ({ createActions, createModalBridge, pageModalHost }) =>
      createActions({
        ...deps,
        slides: () => [...store.getState().slides, ...model.staticSlides],
        slideshow: { start: () => api.start(), stop: () => api.pause(), running: () => store.getState().slideshowOn && !store.getState().pausedBy.has('api') },
        modal: createModalBridge(pageModalHost(deps.env.global), deps.env.log),
      }),
    fallback: 'layer events run no slide actions',
    log: deps.env.log,
  });
  return {
    handle: (slideKey, layerId, type) => void late.use((actions) => actions.handle(slideKey, layerId, type)),
    forget: (slideKey) => late.current()?.forget(slideKey),
    destroy: () => late.destroy(),
  };
}

/**
 * Mouse / orientation parallax and scroll effects (SPEC §1): page input is subscribed only for a module that has them.
 * The layers may be in place already when the code arrives: they are measured at once, not at the first input.
 */
export function createModifiersUnit(deps: ModifiersDeps & { readonly log: Log }): FeatureUnit<Modifiers> {
  return createFeatureUnit({
    type: 'modifiers',
    wanted: FEATURE_CODE.modifiers.wanted(deps.model),
    load: FEATURE_CODE.modifiers.load,
    create({ createModifiers }) {
      const unit = createModifiers(deps);
      unit.refresh();
      return unit;
    },
    log: deps.log,
  });
}

export interface ScrollTimeline {
  /** Feeds the scroll's progress (or a held module's slide time) to the scenes; returns the unsubscribe. */
  follow(apply: (progress: number) => void, hold: HoldDeps): () => void;
  destroy(): void;
}

/**
 * The scroll-based timeline (scroll-timeline.ts), for a module with layers that follow it: the first slide waits for
 * it, so those layers show at the scroll's place from the start.
 */
export function createScrollTimelineUnit(deps: { readonly model: FollowScrollModel; readonly inputs: ModifierInputs | undefined; readonly log: Log }): FeatureUnit<ScrollTimeline> {
  return createFeatureUnit({
    type: 'scroll timeline',
    wanted: FEATURE_CODE.scrollTimeline.wanted(deps.model),
    load: FEATURE_CODE.scrollTimeline.load,
    create: ({ followScroll }) => ({ follow: (apply, hold) => followScroll(deps.model, deps.inputs, apply, hold), destroy() {} }),
    log: deps.log,
  });
}

/**
 * Media layers and background videos (engine/media/coordinator.ts), for a module that can play media. The first slide
 * does not wait for this code: a video buffers longer than the coordinator's chunk takes to arrive (lasak, michalewicz:
 * first visible 0.88, 0.84 of the time with the wait). Once in, it plays the media of the slide shown.
 */
export function createMediaUnit(deps: MediaCoordinatorDeps & { readonly model: Pick<ModuleModel, 'slides' | 'staticSlides'> }): FeatureUnit<MediaCoordinator> {
  return createFeatureUnit({
    type: 'media',
    wanted: FEATURE_CODE.media.wanted(deps.model),
    load: FEATURE_CODE.media.load,
    create: ({ createMediaCoordinator }) => {
      const unit = createMediaCoordinator(deps);
      const { phase, slides, index } = deps.store.getState();
      const shown = slides[index]?.key;
      if ((phase === 'idle' || phase === 'changing') && shown !== undefined) unit.show(shown);
      return unit;
    },
    log: deps.log,
  });
}

export interface CarouselUnitDeps extends Omit<CarouselDeps, 'settings' | 'announce' | 'settled'> {
  readonly model: Pick<ModuleModel, 'carousel' | 'staticSlides'>;
  readonly env: Pick<Environment, 'mark' | 'log'>;
  readonly emit: Emit;
  ref(index: number): SlideRef;
  /** A slide came to rest in the focus after `left`: the slideshow order moves on, its media play. */
  arrived(index: number, left: SlideModel): void;
  /** The slideshow's time starts again (after every settle, as after a transition). */
  restart(): void;
}

/**
 * Carousel mode (model.type 'carousel'): one continuous position instead of background transitions (carousel.ts). Its
 * moves are announced as a transition's are: beforeChange then the start mark, the end mark then afterChange.
 */
export function createCarouselUnit({ model, env, emit, ref, arrived, restart, ...deps }: CarouselUnitDeps): FeatureUnit<Carousel> {
  const settings = model.carousel;
  return createFeatureUnit({
    type: 'carousel',
    wanted: FEATURE_CODE.carousel.wanted(model),
    load: FEATURE_CODE.carousel.load,
    create: ({ createCarousel }) =>
      createCarousel({
        ...deps,
        settings: settings!,
        announce: {
          before(from, to) {
            emit('beforeChange', { current: ref(from), next: ref(to) });
            env.mark('strata:transition-start');
          },
          after(to, from) {
            env.mark('strata:transition-end');
            emit('afterChange', { current: ref(to), previous: ref(from) });
          },
        },
        settled(index, left) {
          if (left) arrived(index, left);
          deps.scenes.syncGlobals(model.staticSlides, index);
          restart();
        },
      }),
    log: env.log,
  });
}
