/**
 * The lightbox's visitor-facing texts. The English ones are Magnific Popup 1.2.0's defaults, quoted exactly by
 * SPEC §8 and BEHAVIOURS §3 (existing back ends and translations key on them), so they stay in English. The
 * Turkish ones are our accessibility additions, which Magnific does not have.
 */
export const MFP_TEXT = {
  tClose: 'Close (Esc)',
  tLoading: 'Loading...',
  tPrev: 'Previous (Left arrow key)',
  tNext: 'Next (Right arrow key)',
  /** `%curr%` is the 1-based position, `%total%` the item count. */
  tCounter: '%curr% of %total%',
  imageError: 'The image could not be loaded.',
  ajaxError: 'The content could not be loaded.',
  inlineNotFound: 'Content not found',
} as const;

/** Accessible names (Turkish, the site's language) where Magnific has none. */
export const LIGHTBOX_A11Y = {
  /** The dialog's name when the item has no title. */
  dialog: 'Büyük görünüm',
  /** The iframe's title when the item has none (screen readers announce frames by title). */
  frame: 'Gömülü içerik',
} as const;
