/**
 * React views that only some modules render (issue 18: each feature only when the module uses it), keyed by the
 * normalizer's features (engine/model/feature-readers.ts): a page loads a feature's views with its readers
 * (module-readers.ts), so a module that reads no media downloads no media element either. A server has them all
 * (all-views.ts through ModuleReadersContext).
 */
import type * as CarouselViews from './CarouselView.tsx';
import type * as FilterViews from './media-filter-css.ts';
import type * as MediaViews from './media-views.ts';
import type * as ModuleCss from './module-css.ts';
import type * as NavOuter from './nav-outer.ts';
import type * as Overlay from './pattern-overlay.tsx';
import type * as SplitText from './split-text.ts';
import type * as SvgView from './svg-view.ts';
import type * as ServerBox from './ssr-box.ts';
import type { Feature } from '../engine/model/feature-readers.ts';

export interface FeatureViews {
  readonly media?: typeof MediaViews;
  /** The stylesheet of the media filter looks. */
  readonly filters?: typeof FilterViews;
  /** Carousel mode's stage (its cards load from there, once the slider runs). */
  readonly carousel?: typeof CarouselViews;
  /** Splitting a text layer's content into chars, words or lines for its split timelines (the DOM's, not a view). */
  readonly split?: typeof SplitText;
  /** The module's custom CSS, scoped to it. */
  readonly css?: typeof ModuleCss;
  /** The room navigation outside the slider takes. */
  readonly outerNav?: typeof NavOuter;
  /** SR7's pattern overlays (dots, lines, checks) over a background. */
  readonly overlay?: typeof Overlay;
  /** SVG layers: the page's registry that fetches and inlines their files. */
  readonly svg?: typeof SvgView;
  /** The module's box at every level as media rules: server markup, and the browser's pass that hydrates it. */
  readonly serverBox?: typeof ServerBox;
}

/** Where each feature's views are, for the features that have some. */
export const VIEW_CODE: { readonly [F in keyof FeatureViews]-?: () => Promise<NonNullable<FeatureViews[F]>> } = {
  media: () => import('./media-views.ts'),
  filters: () => import('./media-filter-css.ts'),
  carousel: () => import('./CarouselView.tsx'),
  split: () => import('./split-text.ts'),
  css: () => import('./module-css.ts'),
  outerNav: () => import('./nav-outer.ts'),
  overlay: () => import('./pattern-overlay.tsx'),
  svg: () => import('./svg-view.ts'),
  serverBox: () => import('./ssr-box.ts'),
};

export const hasViews = (feature: Feature): feature is keyof FeatureViews => feature in VIEW_CODE;
