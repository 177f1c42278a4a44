import { useEffect, useRef, useState } from 'react';
import { useSite } from '../site-context.tsx';
import { addedToCartMessage, CART_TEXT } from '../strings.ts';
import { AddToCartRefused, wcAjax } from './cart-client.ts';
import { CART_EVENTS, dispatchCartEvent } from './cart-events.ts';
import type { ShopProduct } from './cart-types.ts';

/** WooCommerce tells the live region the success message 1 s after the add (add-to-cart.js). */
const ANNOUNCE_DELAY_MS = 1000;

/** Only a path on this site may be navigated to (never a `javascript:` or another site's URL). */
const isSitePath = (url: string) => /^\/(?!\/)/.test(url);

/**
 * WooCommerce's AJAX add-to-cart button (BEHAVIOURS §5): `.add_to_cart_button.ajax_add_to_cart` with its data-*
 * attributes, the `loading` then `added` classes, the events should_send_ajax_request.adding_to_cart (cancelable)
 * → adding_to_cart → POST ?wc-ajax=add_to_cart → added_to_cart (+ wc_fragments_loaded), and the "View cart" link
 * after it. The theme's signal and the opening of the floating cart follow from added_to_cart (FloatingCart).
 */
export function AddToCartButton({ product, announce }: { product: ShopProduct; announce: (message: string) => void }) {
  const { settings } = useSite();
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'added'>('idle');
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const data = { product_id: String(product.id), quantity: '1', product_sku: product.sku };

  const add = async () => {
    const element = button.current;
    if (!element || state === 'loading') return;
    setFailed(false);
    if (!dispatchCartEvent(CART_EVENTS.shouldSend, { button: element, data }, true)) return;
    setState('loading');
    dispatchCartEvent(CART_EVENTS.adding, { button: element, data });
    try {
      const reply = await wcAjax(settings.site_url, 'add_to_cart', data);
      setState('added');
      dispatchCartEvent(CART_EVENTS.added, { ...reply, button: element, productId: product.id });
      dispatchCartEvent(CART_EVENTS.fragmentsLoaded, reply);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => announce(addedToCartMessage(product.name)), ANNOUNCE_DELAY_MS);
    } catch (err) {
      setState('idle');
      // WooCommerce sends the visitor to the product's page when the add is refused (options, stock).
      if (err instanceof AddToCartRefused && isSitePath(err.productUrl)) {
        window.location.assign(err.productUrl);
        return;
      }
      console.warn(`Add to cart: ${(err as Error).message}`);
      setFailed(true);
    }
  };

  const classes = ['button', 'add_to_cart_button', 'ajax_add_to_cart', 'product_type_simple', state === 'idle' ? '' : state];
  return (
    <div className="product-card__actions">
      <button
        ref={button}
        type="button"
        className={classes.filter(Boolean).join(' ')}
        data-product_id={product.id}
        data-quantity={data.quantity}
        data-product_sku={product.sku}
        data-success_message={addedToCartMessage(product.name)}
        aria-label={`${CART_TEXT.addToCart}: ${product.name}`}
        aria-busy={state === 'loading'}
        onClick={add}
      >
        {CART_TEXT.addToCart}
      </button>
      {state === 'added' ? (
        <a
          className="added_to_cart wc-forward"
          href="#sepet"
          title={CART_TEXT.viewCart}
          onClick={(event) => {
            event.preventDefault();
            dispatchCartEvent(CART_EVENTS.open, null);
          }}
        >
          {CART_TEXT.viewCart}
        </a>
      ) : null}
      {failed ? (
        <p className="product-card__error" role="alert">
          {CART_TEXT.addFailed}
        </p>
      ) : null}
    </div>
  );
}
