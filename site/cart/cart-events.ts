import type { CartReply } from './cart-types.ts';

/**
 * The cart's page events (BEHAVIOURS §5). WooCommerce and the theme talk through jQuery events on
 * `document.body`; here they are CustomEvents on document.body with the same names, so the shop's buttons and
 * the floating cart stay independent of each other, as the plugin and the theme are.
 */
export const CART_EVENTS = {
  /** Cancelable: preventDefault() stops the add (WooCommerce's should_send_ajax_request.adding_to_cart). */
  shouldSend: 'should_send_ajax_request.adding_to_cart',
  adding: 'adding_to_cart',
  added: 'added_to_cart',
  fragmentsLoaded: 'wc_fragments_loaded',
  removed: 'removed_from_cart',
  /** Ours: "Sepeti görüntüle" opens the floating cart (the site has no cart page to go to). */
  open: 'strata:open_floating_cart',
} as const;

export interface AddingDetail {
  button: HTMLElement;
  data: Record<string, string>;
}

export interface AddedDetail extends CartReply {
  button: HTMLElement;
  productId: number;
}

export interface CartEventDetails {
  [CART_EVENTS.shouldSend]: AddingDetail;
  [CART_EVENTS.adding]: AddingDetail;
  [CART_EVENTS.added]: AddedDetail;
  [CART_EVENTS.fragmentsLoaded]: CartReply;
  [CART_EVENTS.removed]: CartReply & { key: string };
  [CART_EVENTS.open]: null;
}

type Name = keyof CartEventDetails;

/** Dispatches on document.body; false when a listener cancelled a cancelable event. */
export function dispatchCartEvent<N extends Name>(name: N, detail: CartEventDetails[N], cancelable = false): boolean {
  return document.body.dispatchEvent(new CustomEvent(name, { detail, cancelable }));
}

export function onCartEvent<N extends Name>(name: N, listener: (detail: CartEventDetails[N]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CartEventDetails[N]>).detail);
  document.body.addEventListener(name, handler);
  return () => document.body.removeEventListener(name, handler);
}
