import type { PaymentsConfig } from '../../../config-store.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePayments } from './stripe-payments.ts';
import { createTestPayments } from './test-payments.ts';

/** Test mode unless PAYMENTS=stripe (with its two secrets). */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  return config.provider === 'stripe'
    ? createStripePayments({
        secretKey: config.secretKey,
        webhookSecret: config.webhookSecret,
        apiUrl: config.apiUrl,
      })
    : createTestPayments();
}
