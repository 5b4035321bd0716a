// The cart: each line with its image, variant, price and a small form to change the quantity or
// remove it; the totals and the way to checkout.
import { html, type SafeHtml } from '../html.ts';
import { formatMoney } from '../money.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { SnapshotProduct, SnapshotStore } from '../store-snapshot.ts';
import { FREE_SHIPPING_FROM_CENTS, type PricedCart } from '../totals.ts';
import { totalsList, variantLabel } from './summary.ts';
import { picture } from './responsive-image.ts';

export function cartLineValue(productId: string, variantId: string): string {
  return `${productId}:${variantId}`;
}

export function cartBody(
  paths: StorefrontPaths,
  store: SnapshotStore,
  cart: PricedCart<SnapshotProduct>,
  notice: string | null,
): SafeHtml {
  const home = paths.store(store.handle);
  const currency = store.currency;
  if (cart.lines.length === 0) {
    return html`<main class="wrap narrow">
      <h1 class="page-title">Your cart</h1>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
      <div class="empty">
        <p>Your cart is empty.</p>
        <a class="button" href="${home}">Browse the merch</a>
      </div>
    </main>`;
  }
  const toFree = FREE_SHIPPING_FROM_CENTS - cart.subtotalCents;
  return html`<main class="wrap">
    <h1 class="page-title">Your cart</h1>
    ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
    <div class="two-col">
      <ul class="lines">
        ${cart.lines.map((line) => {
          const productPath = paths.page(
            store.handle,
            `products/${encodeURIComponent(line.product.handle)}`,
          );
          const image = line.product.imageKeys[0];
          return html`<li class="line">
            <a href="${productPath}"
              >${image ? picture(paths, { handle: store.handle, imageKey: image, alt: line.product.title, width: 84, height: 84, slot: 'cartLine', loading: 'eager' }) : ''}</a
            >
            <div>
              <a class="line-title" href="${productPath}">${line.product.title}</a>
              <p class="muted small">${variantLabel(line.variant)}</p>
              <p class="small">${formatMoney(line.variant.priceCents, currency)} each</p>
              <form
                class="qty-form"
                method="post"
                action="${paths.page(store.handle, 'cart/update')}"
              >
                <input
                  type="hidden"
                  name="line"
                  value="${cartLineValue(line.product.id, line.variant.id)}"
                />
                <label class="sr-only" for="qty-${line.product.id}-${line.variant.id}"
                  >Quantity</label
                >
                <input
                  id="qty-${line.product.id}-${line.variant.id}"
                  type="number"
                  name="quantity"
                  min="0"
                  max="10"
                  inputmode="numeric"
                  value="${line.quantity}"
                />
                <button class="link-button" type="submit" name="action" value="update">
                  Update
                </button>
                <button class="link-button" type="submit" name="action" value="remove">
                  Remove
                </button>
              </form>
            </div>
            <p class="line-total">${formatMoney(line.lineTotalCents, currency)}</p>
          </li>`;
        })}
      </ul>
      <aside class="summary">
        <h2>Order summary</h2>
        ${totalsList(cart, currency)}
        ${toFree > 0 ? html`<p class="muted small">Add ${formatMoney(toFree, currency)} more for free shipping.</p>` : ''}
        <a class="button button-lg block" href="${paths.page(store.handle, 'checkout')}"
          >Checkout</a
        >
        <p class="small" style="text-align:center"><a href="${home}">Continue shopping</a></p>
      </aside>
    </div>
  </main>`;
}
