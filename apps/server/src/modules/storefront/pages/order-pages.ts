// After checkout: the test payment page (test mode only, clearly labelled) and the order
// confirmation, which waits for the payment by reloading itself while the order is new and
// pending, then offers a Refresh link.
import type { OrderRow } from '../../../db/schema/index.ts';
import { countryName } from '../countries.ts';
import { html, type SafeHtml } from '../html.ts';
import { formatMoney } from '../money.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { StoreSnapshot } from '../store-snapshot.ts';
import { miniLines, totalsList, variantLabel } from './summary.ts';

function orderLines(paths: StorefrontPaths, snapshot: StoreSnapshot, order: OrderRow): SafeHtml {
  return miniLines(
    order.items.map((item) => {
      const image = snapshot.productsById.get(item.productId)?.imageKeys[0];
      return {
        title: item.title,
        detail: variantLabel(item),
        quantity: item.quantity,
        lineTotalCents: item.unitPriceCents * item.quantity,
        imageSrc: image ? paths.media(snapshot.store.handle, image) : null,
      };
    }),
    order.currency,
  );
}

/** Short reference a shopper can quote: the order id's first block, upper case. */
export function orderNumber(order: Pick<OrderRow, 'id'>): string {
  return order.id.slice(0, 8).toUpperCase();
}

export function testPaymentBody(
  paths: StorefrontPaths,
  snapshot: StoreSnapshot,
  order: OrderRow,
  token: string,
): SafeHtml {
  const { store } = snapshot;
  const action = `${paths.page(store.handle, `pay/${order.id}`)}?token=${encodeURIComponent(token)}`;
  return html`<main class="wrap narrow">
    <div class="confirm">
      <p><span class="badge">Test mode — no real charge</span></p>
      <h1 class="page-title">Pay ${store.name}</h1>
      <p class="muted">This is a simulated payment: no card is needed and no money moves.</p>
    </div>
    <div class="summary">
      ${orderLines(paths, snapshot, order)} ${totalsList(order, order.currency)}
      <form method="post" action="${action}">
        <button class="button button-lg block" type="submit">
          Pay ${formatMoney(order.totalCents, order.currency)}
        </button>
      </form>
      <p class="small" style="text-align:center">
        <a href="${paths.page(store.handle, 'cart')}">Cancel and return to cart</a>
      </p>
    </div>
  </main>`;
}

function address(order: OrderRow): SafeHtml {
  const a = order.shippingAddress;
  const cityLine = [a.city, a.region, a.postalCode].filter(Boolean).join(', ');
  return html`${a.name}<br />${a.line1}<br />${a.line2 ? html`${a.line2}<br />` : ''}${cityLine}<br />${countryName(a.country)}`;
}

export function orderBody(
  paths: StorefrontPaths,
  snapshot: StoreSnapshot,
  order: OrderRow,
  links: {
    /** Test mode: where the pending order can still be paid. */
    payUrl: string | null;
    /** A pending order no longer reloading itself: this page, to look again. */
    refreshUrl: string | null;
  },
): SafeHtml {
  const { payUrl, refreshUrl } = links;
  const paid = order.status === 'paid';
  const heading = paid
    ? html`<div class="check" aria-hidden="true">✓</div>
        <h1 class="page-title">Thank you for your order!</h1>
        <p class="muted">
          Your order is confirmed. It will be printed just for you and shipped to the address below.
        </p>`
    : order.status === 'pending' && payUrl
      ? html`<h1 class="page-title">Your order is not paid yet</h1>
          <p><a class="button" href="${payUrl}">Complete the test payment</a></p>`
      : order.status === 'pending' && refreshUrl
        ? html`<h1 class="page-title">Waiting for your payment…</h1>
            <p class="muted">
              We have not heard that your payment went through yet. If you paid, it can take a
              little while to be confirmed.
            </p>
            <p><a class="button" href="${refreshUrl}">Refresh</a></p>`
        : order.status === 'pending'
          ? html`<h1 class="page-title">Waiting for your payment…</h1>
              <p class="muted">This page updates by itself as soon as the payment is confirmed.</p>`
          : html`<h1 class="page-title">This order was cancelled</h1>`;
  return html`<main class="wrap narrow">
    <div class="confirm">
      ${heading}
      <p class="small">
        Order
        <strong>#${orderNumber(order)}</strong
        >${order.isTest ? html` · <span class="badge">Test order — no real charge</span>` : ''}
      </p>
    </div>
    <div class="two-col">
      <div class="summary">
        <h2>Items</h2>
        ${orderLines(paths, snapshot, order)}${totalsList(order, order.currency)}
      </div>
      <div class="summary">
        <h2>Shipping to</h2>
        <p>${address(order)}</p>
        <h2>Contact</h2>
        <p>${order.email}</p>
        <a class="button block" href="${paths.store(snapshot.store.handle)}">Continue shopping</a>
      </div>
    </div>
  </main>`;
}
