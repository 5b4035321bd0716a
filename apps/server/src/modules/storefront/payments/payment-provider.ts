// How a storefront checkout is paid, behind one small interface (conventions: providers): test
// mode (the embedded default, no money moves) or Stripe Checkout. Chosen once in services.ts.
import type { OrderItemJson } from '../../../db/schema/index.ts';

export type PaymentKind = 'test' | 'stripe';

/** One order to take payment for, with where to send the shopper afterwards. */
export interface CheckoutRequest {
  orderId: string;
  storeName: string;
  email: string;
  /** ISO 4217, lower case. */
  currency: string;
  items: readonly OrderItemJson[];
  shippingCents: number;
  totalCents: number;
  urls: {
    /** The order confirmation page (paid or not yet). */
    success: string;
    /** Back to the cart. */
    cancel: string;
    /** Encore's own test payment page: where test mode sends the shopper. */
    testPayment: string;
  };
}

export interface CheckoutStart {
  /** Where the shopper goes to pay. */
  redirectUrl: string;
  /** The provider's id for this payment, kept on the order. */
  paymentRef: string;
}

/** A provider's word that an order is paid. */
export interface PaymentCompletion {
  orderId: string;
  paymentRef: string;
  /** What the provider charged, when it says, in the minor unit. */
  amountTotalCents: number | null;
}

/** A completion notice that is not authentic or not readable: answered with a 400. */
export class PaymentWebhookError extends Error {
  override readonly name = 'PaymentWebhookError';
}

/** The provider could not start a checkout (down, misconfigured): the shopper may try again. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

export interface PaymentProvider {
  readonly kind: PaymentKind;
  /** Orders paid this way move no money (test mode). */
  readonly isTest: boolean;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /**
   * Reads the provider's completion notice (a webhook): the completion, or null for notices
   * that ask nothing of us. Throws PaymentWebhookError when it is not authentic.
   */
  readWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaymentCompletion | null;
  /**
   * Asks the provider itself whether the payment `paymentRef` went through: its completion when
   * paid, null when not (yet) or when there is nobody to ask (test mode). The order page calls it
   * so a shopper back from paying is not left waiting on a webhook that is late or lost. Throws
   * PaymentProviderError when the provider cannot answer.
   */
  checkPayment(paymentRef: string): Promise<PaymentCompletion | null>;
}
