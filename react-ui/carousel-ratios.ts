import { useEffect, useMemo, useRef, useState } from 'react';
import type { SlideModel } from '../engine/index.ts';

/**
 * Image aspect ratios of a justified carousel's slides (SPEC §3 size "justify"), by slide index: what the module
 * says (`background.imageRatio`, from SR7's `slide.imgs`), else the natural size of the background image once the
 * browser has it. Only the slides in the visible window are measured, so a long carousel never loads every
 * image to lay itself out; a slide not measured yet keeps the grid width. `undefined` when not justified.
 */
export function useJustifyRatios(
  enabled: boolean,
  slides: readonly SlideModel[],
  visible: readonly number[],
  resolveUrl: (src: string) => string,
): readonly (number | null)[] | undefined {
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map());
  // Each image is asked for once; a load that ends after unmount sets nothing.
  const requested = useRef(new Set<string>());
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    for (const index of visible) {
      const slide = slides[index];
      const src = slide?.background.image?.src;
      if (!slide || !src || slide.background.imageRatio || requested.current.has(slide.key)) continue;
      requested.current.add(slide.key);
      const key = slide.key;
      const img = new Image();
      img.onload = () => {
        if (!mounted.current || !(img.naturalWidth > 0 && img.naturalHeight > 0)) return;
        const ratio = img.naturalWidth / img.naturalHeight;
        setMeasured((old) => (old.get(key) === ratio ? old : new Map(old).set(key, ratio)));
      };
      img.src = resolveUrl(src);
    }
  }, [enabled, slides, visible, resolveUrl]);

  return useMemo(
    () => (enabled ? slides.map((slide) => slide.background.imageRatio ?? measured.get(slide.key) ?? null) : undefined),
    [enabled, slides, measured],
  );
}
