/** The site's lightbox (Magnific Popup 1.2.0 semantics): controller, page action links and React bindings. */
export { createLightbox, MAGNIFIC_DEFAULTS, LightboxError } from './controller.ts';
export type { Lightbox, LightboxDeps } from './controller.ts';
export { installActionLinks, requestFromLink, ACTION_LINK_SELECTOR } from './action-links.ts';
export { actionHref, parseActionHref, ActionLinkError } from './action-hash.ts';
export { LightboxProvider, useLightbox, SITE_LIGHTBOX_DEFAULTS } from './react.tsx';
export { MFP_TEXT } from './strings.ts';
export type * from './types.ts';
