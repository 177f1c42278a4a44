import { useCallback, useEffect, useRef, useState } from 'react';
import { useSite } from '../site-context.tsx';
import { CART_TEXT } from '../strings.ts';
import { sendCartSignal, wcAjax } from './cart-client.ts';
import { CART_EVENTS, onCartEvent } from './cart-events.ts';
import { EMPTY_CART, type CartReply, type CartView } from './cart-types.ts';
import { MiniCart } from './MiniCart.tsx';
import { useModalPanel } from './use-dialog.ts';
import './floating-cart.css';

const PANEL_ID = 'sepet';

/** Changes whenever a line or quantity does: the mini cart remounts with fresh quantities then. */
const cartKey = (cart: CartView) => cart.items.map((l) => `${l.key}:${l.quantity}`).join(',');

/**
 * The theme's floating cart (BEHAVIOURS §5): `.tm-floating-woocart-wrapper` gets `open` when the theme's
 * wc_item_added_signal succeeds after an added_to_cart, `.woocart-close` removes it, a click on the overlay
 * toggles it, and a floating button toggles it too. The panel is a modal dialog (focus moves in and back,
 * Escape closes, inert while closed). The cart is loaded on mount (get_refreshed_fragments): it is the visitor's
 * and outlives the page.
 */
export function FloatingCart() {
  const { settings } = useSite();
  const [cart, setCart] = useState<CartView>(EMPTY_CART);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useModalPanel(open, panel, close);

  useEffect(() => {
    const abort = new AbortController();
    wcAjax(settings.site_url, 'get_refreshed_fragments', {}, abort.signal).then(
      (reply) => setCart(reply.cart),
      (err: unknown) => {
        if (!abort.signal.aborted) console.warn(`Cart: ${(err as Error).message}`);
      },
    );
    const stopAdded = onCartEvent(CART_EVENTS.added, (detail) => {
      setCart(detail.cart);
      void sendCartSignal(settings.ajax_url, settings.cart_nonce, detail.productId).then((ok) => {
        if (ok && !abort.signal.aborted) setOpen(true);
      });
    });
    const stopOpen = onCartEvent(CART_EVENTS.open, () => setOpen(true));
    return () => {
      abort.abort();
      stopAdded();
      stopOpen();
    };
  }, [settings.site_url, settings.ajax_url, settings.cart_nonce]);

  const onReply = useCallback((reply: CartReply) => setCart(reply.cart), []);
  const focusPanel = useCallback(() => panel.current?.focus(), []);

  return (
    <>
      <button
        type="button"
        className="tm-floating-woocart-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={`${CART_TEXT.openCart} (${cart.item_count} ${CART_TEXT.itemCount})`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
        <span className="tm-floating-woocart-count" aria-hidden="true">
          {cart.item_count}
        </span>
      </button>
      <div className={`tm-floating-woocart-wrapper${open ? ' open' : ''}`} inert={!open}>
        <div className="floating-woocart-overlay" aria-hidden="true" onClick={() => setOpen((o) => !o)} />
        <aside ref={panel} id={PANEL_ID} className="floating-woocart-sidebar" role="dialog" aria-modal="true" aria-labelledby={`${PANEL_ID}-title`} tabIndex={-1}>
          <header className="floating-woocart-header">
            <h2 id={`${PANEL_ID}-title`}>{CART_TEXT.cart}</h2>
            <button type="button" className="woocart-close" aria-label={CART_TEXT.close} onClick={close}>
              ×
            </button>
          </header>
          <MiniCart key={cartKey(cart)} cart={cart} onReply={onReply} onFocusLost={focusPanel} />
        </aside>
      </div>
    </>
  );
}
