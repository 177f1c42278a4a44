/**
 * Floating-button click tracking, the page side (SPEC §7: "the config carries an ajax endpoint and nonce for
 * floating-button click tracking"): `action=strata_track_click, nonce=<ajax_nonce>, button=<id>` POSTed to the page
 * settings' `ajax_url`. A beacon, because the click usually leaves the page (WhatsApp, a call) and a beacon still
 * goes out; a keepalive fetch where the beacon is refused. Tracking never stands in the way of the click.
 */
import type { PageSettings } from '../../page-settings.ts';
import { TRACK_CLICK_ACTION, type FloatingButtonId } from './floating-buttons.ts';

export interface TrackingTransport {
  sendBeacon?(url: string, data: URLSearchParams): boolean;
  fetch(url: string, init: RequestInit): Promise<unknown>;
}

export type TrackResult = 'beacon' | 'fetch' | 'skipped';

export function trackClickBody(nonce: string, button: FloatingButtonId): URLSearchParams {
  return new URLSearchParams({ action: TRACK_CLICK_ACTION, nonce, button });
}

/** Sends the click; 'skipped' on a page no server printed settings for (no nonce: the server would refuse it). */
export function trackClick(settings: Pick<PageSettings, 'ajax_url' | 'ajax_nonce'>, button: FloatingButtonId, transport: TrackingTransport): TrackResult {
  if (!settings.ajax_nonce) return 'skipped';
  const body = trackClickBody(settings.ajax_nonce, button);
  try {
    if (transport.sendBeacon?.(settings.ajax_url, body)) return 'beacon';
  } catch {
    // A beacon to a URL the browser refuses throws; the fetch below reports its own failure.
  }
  transport.fetch(settings.ajax_url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
  return 'fetch';
}
