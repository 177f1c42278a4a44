/** The options a popup runs with: Magnific 1.2.0's defaults, the site's, then the request's (BEHAVIOURS §3). */
import type { LightboxOptions, OpenRequest } from './types.ts';

/** Magnific 1.2.0's defaults. */
export const MAGNIFIC_DEFAULTS: LightboxOptions = {
  closeOnBgClick: true,
  closeOnContentClick: false,
  enableEscapeKey: true,
  showCloseBtn: true,
  modal: false,
  mainClass: '',
  removalDelay: 0,
  gallery: false,
  loop: true,
  preload: [0, 2],
  navigateByImgClick: true,
  arrows: true,
  verticalFit: true,
};

/**
 * Merges defaults < site defaults < request. Gallery mode is on by default when there is more than one item.
 * `modal` turns off the background and content clicks, the close button and Esc, as Magnific's open() does;
 * reduced motion drops the removal delay (the fade would not run anyway).
 */
export function resolveOptions(request: OpenRequest, siteDefaults: Partial<LightboxOptions> = {}, reducedMotion = false): LightboxOptions {
  const { items, index: _index, ...fromRequest } = request;
  const given = Object.fromEntries(Object.entries(fromRequest).filter(([, v]) => v !== undefined)) as Partial<LightboxOptions>;
  const opts: LightboxOptions = { ...MAGNIFIC_DEFAULTS, ...siteDefaults, gallery: items.length > 1, ...given };
  if (opts.modal) Object.assign(opts, { closeOnBgClick: false, closeOnContentClick: false, showCloseBtn: false, enableEscapeKey: false });
  if (reducedMotion) opts.removalDelay = 0;
  return opts;
}
