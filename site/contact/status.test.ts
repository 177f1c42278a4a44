import { describe, expect, it } from 'vitest';
import { formStatusOf, resultEventOf } from './status.ts';

describe('statuses', () => {
  it('maps REST statuses to form statuses (SPEC §4)', () => {
    expect(['validation_failed', 'acceptance_missing', 'spam', 'aborted', 'mail_sent', 'mail_failed', 'payment_required'].map(formStatusOf))
      .toEqual(['invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'payment-required']);
  });

  it('keeps form statuses as they are', () => {
    for (const s of ['init', 'validating', 'submitting', 'resetting', 'invalid', 'sent', 'payment-required']) expect(formStatusOf(s)).toBe(s);
  });

  it('turns anything else into a class-safe custom-<slug>', () => {
    expect(formStatusOf('subscribers_only')).toBe('custom-subscribers-only');
    expect(formStatusOf('  weird status!! here ')).toBe('custom-weird-status-here');
  });

  it('names the per-result event, or none', () => {
    expect(['invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed'].map(resultEventOf))
      .toEqual(['invalid', 'unaccepted', 'spam', 'aborted', 'mailsent', 'mailfailed']);
    expect(resultEventOf('custom-x')).toBeNull();
    expect(resultEventOf('submitting')).toBeNull();
  });
});
