/**
 * SR7 `mF` media filters (SPEC §3 layer behaviour): Instagram-style looks, each a CSS filter chain on the element
 * plus up to two tinted sheets over it (SR7's ::before and ::after) with a blend mode and an opacity. The same
 * table drives the DOM (react-ui/media-filter-styles.ts) and the GPU stage's slide paint (renderer/paint-slide.ts),
 * so a filtered slide background looks the same drawn either way.
 */

export interface FilterSheet {
  /** A CSS colour or gradient. */
  readonly fill: string;
  readonly blend: 'normal' | 'screen' | 'darken' | 'overlay' | 'multiply' | 'color-dodge' | 'soft-light' | 'lighten' | 'color-burn' | 'color';
  readonly opacity: number;
}

export interface MediaFilter {
  /** CSS filter functions; '' = none. */
  readonly filter: string;
  /** Drawn over the content first (SR7 ::before), then `after` over that. */
  readonly before: FilterSheet | null;
  readonly after: FilterSheet | null;
}

const sheet = (fill: string, blend: FilterSheet['blend'], opacity = 1): FilterSheet => ({ fill, blend, opacity });

/** The looks SR7 ships (sr7.filters.css), by the class name its editor writes into `mF`. */
export const MEDIA_FILTERS: Readonly<Record<string, MediaFilter>> = {
  _1977: { filter: 'contrast(1.1) brightness(1.1) saturate(1.3)', before: null, after: sheet('rgba(243, 106, 188, 0.3)', 'screen') },
  aden: { filter: 'hue-rotate(-20deg) contrast(0.9) saturate(0.85) brightness(1.2)', before: null, after: sheet('linear-gradient(to right, rgba(66, 10, 14, 0.2), transparent)', 'darken') },
  brooklyn: { filter: 'contrast(0.9) brightness(1.1)', before: null, after: sheet('radial-gradient(circle, rgba(168, 223, 193, 0.4) 70%, #c4b7c8)', 'overlay') },
  clarendon: { filter: 'contrast(1.2) saturate(1.35)', before: sheet('rgba(127, 187, 227, 0.2)', 'overlay'), after: null },
  earlybird: { filter: 'contrast(0.9) sepia(0.2)', before: null, after: sheet('radial-gradient(circle, #d0ba8e 20%, #360309 85%, #1d0210 100%)', 'overlay') },
  gingham: { filter: 'brightness(1.05) hue-rotate(-10deg)', before: null, after: sheet('linear-gradient(to right, rgba(66, 10, 14, 0.2), transparent)', 'darken') },
  hudson: { filter: 'brightness(1.2) contrast(0.9) saturate(1.1)', before: null, after: sheet('radial-gradient(circle, #a6b1ff 50%, #342134)', 'multiply', 0.5) },
  inkwell: { filter: 'sepia(0.3) contrast(1.1) brightness(1.1) grayscale(1)', before: null, after: null },
  lark: { filter: 'contrast(0.9)', before: sheet('#22253f', 'color-dodge'), after: sheet('rgba(242, 242, 242, 0.8)', 'darken') },
  lofi: { filter: 'saturate(1.1) contrast(1.5)', before: null, after: sheet('radial-gradient(circle, transparent 70%, #222 150%)', 'multiply') },
  mayfair: { filter: 'contrast(1.1) saturate(1.1)', before: null, after: sheet('radial-gradient(circle at 40% 40%, rgba(255, 255, 255, 0.8), rgba(255, 200, 200, 0.6), #111 60%)', 'overlay', 0.4) },
  moon: { filter: 'grayscale(1) contrast(1.1) brightness(1.1)', before: sheet('#a0a0a0', 'soft-light'), after: sheet('#383838', 'lighten') },
  nashville: { filter: 'sepia(0.2) contrast(1.2) brightness(1.05) saturate(1.2)', before: sheet('rgba(247, 176, 153, 0.56)', 'darken'), after: sheet('rgba(0, 70, 150, 0.4)', 'lighten') },
  perpetua: { filter: '', before: null, after: sheet('linear-gradient(to bottom, #005b9a, #e6c13d)', 'soft-light', 0.5) },
  reyes: { filter: 'sepia(0.22) brightness(1.1) contrast(0.85) saturate(0.75)', before: null, after: sheet('#efcdad', 'soft-light', 0.5) },
  rise: {
    filter: 'brightness(1.05) sepia(0.2) contrast(0.9) saturate(0.9)',
    before: sheet('radial-gradient(circle, rgba(236, 205, 169, 0.15) 55%, rgba(50, 30, 7, 0.4))', 'multiply'),
    after: sheet('radial-gradient(circle, rgba(232, 197, 152, 0.8), transparent 90%)', 'overlay', 0.6),
  },
  slumber: { filter: 'saturate(0.66) brightness(1.05)', before: sheet('rgba(69, 41, 12, 0.4)', 'lighten'), after: sheet('rgba(125, 105, 24, 0.5)', 'soft-light') },
  toaster: { filter: 'contrast(1.5) brightness(0.9)', before: null, after: sheet('radial-gradient(circle, #804e0f, #3b003b)', 'screen') },
  walden: { filter: 'brightness(1.1) hue-rotate(-10deg) sepia(0.3) saturate(1.6)', before: null, after: sheet('#0044cc', 'screen', 0.3) },
  willow: { filter: 'grayscale(0.5) contrast(0.95) brightness(0.9)', before: null, after: sheet('#d8cdcb', 'color') },
  xpro2: { filter: 'sepia(0.3)', before: null, after: sheet('radial-gradient(circle, #e6e7e0 40%, rgba(43, 42, 161, 0.6) 110%)', 'color-burn') },
};

export const MEDIA_FILTER_NAMES: readonly string[] = Object.keys(MEDIA_FILTERS);
