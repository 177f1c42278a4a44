import type { ReactNode } from 'react';
import type { ModuleModel, Slider } from '../engine/index.ts';
import { ROTATION_ATTR } from './slideshow-inputs.ts';
import { useStrataStrings } from './strings.ts';
import { useStrata } from './useStrata.ts';

/**
 * The rotation control of the WAI-ARIA APG carousel pattern: a native button, first in the module's tab
 * order (Strata renders it as the root's first child), whose label says what pressing it does. It stands
 * for the visitor's intent (slideshow on and not paused through the API); hover, focus, tab and viewport
 * pauses are temporary and do not change it. Shown while the module is hovered or the button has keyboard
 * focus, so the SR7 design stays as exported (WCAG 2.2.2: pause on hover, focus, or with this button).
 */
export interface RotationProps {
  readonly model: ModuleModel;
  readonly slider: Slider;
}

export function RotationControl({ model, slider }: RotationProps): ReactNode {
  const strings = useStrataStrings();
  const { value: rotating } = useStrata((state) => state.slideshowOn && !state.pausedBy.has('api'));
  // A fixed module (menu overlay) has no box of its own to hold the control.
  if (!model.slideshow.auto || model.slides.length < 2 || model.size.fixed) return null;
  const label = rotating ? strings.stopRotation : strings.startRotation;
  return (
    <button
      type="button"
      className={`strata-rotation${rotating ? ' strata-rotating' : ''}`}
      {...{ [ROTATION_ATTR]: '' }}
      aria-label={label}
      title={label}
      onClick={() => (rotating ? slider.api.pause() : slider.api.start())}
    />
  );
}

/**
 * The APG live region: announces the slide on show ("Slide 2 of 5: title") politely, but is silent
 * (aria-live off) while the slides rotate by themselves, so a screen reader is not interrupted every slide.
 */
export function LiveRegion({ model }: Pick<RotationProps, 'model'>): ReactNode {
  const strings = useStrataStrings();
  const { value: index } = useStrata((state) => state.index);
  const { value: slides } = useStrata((state) => state.slides);
  const { value: rotating } = useStrata((state) => state.slideshowOn && state.pausedBy.size === 0);
  const list = slides ?? model.slides;
  const slide = list[index ?? 0];
  return (
    <div className="strata-sr-only" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" data-strata-live="">
      {slide ? strings.status((index ?? 0) + 1, list.length, slide.title) : ''}
    </div>
  );
}
