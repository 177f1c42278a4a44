/**
 * `fb_pxl_code` of a CF7 feedback reply (SPEC §7): the Meta Pixel plugin for WordPress adds its Lead event's
 * JavaScript there (`fbq('trackSingle', '<pixel id>', 'Lead', {…}, {eventID})`) and its page snippet `eval`s it
 * on `wpcf7mailsent`. Running code a reply carries would let whoever controls the reply run script in the page,
 * so it is never run: the pixel events it names are read out of the text (nothing else of it is used) and go
 * to the site's analytics sinks instead, where a tag manager can forward them to the pixel.
 */

/** At most this many events are read from one reply: the plugin sends one. */
export const MAX_PIXEL_EVENTS = 5;

/** `fbq('track'|'trackCustom', 'Event', …)` or `fbq('trackSingle'|'trackSingleCustom', 'pixelId', 'Event', …)`. */
const FBQ_CALL =
  /\bfbq\(\s*(['"])(track|trackCustom|trackSingle|trackSingleCustom)\1\s*,\s*(?:(['"])(\d{1,20})\3\s*,\s*)?(['"])([A-Za-z][A-Za-z0-9_ -]{0,49})\5/g;

export interface PixelEvent {
  /** The pixel event name (`Lead`, `Contact`, or a custom one). */
  readonly event: string;
  /** The pixel a `trackSingle` call names. */
  readonly pixelId?: string;
}

/**
 * The pixel events named in a reply's `fb_pxl_code` (a string of JavaScript); [] for anything else.
 *
 * @example
 * pixelEventsOf({ fb_pxl_code: "fbq('trackSingle', '42', 'Lead', {}, {eventID: 'e1'});" }) // → [{ event: 'Lead', pixelId: '42' }]
 */
export function pixelEventsOf(reply: unknown): PixelEvent[] {
  const code = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>).fb_pxl_code : undefined;
  if (typeof code !== 'string' || code.length > 20_000) return [];
  const events: PixelEvent[] = [];
  for (const m of code.matchAll(FBQ_CALL)) {
    const single = m[2] === 'trackSingle' || m[2] === 'trackSingleCustom';
    // A trackSingle call without a pixel id (or a track call with one) is not a call the plugin writes.
    if (single !== (m[4] !== undefined)) continue;
    events.push(single ? { event: m[6] as string, pixelId: m[4] as string } : { event: m[6] as string });
    if (events.length === MAX_PIXEL_EVENTS) break;
  }
  return events;
}
