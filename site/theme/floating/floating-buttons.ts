/**
 * The floating contact buttons (SPEC §7 "floating-button click tracking"): their ids are shared with the server,
 * which counts clicks per button and refuses any other id (site/server/site/click-tracking.ts).
 */
import { THEME_TEXT } from '../strings.ts';

/** The admin-ajax action that records a click (SPEC §7). */
export const TRACK_CLICK_ACTION = 'strata_track_click';

export const FLOATING_BUTTON_IDS = ['whatsapp', 'phone'] as const;
export type FloatingButtonId = (typeof FLOATING_BUTTON_IDS)[number];

export function isFloatingButtonId(value: unknown): value is FloatingButtonId {
  return typeof value === 'string' && (FLOATING_BUTTON_IDS as readonly string[]).includes(value);
}

export interface FloatingButton {
  readonly id: FloatingButtonId;
  readonly label: string;
  readonly href: string;
  /** Opens in a new tab (an outside service); `noopener` always goes with it. */
  readonly external: boolean;
}

export const FLOATING_BUTTONS: readonly FloatingButton[] = [
  { id: 'whatsapp', label: THEME_TEXT.floatingWhatsapp, href: THEME_TEXT.whatsappHref, external: true },
  { id: 'phone', label: THEME_TEXT.floatingPhone, href: THEME_TEXT.phoneHref, external: false },
];
