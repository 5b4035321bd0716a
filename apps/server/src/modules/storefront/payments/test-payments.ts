// Test mode, the embedded default: checkout goes to Encore's own test payment page, which says
// 'Test mode — no real charge' and marks the order paid when its button is pressed.
import {
  PaymentWebhookError,
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentProvider,
} from './payment-provider.ts';

export function createTestPayments(): PaymentProvider {
  return {
    kind: 'test',
    isTest: true,
    startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      return Promise.resolve({
        redirectUrl: request.urls.testPayment,
        paymentRef: `test_${request.orderId}`,
      });
    },
    readWebhook() {
      throw new PaymentWebhookError('Test mode takes no payment webhooks.');
    },
    // The test payment page marks orders paid itself: there is no provider to ask.
    checkPayment: () => Promise.resolve(null),
  };
}
