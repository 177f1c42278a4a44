/**
 * The page settings object (SPEC §3 "Page settings object"): what the theme's PHP prints into every page as a
 * global. Our server writes it as JSON into `<script id="strata-page-settings" type="application/json">` (data,
 * not code: no inline script to allow in a CSP), with a nonce per visitor; `readPageSettings` reads it back.
 */
import { NAMED_SIZES } from './breakpoints.ts';

/** Viewport widths below which the theme switches a feature to its mobile form (SPEC §9 "Hosting site"). */
export interface MobileBreakpoints {
  /** Fixed rows become normal rows below this width (768). */
  fixed_rows: number;
  /** Fixed columns (768). */
  fixed_columns: number;
  /** Stacked sections (768). */
  stack_sections: number;
  /** Full-height sections (1025). */
  full_height: number;
  /** The mouse helper (1025). */
  mouse_helper: number;
}

/**
 * The post the page shows (SPEC §3 "Page config post fields: id, title, excerpt, featuredImage"), as the theme
 * prints it for the page's own post: the services page is post 4740. Empty strings when nothing was printed.
 */
export interface PagePost {
  id: number;
  title: string;
  /** Plain text (never HTML): it goes into attributes and text nodes only. */
  excerpt: string;
  /** URL of the post's featured image (site-relative or absolute); '' when it has none. */
  featuredImage: string;
}

export interface PageSettings {
  /** admin-ajax endpoint: like, cart signal, floating-button click tracking. */
  ajax_url: string;
  /** The theme's general ajax nonce (floating-button click tracking). */
  ajax_nonce: string;
  site_url: string;
  /** The page's post id (the services page is 4740). */
  post_id: number;
  /** The page's post: id, title, excerpt and featured image (used for the page's share meta, site/theme/post-meta.ts). */
  post: PagePost;
  /** True inside the page builder's preview. */
  is_preview_elm: boolean;
  mobile_breakpoints: MobileBreakpoints;
  /** The cursor-following mouse helper (off by default). */
  mouse_helper: boolean;
  /** Its follow delay (10). */
  mouse_helper_delay: number;
  mouse_helper_centered: boolean;
  /** Its label over links. */
  msg_mouse_helper_anchor: string;
  mouse_helper_on_swiper_slider: boolean;
  /** WP REST root (`/wp-json/`): contact-form-7/v1, the newsletter endpoint. */
  rest_url: string;
  /** `X-WP-Nonce` for REST calls that need one (the newsletter). */
  rest_nonce: string;
  /** Nonce of the like action (`simple-likes-nonce`). */
  like_nonce: string;
  /** Nonce of the cart signal (`tm_woo_added_signal`). */
  cart_nonce: string;
  /** The newsletter contact endpoint (JSON POST with the REST nonce header). */
  newsletter_url: string;
  /**
   * The server's clock when it printed the page (Unix seconds; 0 when no server printed it). mc4wp prints this
   * as the form's `_mc4wp_timestamp`: a visitor's clock running fast must not make a sign-up look like a bot's.
   */
  server_time: number;
}

export const PAGE_SETTINGS_ELEMENT_ID = 'strata-page-settings';

/** What a page gets when the server printed nothing (e.g. the Vite dev server): calls then fail their nonce check. */
export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  ajax_url: '/wp-admin/admin-ajax.php',
  ajax_nonce: '',
  site_url: '/',
  post_id: 4740,
  post: { id: 4740, title: '', excerpt: '', featuredImage: '' },
  is_preview_elm: false,
  // SPEC §9: 768 px (md) for fixed rows, fixed columns and stack sections; 1025 px (lg) for full height and the mouse helper.
  mobile_breakpoints: { fixed_rows: NAMED_SIZES.md, fixed_columns: NAMED_SIZES.md, stack_sections: NAMED_SIZES.md, full_height: NAMED_SIZES.lg, mouse_helper: NAMED_SIZES.lg },
  mouse_helper: false,
  mouse_helper_delay: 10,
  mouse_helper_centered: false,
  msg_mouse_helper_anchor: 'Görüntüle',
  mouse_helper_on_swiper_slider: false,
  rest_url: '/wp-json/',
  rest_nonce: '',
  like_nonce: '',
  cart_nonce: '',
  newsletter_url: '/wp-json/strata/v1/newsletter',
  server_time: 0,
};

/** Fills what a printed object leaves out from the defaults; a wrongly typed value is named and replaced. */
export function mergePageSettings(raw: unknown, warn: (msg: string) => void = () => {}): PageSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    if (raw !== undefined) warn('Page settings: expected a JSON object; using the defaults');
    return DEFAULT_PAGE_SETTINGS;
  }
  const given = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_PAGE_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_PAGE_SETTINGS)) {
    const value = given[key];
    if (value === undefined) continue;
    if (key === 'mobile_breakpoints') {
      out[key] = mergeBreakpoints(value, warn);
    } else if (key === 'post') {
      out[key] = mergePost(value, warn);
    } else if (typeof value === typeof fallback) {
      out[key] = value;
    } else {
      warn(`Page settings: "${key}" should be a ${typeof fallback}, got ${JSON.stringify(value)}; using ${JSON.stringify(fallback)}`);
    }
  }
  return out as unknown as PageSettings;
}

function mergeBreakpoints(value: unknown, warn: (msg: string) => void): MobileBreakpoints {
  const out = { ...DEFAULT_PAGE_SETTINGS.mobile_breakpoints };
  if (typeof value !== 'object' || value === null) {
    warn('Page settings: "mobile_breakpoints" should be an object; using the defaults');
    return out;
  }
  for (const key of Object.keys(out) as (keyof MobileBreakpoints)[]) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
    else if (v !== undefined) warn(`Page settings: "mobile_breakpoints.${key}" should be a width in px, got ${JSON.stringify(v)}`);
  }
  return out;
}

function mergePost(value: unknown, warn: (msg: string) => void): PagePost {
  const out: PagePost = { ...DEFAULT_PAGE_SETTINGS.post };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warn('Page settings: "post" should be an object; using the defaults');
    return out;
  }
  const given = value as Record<string, unknown>;
  const id = given['id'];
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) out.id = id;
  else if (id !== undefined) warn(`Page settings: "post.id" should be a positive integer, got ${JSON.stringify(id)}`);
  for (const key of ['title', 'excerpt', 'featuredImage'] as const) {
    const v = given[key];
    if (typeof v === 'string') out[key] = v;
    else if (v !== undefined) warn(`Page settings: "post.${key}" should be a string, got ${JSON.stringify(v)}`);
  }
  return out;
}

/** Reads the page's settings element; absent or unreadable → the defaults, with the reason logged. */
export function readPageSettings(doc: Document, warn: (msg: string) => void = (m) => console.warn(m)): PageSettings {
  const el = doc.getElementById(PAGE_SETTINGS_ELEMENT_ID);
  if (!el) return DEFAULT_PAGE_SETTINGS;
  try {
    return mergePageSettings(JSON.parse(el.textContent ?? ''), warn);
  } catch (err) {
    warn(`Page settings: #${PAGE_SETTINGS_ELEMENT_ID} is not valid JSON (${(err as Error).message}); using the defaults`);
    return DEFAULT_PAGE_SETTINGS;
  }
}
