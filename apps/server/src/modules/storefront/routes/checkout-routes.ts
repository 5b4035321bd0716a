// Checkout: the form (validated on the server, re-shown with the values and a message per field),
// then an order placed pending and the shopper sent to pay (test page or Stripe Checkout).
import type { FastifyInstance } from 'fastify';
import type { OrderItemJson } from '../../../db/schema/index.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import {
  emptyCheckoutValues,
  readCheckoutValues,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutValues,
} from '../checkout-form.ts';
import { orderToken } from '../order-links.ts';
import { checkoutBody } from '../pages/checkout-page.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { StoreSnapshot } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { priceCart, type PricedCart } from '../totals.ts';
import type { SnapshotProduct } from '../store-snapshot.ts';
import { cartOf, countView, sendPage } from './respond.ts';
import { openStore, storefrontRedirect } from './store-gate.ts';
import type { FastifyReply } from 'fastify';

function showCheckout(
  sf: Storefront,
  reply: FastifyReply,
  snapshot: StoreSnapshot,
  cart: PricedCart<SnapshotProduct>,
  state: { values: CheckoutValues; errors: CheckoutErrors; formError: string | null },
  status = 200,
) {
  return sendPage(sf, reply, {
    status,
    store: snapshot.store,
    cartCount: cart.itemCount,
    meta: {
      title: `Checkout — ${snapshot.store.name}`,
      description: 'Checkout.',
      indexable: false,
    },
    body: checkoutBody(sf.paths, snapshot.store, cart, state, sf.payments.isTest),
  });
}

export function orderItemsOf(cart: PricedCart<SnapshotProduct>): OrderItemJson[] {
  return cart.lines.map((line) => ({
    productId: line.product.id,
    variantId: line.variant.id,
    kind: line.product.kind,
    title: line.product.title,
    size: line.variant.size,
    color: line.variant.color,
    quantity: line.quantity,
    unitPriceCents: line.variant.priceCents,
    printKey: line.product.printKey,
  }));
}

export function checkoutRoutes(
  app: FastifyInstance,
  sf: Storefront,
  checkoutPerMinute: number,
): void {
  app.get<{ Params: { handle: string } }>(
    `${SHOP_MOUNT}/:handle/checkout`,
    async (request, reply) => {
      const snapshot = await openStore(sf, request, reply, 'page');
      if (!snapshot) return reply;
      const cart = priceCart(cartOf(sf, request, snapshot), snapshot.productsById);
      if (cart.lines.length === 0) {
        return storefrontRedirect(sf, reply, sf.paths.page(snapshot.store.handle, 'cart'), 302);
      }
      countView(sf, request, reply, snapshot);
      return showCheckout(sf, reply, snapshot, cart, {
        values: emptyCheckoutValues(),
        errors: {},
        formError: null,
      });
    },
  );

  app.post<{ Params: { handle: string } }>(
    `${SHOP_MOUNT}/:handle/checkout`,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: checkoutPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const snapshot = await openStore(sf, request, reply, 'page');
      if (!snapshot) return reply;
      const { store } = snapshot;
      const cart = priceCart(cartOf(sf, request, snapshot), snapshot.productsById);
      if (cart.lines.length === 0) {
        return storefrontRedirect(sf, reply, sf.paths.page(store.handle, 'cart'));
      }
      const values = readCheckoutValues(request.body);
      const result = validateCheckout(values);
      if (!result.ok) {
        return showCheckout(
          sf,
          reply,
          snapshot,
          cart,
          { values: result.values, errors: result.errors, formError: null },
          422,
        );
      }

      const order = await sf.orders.place({
        storeId: store.id,
        email: result.email,
        shippingAddress: result.address,
        items: orderItemsOf(cart),
        subtotalCents: cart.subtotalCents,
        shippingCents: cart.shippingCents,
        totalCents: cart.totalCents,
        currency: store.currency,
        paymentProvider: sf.payments.kind,
        isTest: sf.payments.isTest,
      });
      const token = encodeURIComponent(orderToken(sf.signer, order.id));
      const absolute = (rest: string) => sf.paths.absolute(sf.paths.page(store.handle, rest));
      try {
        const start = await sf.payments.startCheckout({
          orderId: order.id,
          storeName: store.name,
          email: order.email,
          currency: order.currency,
          items: order.items,
          shippingCents: order.shippingCents,
          totalCents: order.totalCents,
          urls: {
            success: absolute(`orders/${order.id}?token=${token}`),
            cancel: absolute('cart'),
            testPayment: absolute(`pay/${order.id}?token=${token}`),
          },
        });
        await sf.orders.attachPayment(order.id, start.paymentRef);
        return storefrontRedirect(sf, reply, start.redirectUrl);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error, orderId: order.id }, 'checkout could not start the payment');
        return showCheckout(
          sf,
          reply,
          snapshot,
          cart,
          {
            values,
            errors: {},
            formError:
              "We couldn't start the payment just now. Nothing was charged — please try again.",
          },
          502,
        );
      }
    },
  );
}
