// POST /shop/stripe/webhook: Stripe's word that a Checkout Session is paid. The signature is
// checked over the raw body, so this route reads its body as bytes, in a scope of its own.
import type { FastifyInstance } from 'fastify';
import { PaymentWebhookError } from '../payments/payment-provider.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { Storefront } from '../storefront.ts';

export const STRIPE_WEBHOOK_PATH = `${SHOP_MOUNT}/stripe/webhook`;

export async function stripeWebhookRoute(app: FastifyInstance, sf: Storefront): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let completion;
      try {
        completion = sf.payments.readWebhook(rawBody, request.headers);
      } catch (error) {
        if (!(error instanceof PaymentWebhookError)) throw error;
        request.log.warn({ reason: error.message }, 'payment webhook refused');
        return reply.status(400).send({ error: 'invalid_webhook', message: error.message });
      }
      if (!completion) return reply.send({ received: true });
      const result = await sf.orders.markPaid(completion.orderId, {
        provider: sf.payments.kind,
        paymentRef: completion.paymentRef,
        amountTotalCents: completion.amountTotalCents,
      });
      // Answered 200 even when refused: Stripe would only retry a notice we will never accept.
      return reply.send({ received: true, outcome: result.outcome });
    });
  });
}
