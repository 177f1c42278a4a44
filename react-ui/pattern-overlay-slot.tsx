import type { ReactNode } from 'react';
import type { PatternOverlay } from '../engine/index.ts';
import { useFeatureViews } from './module-readers.ts';

/**
 * A pattern overlay where the model has one (module, slide or media layer): its view (pattern-overlay.tsx) is the
 * `overlay` feature's code (feature-views.ts), in before a module that writes one renders.
 */
export function PatternOverlaySlot(props: { readonly overlay: PatternOverlay | undefined; readonly className?: string }): ReactNode {
  const views = useFeatureViews('overlay', props.overlay !== undefined);
  return views ? <views.PatternOverlayView {...props} /> : null;
}
