/**
 * Reads a `POST …/feedback` reply (SPEC §7: status, message, invalid_fields, posted_data_hash). A
 * reply without a status or message is not one CF7's script could show, so it is treated as an
 * invalid response rather than half-applied.
 */
import { ApiError } from './api.ts';

export interface FeedbackReplyShape {
  status: string;
  message: string;
  postedDataHash: string;
  invalidFields: Array<{ field: string; message: string }>;
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
    raw,
  };
}
