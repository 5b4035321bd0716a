// The public storefront under /shop: server-rendered pages, cart, checkout, payment,
// order confirmation, media, products.json, sitemap and robots — plus the Stripe webhook.
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { HttpError } from '../../../http/plugins/error-handler.ts';
import { messageBody } from '../pages/gate-pages.ts';
import { accessRoutes } from './access-routes.ts';
import { cartRoutes } from './cart-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { pageRoutes } from './page-routes.ts';
import { sendPage } from './respond.ts';
import { refuseCrossSite } from './same-origin.ts';
import { seoRoutes } from './seo-routes.ts';
import { stripeWebhookRoute } from './stripe-webhook-route.ts';
import { createStorefront, type StorefrontDeps } from '../storefront.ts';

/**
 * Per address (and store, for passwords) and minute; wrong passwords also per store and hour from
 * all addresses together.
 */
export const STOREFRONT_RATE_LIMITS = {
  passwordTries: 10,
  passwordFailuresPerStorePerHour: 100,
  checkouts: 20,
  payments: 20,
};

const MESSAGES: Record<number, { title: string; message: string }> = {
  400: {
    title: 'Something was off',
    message: 'That request could not be read. Please go back and try again.',
  },
  413: {
    title: 'That was too much',
    message: 'The form sent more than we accept. Please try again.',
  },
  429: { title: 'Too many tries', message: 'Please wait a minute and try again.' },
};

export async function storefrontRoutes(
  app: FastifyInstance,
  services: StorefrontDeps,
): Promise<void> {
  const sf = await createStorefront(services);
  services.visits.start();
  app.addHook('onClose', async () => {
    sf.close();
    await services.visits.stop();
  });

  await stripeWebhookRoute(app, sf);
  await app.register(async (scope) => {
    await scope.register(formBody);
    // Shoppers get pages, not JSON, when something goes wrong.
    scope.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'storefront error');
      const copy = MESSAGES[status] ?? {
        title: 'Something went wrong',
        message: 'Sorry — that did not work. Please try again in a moment.',
      };
      return sendPage(sf, reply, {
        status: status >= 500 ? 500 : status,
        store: null,
        cartCount: null,
        meta: { title: copy.title, description: copy.message, indexable: false, bare: true },
        body: messageBody(copy.title, copy.message, null),
      });
    });
    // Before any route: forms posted from other sites never reach one (the webhook is outside).
    scope.addHook('onRequest', refuseCrossSite(sf));
    pageRoutes(scope, sf);
    seoRoutes(scope, sf);
    mediaRoutes(scope, sf);
    cartRoutes(scope, sf);
    checkoutRoutes(scope, sf, STOREFRONT_RATE_LIMITS.checkouts);
    orderRoutes(scope, sf, STOREFRONT_RATE_LIMITS.payments);
    accessRoutes(scope, sf, {
      triesPerMinute: STOREFRONT_RATE_LIMITS.passwordTries,
      failuresPerStorePerHour: STOREFRONT_RATE_LIMITS.passwordFailuresPerStorePerHour,
    });
  });
}
