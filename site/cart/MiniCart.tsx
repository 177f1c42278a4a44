import { useState, type FormEvent } from 'react';
import { useSite } from '../site-context.tsx';
import { CART_TEXT } from '../strings.ts';
import { wcAjax } from './cart-client.ts';
import { CART_EVENTS, dispatchCartEvent } from './cart-events.ts';
import { MAX_LINE_QUANTITY, type CartReply, type CartView } from './cart-types.ts';
import { formatPrice } from './price.ts';
import { stepDown, stepUp } from './stepper.ts';

/**
 * The mini cart inside the floating cart (`div.widget_shopping_cart_content`, BEHAVIOURS §5): the lines with the
 * theme's +/- steppers, "Sepeti güncelle" (`button[name=update_cart]`, enabled by a step or an edit) that saves the
 * quantities, and a remove button per line. The parent remounts it (key) whenever the server's cart changes, so
 * the edited quantities always start from what is saved.
 */
export function MiniCart({ cart, onReply, onFocusLost }: { cart: CartView; onReply: (reply: CartReply) => void; onFocusLost: () => void }) {
  const { settings } = useSite();
  const [drafts, setDrafts] = useState<Record<string, string>>(() => Object.fromEntries(cart.items.map((l) => [l.key, String(l.quantity)])));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (endpoint: string, fields: Record<string, string>, after?: (reply: CartReply) => void) => {
    setBusy(true);
    setFailed(false);
    try {
      const reply = await wcAjax(settings.site_url, endpoint, fields);
      setDirty(false);
      onReply(reply);
      after?.(reply);
    } catch (err) {
      console.warn(`Cart: ${(err as Error).message}`);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const edit = (key: string, value: string) => {
    setDrafts((d) => ({ ...d, [key]: value }));
    setDirty(true);
  };

  const update = (event: FormEvent) => {
    event.preventDefault();
    void run('update_cart', Object.fromEntries(Object.entries(drafts).map(([key, qty]) => [`cart[${key}][qty]`, qty])));
  };

  const remove = (key: string) =>
    run('remove_from_cart', { cart_item_key: key }, (reply) => {
      dispatchCartEvent(CART_EVENTS.removed, { ...reply, key });
      onFocusLost();
    });

  if (cart.items.length === 0) {
    return (
      <div className="widget_shopping_cart_content">
        <p className="woocommerce-mini-cart__empty-message">{CART_TEXT.empty}</p>
      </div>
    );
  }

  return (
    <form className="widget_shopping_cart_content" onSubmit={update} aria-busy={busy}>
      <ul className="woocommerce-mini-cart cart_list product_list_widget">
        {cart.items.map((line) => (
          <li key={line.key} className="woocommerce-mini-cart-item mini_cart_item">
            {line.image ? <img src={line.image} alt="" /> : <span className="mini_cart_item__placeholder" />}
            <div className="mini_cart_item__info">
              <span className="mini_cart_item__name">{line.name}</span>
              <span className="mini_cart_item__price">{formatPrice(line.price)}</span>
              <div className="quantity">
                <button type="button" className="minus" aria-label={`${CART_TEXT.decrease}: ${line.name}`} onClick={() => edit(line.key, stepDown(drafts[line.key] ?? ''))}>
                  −
                </button>
                <input
                  type="number"
                  className="qty"
                  name={`cart[${line.key}][qty]`}
                  value={drafts[line.key] ?? ''}
                  min={0}
                  max={MAX_LINE_QUANTITY}
                  step={1}
                  required
                  inputMode="numeric"
                  aria-label={`${CART_TEXT.quantity}: ${line.name}`}
                  onChange={(event) => edit(line.key, event.target.value)}
                />
                <button type="button" className="plus" aria-label={`${CART_TEXT.increase}: ${line.name}`} onClick={() => edit(line.key, stepUp(drafts[line.key] ?? ''))}>
                  +
                </button>
              </div>
            </div>
            <button
              type="button"
              className="remove remove_from_cart_button"
              data-cart_item_key={line.key}
              aria-label={`${CART_TEXT.remove}: ${line.name}`}
              disabled={busy}
              onClick={() => void remove(line.key)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="woocommerce-mini-cart__total total">
        <span>{CART_TEXT.subtotal}</span> <strong>{formatPrice(cart.subtotal)}</strong>
      </p>
      {failed ? (
        <p className="mini-cart__error" role="alert">
          {CART_TEXT.updateFailed}
        </p>
      ) : null}
      <button type="submit" name="update_cart" className="button update-cart" disabled={!dirty || busy}>
        {CART_TEXT.update}
      </button>
    </form>
  );
}
