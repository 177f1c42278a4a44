import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WordPress-style nonces (`wp_create_nonce` / `wp_verify_nonce`): an HMAC of the time tick, the action and the
 * visitor under a server secret. A tick is half a nonce life (12 hours), and a nonce is accepted during the tick
 * it was made in and the one after, so it lives 12 to 24 hours. Binding to the visitor means a nonce copied from
 * one visitor's page is worthless for another (or for a cross-site form, which has no visitor cookie).
 */

/** The nonce actions this site hands out through the page settings (site/page-settings.ts). */
export const NONCE_ACTIONS = {
  /** The like button (BEHAVIOURS §2). */
  like: 'simple-likes-nonce',
  /** The theme's add-to-cart signal (BEHAVIOURS §5: check_ajax_referer('tm_woo_added_signal')). */
  cartSignal: 'tm_woo_added_signal',
  /** WordPress REST's cookie-auth nonce, sent as X-WP-Nonce (the newsletter). */
  rest: 'wp_rest',
  /** The theme's general ajax nonce (floating-button click tracking, SPEC §7). */
  themeAjax: 'strata_theme_ajax',
} as const;

export type NonceAction = (typeof NONCE_ACTIONS)[keyof typeof NONCE_ACTIONS];

/** WordPress's DAY_IN_SECONDS nonce life. */
export const NONCE_LIFE_S = 24 * 60 * 60;

/** `wp_nonce_tick()`: ceil(time / (life / 2)). */
export function nonceTick(nowMs: number): number {
  return Math.ceil(nowMs / 1000 / (NONCE_LIFE_S / 2));
}

const NONCE_SHAPE = /^[0-9a-f]{10}$/;

export interface Nonces {
  create(action: NonceAction, visitor: string): string;
  /** 1: made in this tick, 2: in the previous one (WordPress's answers), false: not valid. */
  verify(nonce: unknown, action: NonceAction, visitor: string): 1 | 2 | false;
}

export function createNonces(secret: string, now: () => number = Date.now): Nonces {
  if (secret.length < 32) throw new Error('nonce secret: expected at least 32 characters');
  // WordPress keeps 10 hex digits from the end of its hash: substr(hash, -12, 10).
  const nonceAt = (tick: number, action: string, visitor: string) =>
    createHmac('sha256', secret).update(`${tick}|${action}|${visitor}`).digest('hex').slice(-12, -2);

  return {
    create: (action, visitor) => nonceAt(nonceTick(now()), action, visitor),
    verify(nonce, action, visitor) {
      if (typeof nonce !== 'string' || !NONCE_SHAPE.test(nonce)) return false;
      const tick = nonceTick(now());
      const given = Buffer.from(nonce);
      for (const [age, answer] of [[0, 1], [1, 2]] as const) {
        if (timingSafeEqual(given, Buffer.from(nonceAt(tick - age, action, visitor)))) return answer;
      }
      return false;
    },
  };
}
