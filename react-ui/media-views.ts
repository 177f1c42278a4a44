/**
 * The views of a module that plays media (feature-views.ts, the `media` feature): a video or audio layer's element, a
 * layer's background video and a slide's. One chunk, loaded with the normalizer's media readers.
 */
export { BgVideo } from './BgVideo.tsx';
export { LayerBgVideo } from './LayerBgVideo.tsx';
export { MediaElement } from './media/media-element.tsx';
export { layerMediaOptions } from './media/media-options.ts';
