import { useCallback, useEffect, useState } from 'react';
import { useSite } from '../site-context.tsx';
import { CART_TEXT } from '../strings.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { fetchProducts } from './cart-client.ts';
import type { ShopProduct } from './cart-types.ts';
import { formatPrice } from './price.ts';
import './shop.css';

const PRODUCT_COUNT = 4;

type Load = { state: 'loading' } | { state: 'ready'; products: ShopProduct[] } | { state: 'failed' };

/** The home page's shop ("Mağaza"): four products from the catalogue, each with an AJAX add-to-cart button. */
export function ShopSection() {
  const { settings } = useSite();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement(message), []);

  useEffect(() => {
    const abort = new AbortController();
    fetchProducts(settings.rest_url, PRODUCT_COUNT, abort.signal).then(
      (products) => {
        if (!abort.signal.aborted) setLoad({ state: 'ready', products });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        console.warn(`Shop: ${(err as Error).message}`);
        setLoad({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [settings.rest_url]);

  return (
    <section id="magaza" className="site-section shop-section" aria-labelledby="magaza-title">
      <h2 id="magaza-title">{CART_TEXT.shopTitle}</h2>
      <p>{CART_TEXT.shopIntro}</p>
      {load.state === 'failed' ? <p className="shop-section__status">{CART_TEXT.loadFailed}</p> : null}
      <ul className="products" aria-busy={load.state === 'loading'}>
        {load.state === 'ready' ? load.products.map((product) => <ProductCard key={product.id} product={product} announce={announce} />) : null}
      </ul>
      {/* WooCommerce's live region for "“…” sepetinize eklendi." */}
      <p className="screen-reader-text" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function ProductCard({ product, announce }: { product: ShopProduct; announce: (message: string) => void }) {
  const onSale = product.sale_price !== null && product.sale_price < product.regular_price;
  return (
    <li className={`product product-card${product.in_stock ? '' : ' outofstock'}`}>
      <div className="product-card__media">{product.image ? <img src={product.image} alt="" loading="lazy" /> : null}</div>
      <div className="product-card__body">
        <h3 className="woocommerce-loop-product__title">{product.name}</h3>
        <p className="product-card__description">{product.short_description}</p>
        <p className="price">
          {onSale ? (
            <>
              <del aria-label={`Eski fiyat: ${formatPrice(product.regular_price)}`}>{formatPrice(product.regular_price)}</del>{' '}
              <ins>{formatPrice(product.price)}</ins>
            </>
          ) : (
            formatPrice(product.price)
          )}
        </p>
        {product.in_stock ? <AddToCartButton product={product} announce={announce} /> : <p className="stock out-of-stock">{CART_TEXT.outOfStock}</p>}
      </div>
    </li>
  );
}
