// After checkout: the test payment page (test mode) and the order confirmation. Both need the
// order's token from its link; anything else is a 404, whatever the order id. A pending order's
// page asks the provider whether it was paid (payment-check.ts) and reloads itself for its first
// two minutes only; after that a Refresh link asks again, so a lost webhook never means a page
// reloading forever.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderRow } from '../../../db/schema/index.ts';
import { orderToken, orderTokenValid } from '../order-links.ts';
import { orderBody, orderNumber, testPaymentBody } from '../pages/order-pages.ts';
import { SHOP_MOUNT } from '../paths.ts';
import { createPaymentCheck } from '../payment-check.ts';
import type { StoreSnapshot } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { CART_COOKIE, publicUrlOf, sendPage, setStoreCookie } from './respond.ts';
import { openStore, sendNotFound, storefrontRedirect } from './store-gate.ts';

type OrderRequest = FastifyRequest<{
  Params: { handle: string; orderId: string };
  Querystring: { token?: string };
}>;

/** The store and the order of the URL, when the token is right; otherwise answered (404). */
async function openOrder(
  sf: Storefront,
  request: OrderRequest,
  reply: FastifyReply,
): Promise<{ snapshot: StoreSnapshot; order: OrderRow } | null> {
  const snapshot = await openStore(sf, request, reply, 'page');
  if (!snapshot) return null;
  const { orderId } = request.params;
  const order = orderTokenValid(sf.signer, orderId, request.query.token)
    ? await sf.orders.find(orderId)
    : null;
  if (!order || order.storeId !== snapshot.store.id) {
    sendNotFound(sf, reply, snapshot);
    return null;
  }
  return { snapshot, order };
}

/** How long a pending order's page reloads itself: payments usually confirm within seconds. */
export const ORDER_AUTO_REFRESH_MS = 2 * 60 * 1000;

export function orderRoutes(app: FastifyInstance, sf: Storefront, payPerMinute: number): void {
  const orderPath = (handle: string, order: OrderRow) =>
    `${sf.paths.page(handle, `orders/${order.id}`)}?token=${encodeURIComponent(orderToken(sf.signer, order.id))}`;
  const testPayable = (order: OrderRow) =>
    sf.payments.kind === 'test' && order.paymentProvider === 'test';
  const checkPayment = createPaymentCheck({ payments: sf.payments, orders: sf.orders });

  app.get(`${SHOP_MOUNT}/:handle/orders/:orderId`, async (request: OrderRequest, reply) => {
    const found = await openOrder(sf, request, reply);
    if (!found) return reply;
    const { snapshot } = found;
    const order = await checkPayment(found.order, request.log);
    // The cart became this order: once it is paid, the cart starts empty again.
    if (order.status === 'paid') setStoreCookie(sf, reply, snapshot.store, CART_COOKIE, null);
    const waiting = order.status === 'pending' && !testPayable(order);
    const autoRefresh = waiting && Date.now() - order.createdAt.getTime() < ORDER_AUTO_REFRESH_MS;
    return sendPage(sf, reply, {
      store: snapshot.store,
      cartCount: order.status === 'paid' ? 0 : null,
      meta: {
        title: `Order #${orderNumber(order)} — ${snapshot.store.name}`,
        description: 'Your order.',
        indexable: false,
        ...(autoRefresh ? { refreshSeconds: 3 } : {}),
      },
      body: orderBody(sf.paths, snapshot, order, {
        payUrl:
          order.status === 'pending' && testPayable(order)
            ? `${sf.paths.page(snapshot.store.handle, `pay/${order.id}`)}?token=${encodeURIComponent(orderToken(sf.signer, order.id))}`
            : null,
        refreshUrl: waiting && !autoRefresh ? publicUrlOf(sf, request) : null,
      }),
    });
  });

  app.get(`${SHOP_MOUNT}/:handle/pay/:orderId`, async (request: OrderRequest, reply) => {
    const found = await openOrder(sf, request, reply);
    if (!found) return reply;
    const { snapshot, order } = found;
    if (!testPayable(order)) return sendNotFound(sf, reply, snapshot);
    if (order.status !== 'pending') {
      return storefrontRedirect(sf, reply, orderPath(snapshot.store.handle, order), 302);
    }
    return sendPage(sf, reply, {
      store: snapshot.store,
      cartCount: null,
      meta: {
        title: `Test payment — ${snapshot.store.name}`,
        description: 'Test mode — no real charge.',
        indexable: false,
      },
      body: testPaymentBody(sf.paths, snapshot, order, orderToken(sf.signer, order.id)),
    });
  });

  app.post(
    `${SHOP_MOUNT}/:handle/pay/:orderId`,
    { bodyLimit: 4096, config: { rateLimit: { max: payPerMinute, timeWindow: '1 minute' } } },
    async (request: OrderRequest, reply) => {
      const found = await openOrder(sf, request, reply);
      if (!found) return reply;
      const { snapshot, order } = found;
      if (!testPayable(order)) return sendNotFound(sf, reply, snapshot);
      // A double click finds the order paid already: same confirmation, no second fulfilment.
      await sf.orders.markPaid(order.id, {
        provider: 'test',
        paymentRef: order.paymentRef ?? `test_${order.id}`,
        amountTotalCents: null,
      });
      return storefrontRedirect(sf, reply, orderPath(snapshot.store.handle, order));
    },
  );
}
