/**
 * The slides the slideshow visits (SPEC §4, FORMAT.md §4): what the start (the first slide) and every arrival (`hal`'s
 * removals) read; the order from slide to slide is slideshow-order.ts, loaded once the first slide shows.
 */
import type { SlideModel, SlideshowSettings } from '../model/types.ts';

/** `hal` (SR6 "hide after loop"): the slide leaves the rotation and navigation once `loops` loops completed. */
export function expiredAfterLoops(slide: SlideModel, loops: number): boolean {
  return slide.slideshow.hal > 0 && loops >= slide.slideshow.hal;
}

/** The slides the slideshow visits after `loops` completed loops, in slide order: not `hfn`, not expired by `hal`. */
export function rotationOf(slides: readonly SlideModel[], loops: number): number[] {
  const out: number[] = [];
  slides.forEach((slide, index) => {
    if (!slide.slideshow.hfn && !expiredAfterLoops(slide, loops)) out.push(index);
  });
  return out;
}

/** Keys of slides `hal` takes out after `loops` loops (the slide on show stays until it is left). */
export function expiredKeys(slides: readonly SlideModel[], loops: number): string[] {
  return slides.filter((slide) => expiredAfterLoops(slide, loops)).map((slide) => slide.key);
}

/**
 * The slide to start on (0-based): `firstSlide` when it names a slide; with shuffle and 'auto', a random
 * slide of the rotation (SR6/SR7 shuffle the slides before the first one shows); else the first slide.
 */
export function firstSlideIndex(slides: readonly SlideModel[], settings: Pick<SlideshowSettings, 'firstSlide' | 'shuffle'>, random: () => number): number {
  const wanted = settings.firstSlide;
  if (typeof wanted === 'number') return wanted >= 1 && wanted <= slides.length ? wanted - 1 : 0;
  if (settings.shuffle) {
    const rotation = rotationOf(slides, 0);
    if (rotation.length > 0) return rotation[Math.min(rotation.length - 1, Math.floor(random() * rotation.length))] as number;
  }
  return 0;
}
