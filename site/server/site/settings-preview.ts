import type { PageSettings } from '../../page-settings.ts';

/**
 * The theme customizer's preview, as query parameters of a page: `?mouse_helper=1` (and `mouse_helper_centered`,
 * `mouse_helper_on_swiper_slider`) print the page with the mouse helper switched on (SPEC §3, §9: off by default),
 * so the owner — or a browser test — can try it. Only these switches, only `1` or `0`: a visitor changes nothing but
 * their own copy of the page, and nothing a nonce or a URL depends on.
 */
export const PREVIEW_SWITCHES = ['mouse_helper', 'mouse_helper_centered', 'mouse_helper_on_swiper_slider'] as const;

type PreviewSwitch = (typeof PREVIEW_SWITCHES)[number];

export function previewOverrides(query: URLSearchParams): Partial<Pick<PageSettings, PreviewSwitch>> {
  const out: Partial<Record<PreviewSwitch, boolean>> = {};
  for (const key of PREVIEW_SWITCHES) {
    const value = query.get(key);
    if (value === '1' || value === '0') out[key] = value === '1';
  }
  return out;
}
