/** Every feature's views (feature-views.ts), for a server that renders any module at once (index.node.ts). */
import type { FeatureViews } from './feature-views.ts';
import * as carousel from './CarouselView.tsx';
import * as filters from './media-filter-css.ts';
import * as media from './media-views.ts';
import * as css from './module-css.ts';
import * as outerNav from './nav-outer.ts';
import * as overlay from './pattern-overlay.tsx';
import * as split from './split-text.ts';
import * as svg from './svg-view.ts';
import * as serverBox from './ssr-box.ts';

export const ALL_VIEWS: Required<FeatureViews> = { media, filters, carousel, split, css, outerNav, overlay, svg, serverBox };
