/**
 * Reads a `POST …/feedback` reply (SPEC §7: status, message, invalid_fields, posted_data_hash, captcha, quiz and
 * fb_pxl_code). A reply without a status or message is not one CF7's script could show, so it is treated as an
 * invalid response rather than half-applied.
 */
import { ApiError } from './api.ts';
import { pixelEventsOf, type PixelEvent } from './pixel-code.ts';
import { readRefill, type Cf7Refill } from './refill.ts';

export interface FeedbackReplyShape {
  status: string;
  message: string;
  postedDataHash: string;
  invalidFields: Array<{ field: string; message: string }>;
  /** New captcha images and quiz questions (refill.ts), applied as CF7 does on `wpcf7submit`. */
  refill: Cf7Refill;
  /** The pixel events `fb_pxl_code` names (pixel-code.ts): read, never run. */
  pixelEvents: PixelEvent[];
  /** The reply as received, for event listeners (`detail.apiResponse`). */
  raw: unknown;
}

export function readFeedbackReply(raw: unknown): FeedbackReplyShape {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof r.status !== 'string' || r.status === '' || typeof r.message !== 'string') {
    throw new ApiError('invalid_json', 'The response is not a valid JSON response: it has no status and message.');
  }
  const invalid = Array.isArray(r.invalid_fields) ? r.invalid_fields : [];
  return {
    status: r.status,
    message: r.message,
    postedDataHash: typeof r.posted_data_hash === 'string' ? r.posted_data_hash : '',
    invalidFields: invalid.flatMap((f: unknown) => {
      const e = (f ?? {}) as Record<string, unknown>;
      return typeof e.field === 'string' && typeof e.message === 'string' ? [{ field: e.field, message: e.message }] : [];
    }),
    refill: readRefill(r),
    pixelEvents: pixelEventsOf(r),
    raw,
  };
}
