import { describe, expect, it, vi } from 'vitest';
import { FLOATING_BUTTON_IDS, isFloatingButtonId } from './floating-buttons.ts';
import { trackClick } from './track-click.ts';

const settings = { ajax_url: '/wp-admin/admin-ajax.php', ajax_nonce: '0123456789' };

describe('floating-button click tracking, page side (SPEC §7)', () => {
  it('sends action, nonce and button id to ajax_url as a beacon', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(async () => ({}));
    expect(trackClick(settings, 'whatsapp', { sendBeacon, fetch })).toBe('beacon');
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(body.toString()).toBe('action=strata_track_click&nonce=0123456789&button=whatsapp');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused, thrown, or missing; a failed fetch stays quiet', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('offline')));
    for (const sendBeacon of [() => false, () => { throw new TypeError('refused'); }, undefined]) {
      expect(trackClick(settings, 'phone', { sendBeacon, fetch: failing })).toBe('fetch');
    }
    expect(failing).toHaveBeenCalledTimes(3);
    const [url, init] = failing.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(String(init.body)).toBe('action=strata_track_click&nonce=0123456789&button=phone');
    await Promise.resolve(); // the rejection is handled (no unhandled rejection fails the run)
  });

  it('sends nothing from a page without a nonce (no server printed its settings)', () => {
    const sendBeacon = vi.fn(() => true);
    expect(trackClick({ ...settings, ajax_nonce: '' }, 'whatsapp', { sendBeacon, fetch: vi.fn() })).toBe('skipped');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('knows exactly the page\'s buttons', () => {
    expect(FLOATING_BUTTON_IDS).toEqual(['whatsapp', 'phone']);
    expect([isFloatingButtonId('whatsapp'), isFloatingButtonId('phone'), isFloatingButtonId('email'), isFloatingButtonId(1)]).toEqual([true, true, false, false]);
  });
});
