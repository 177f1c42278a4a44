/**
 * Loading contracts (DESIGN.md "engine/load"): where a module definition comes from, what the SR7
 * backend answers (SPEC §7, FORMAT.md §6), and the feed item every feed kind is turned into.
 * Shared by the client (engine/load) and the reference backend (site/server), which imports these
 * types only.
 */

/** Where the SR7 backend lives. Both are optional; REST is tried first, admin-ajax is the fallback. */
export interface Endpoints {
  /** WordPress REST root, e.g. `/wp-json/` (SR7.E.resturl). */
  readonly restUrl?: string;
  /** admin-ajax address, e.g. `/wp-admin/admin-ajax.php` (SR7.E.ajaxurl). */
  readonly ajaxUrl?: string;
}

/** A module stored on the backend, fetched with get_full_slider_object. */
export interface RemoteModuleRef {
  readonly remote: true;
  /** Numeric id, or an html id such as `SR7_12_1` (cut to 12). */
  readonly id?: string | number;
  readonly alias?: string;
}

/** One add-on's resources, as named in a get_full_slider_object reply. */
export interface AddOnResource {
  /** The add-on's handle, e.g. `revslider-particles-addon`; loaded once per page by this name. */
  readonly handle: string;
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The feed kinds of SPEC §1. `gallery` is SR7's default source: the slides made in the editor, no stream. */
export type FeedKind = 'post' | 'woo' | 'instagram' | 'facebook' | 'flickr' | 'twitter' | 'vimeo' | 'youtube' | 'gallery' | 'wp-gallery';

export const FEED_KINDS: readonly FeedKind[] = ['post', 'woo', 'instagram', 'facebook', 'flickr', 'twitter', 'vimeo', 'youtube', 'gallery', 'wp-gallery'];

/** SPEC §9 "Feed": default items per stream, and the most a stream may carry. */
export const STREAM_COUNT_DEFAULT = 8;
export const STREAM_COUNT_MAX = 30;
/** SPEC §9: a post excerpt is cut to this many words unless the source says otherwise. */
export const EXCERPT_WORDS_DEFAULT = 55;

/**
 * A module's feed source: wire `settings.source` (SR6 `sourcetype` is read as `type`).
 * Which kind, how many items, and the kind's own options.
 */
export interface FeedSourceSettings {
  readonly type: FeedKind;
  /** Items to show (default 8, at most 30). */
  readonly count: number;
  /** Excerpt length in words (default 55). */
  readonly excerptWords: number;
  /** wp-gallery: the attachment ids; post: explicit post ids. Comma-separated on the wire. */
  readonly ids: readonly string[];
  /** post / woo: category slug filter. */
  readonly category?: string;
  /** post / woo: sort key and direction. */
  readonly sortBy?: 'date' | 'title' | 'id' | 'price' | 'menu_order';
  readonly order?: 'asc' | 'desc';
}

/**
 * One feed item as get_stream_data answers it (`{success, data: FeedItem[]}`). Every feed kind —
 * our own tables (post, woo, wp-gallery) and the social adapters — produces this one shape, so the
 * client fills slides the same way for all of them. Text fields are plain text (no HTML).
 */
export interface FeedItem {
  readonly id: string;
  readonly title: string;
  /** Full plain-text excerpt; the client cuts it to the source's word limit. */
  readonly excerpt: string;
  /** Plain-text body. */
  readonly content: string;
  /** Permalink (http(s) only; anything else is dropped by the producer). */
  readonly link: string;
  /** ISO 8601. */
  readonly date: string;
  readonly author: string;
  readonly image: FeedImage | null;
  /** Smaller image for thumbnails / nav. */
  readonly thumb?: string;
  /** A video the item is about (youtube, vimeo, facebook/instagram video). */
  readonly video?: { readonly type: 'youtube' | 'vimeo' | 'html5'; readonly src: string };
  readonly likes?: number;
  readonly comments?: number;
  readonly views?: number;
  readonly categories?: readonly string[];
  readonly tags?: readonly string[];
  /** woo: formatted prices and stock. */
  readonly price?: string;
  readonly regularPrice?: string;
  readonly salePrice?: string;
  readonly sku?: string;
  readonly inStock?: boolean;
  /** SPEC §3 "Feed item": render this item with a slide of another module (fetched with get_full_slider_object). */
  readonly sourceSlideId?: string;
  readonly sourceModuleId?: string | number;
  readonly sourceModuleEngine?: string;
  /** Any other `{{name}}` placeholder values the kind offers. */
  readonly meta?: Readonly<Record<string, string>>;
}

export interface FeedImage {
  readonly src: string;
  readonly width?: number;
  readonly height?: number;
  readonly alt?: string;
}

/** get_stream_data reply. */
export type StreamReply = { readonly success: true; readonly data: readonly FeedItem[] } | { readonly success: false; readonly message: string };

/** get_modal_settings reply (SPEC §7). */
export interface ModalSettingsReply {
  readonly success: boolean;
  readonly id?: number;
  readonly alias?: string;
  /** Underlay fade speed, ms (default 1000). */
  readonly sp?: number;
  /** Underlay colour, or `transparent`. */
  readonly bg?: string;
  /** Page scroll allowed while open. */
  readonly pS?: boolean;
  readonly h?: 'left' | 'center' | 'right';
  readonly v?: 'top' | 'middle' | 'bottom';
  readonly addOns?: unknown;
  readonly v6v7ids?: unknown;
  readonly message?: string;
}
