/**
 * The units only some modules use (issue 18: each feature only when the module uses it), each behind its dynamic
 * import (feature-unit.ts): the model says whether the module wants one, and the slider's composition root
 * (create-slider.ts) wires them by name. A module that does not use a feature never fetches its code.
 */
import { usesMedia } from '../media/uses-media.ts';
import type { MediaCoordinator, MediaCoordinatorDeps } from '../media/coordinator.ts';
import type { ModuleModel, SlideModel } from '../model/types.ts';
import type { SlideRef } from './api-types.ts';
import type { Carousel, CarouselDeps } from './carousel.ts';
import { createFeatureUnit, type FeatureUnit } from './feature-unit.ts';
import { usesModifiers } from './modifier-math.ts';
import type { Modifiers, ModifiersDeps } from './modifiers.ts';
import type { Emit } from './module-events.ts';
import type { Environment } from './ports.ts';

type Log = Pick<Console, 'warn' | 'error' | 'info'>;

/**
 * Mouse / orientation parallax and scroll effects (SPEC §1): page input is subscribed only for a module that has them.
 * The layers may be in place already when the code arrives: they are measured at once, not at the first input.
 */
export function createModifiersUnit(deps: ModifiersDeps & { readonly log: Log }): FeatureUnit<Modifiers> {
  return createFeatureUnit({
    type: 'modifiers',
    wanted: usesModifiers(deps.model),
    load: () => import('./modifiers.ts'),
    create({ createModifiers }) {
      const unit = createModifiers(deps);
      unit.refresh();
      return unit;
    },
    log: deps.log,
  });
}

/** Media layers and background videos (engine/media/coordinator.ts), for a module that can play media. */
export function createMediaUnit(deps: MediaCoordinatorDeps & { readonly model: Pick<ModuleModel, 'slides' | 'staticSlides'> }): FeatureUnit<MediaCoordinator> {
  return createFeatureUnit({
    type: 'media',
    wanted: usesMedia(deps.model),
    load: () => import('../media/coordinator.ts'),
    create: ({ createMediaCoordinator }) => createMediaCoordinator(deps),
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
    wanted: settings !== null,
    load: () => import('./carousel.ts'),
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
