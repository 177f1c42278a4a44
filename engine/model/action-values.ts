/**
 * Values of slide actions that the runtime and the page registry use too (scroll defaults, SR7's modal slide
 * argument): apart from the actions' reader (normalize-actions.ts), which loads only for a module that has actions.
 */
import type { ModalSlide } from './types-actions.ts';

/** SPEC §2: "Default speed is 1000 ms". */
export const DEFAULT_SCROLL_SPEED = 1000;
/** The ease the SR7 editor writes for every scroll action we have seen. */
export const DEFAULT_SCROLL_EASE = 'power1.inOut';

/**
 * A slide as SR7 names one to open a modal at (an action's `msl`, `SR7.F.modal.open(alias, slide)`): a 0-based
 * index (number or digits; absent = 0), `"#key"`, or SR6's `"rs-<id>"` (SR7 turns it into `"#<id>"`). Returns a
 * 1-based number (0 = the first slide) or the key; null when it is none of these.
 */
export function sr7ModalSlide(raw: unknown): ModalSlide | null {
  if (raw === undefined || raw === null || raw === '') return 0;
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 0 ? raw + 1 : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (/^\d+$/.test(text)) return Number(text) + 1;
  const key = text.replace(/^#/, '').replace(/^rs-/, '').trim();
  return key === '' ? null : { key };
}

/** A ModalSlide as the modal host's openModal takes it: the 1-based number, or `"#key"`. */
export function modalSlideArgument(slide: ModalSlide): number | string {
  return typeof slide === 'number' ? slide : `#${slide.key}`;
}
