import { scrollProgress } from '../modifier-math.ts';
import type { ModifierInputs, ViewportSample } from '../ports-modifiers.ts';

/**
 * SR6's `revgetparallaxproc()`: how far the module has travelled through the viewport, -1 … 1 — the same progress
 * the scroll effects follow (modifier-math.ts). The viewport port reports a sample as it subscribes; one sample is
 * all a call needs, so the subscription ends at once. Null without a page (Node).
 */
export function readParallaxProgress(inputs: Pick<ModifierInputs, 'viewport'> | undefined): number | null {
  if (!inputs) return null;
  let sample: ViewportSample | null = null;
  const stop = inputs.viewport((s) => {
    sample = s;
  });
  stop();
  return sample ? scrollProgress(sample) : null;
}
