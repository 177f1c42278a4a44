import { describe, expect, it } from 'vitest';
import { makeSite, siteFactory } from '../test-helpers.ts';
import { previewOverrides } from './settings-preview.ts';
import { settingsInPage } from './test-visitor.ts';

const site = siteFactory(() => makeSite());
const settingsOf = async (path: string) => {
  const s = site();
  return settingsInPage(await (await s.app.request(path)).text());
};

describe('customizer preview switches (mouse helper, SPEC §3 / §9)', () => {
  it('reads only the mouse helper switches, only as 1 or 0', () => {
    expect(previewOverrides(new URLSearchParams('mouse_helper=1&mouse_helper_centered=0&mouse_helper_on_swiper_slider=1'))).toEqual({
      mouse_helper: true,
      mouse_helper_centered: false,
      mouse_helper_on_swiper_slider: true,
    });
    expect(previewOverrides(new URLSearchParams('mouse_helper=yes&ajax_url=https://evil.test&mouse_helper_delay=1'))).toEqual({});
  });

  it('a page is printed with the mouse helper off by default, and on when previewed', async () => {
    const plain = await settingsOf('/');
    expect([plain.mouse_helper, plain.mouse_helper_delay, plain.mobile_breakpoints.mouse_helper]).toEqual([false, 10, 1025]);
    const preview = await settingsOf('/?mouse_helper=1&mouse_helper_centered=1&ajax_url=https://evil.test');
    expect([preview.mouse_helper, preview.mouse_helper_centered, preview.mouse_helper_on_swiper_slider]).toEqual([true, true, false]);
    expect(preview.ajax_url).toBe('/wp-admin/admin-ajax.php');
    expect(preview.ajax_nonce).toMatch(/^[0-9a-f]{10}$/);
  });
});
