// Stripe Checkout (PAYMENTS=stripe): a Checkout Session per order, created with one
// form-encoded POST, and its `checkout.session.completed` webhook as the word that it is paid —
// or, when the shopper is back first, the session read with GET (its payment_status).
// Stripe's shapes stop here; the storefront only sees CheckoutStart and PaymentCompletion.
import { z } from 'zod';
import {
  PaymentProviderError,
  PaymentWebhookError,
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentCompletion,
  type PaymentProvider,
} from './payment-provider.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** `https://api.stripe.com`, or a local server that answers like it in tests. */
  apiUrl: string;
  fetch?: typeof fetch;
}

const sessionSchema = z.object({ id: z.string().min(1), url: z.url() });
const errorSchema = z.object({ error: z.object({ message: z.string() }) });

/** The fields of a Checkout Session that say whether, what and for which order it was paid. */
const paidSessionSchema = z.object({
  id: z.string(),
  payment_status: z.string().optional(),
  amount_total: z.number().int().nullish(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const eventSchema = z.object({
  type: z.string(),
  data: z.object({ object: paidSessionSchema }),
});

/** The completion a session stands for, or null while it is not paid. */
function completionOf(session: z.infer<typeof paidSessionSchema>): PaymentCompletion | null {
  // Completed but still unpaid (delayed methods): the async_payment_succeeded event follows.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return null;
  }
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  if (!orderId) return null;
  return { orderId, paymentRef: session.id, amountTotalCents: session.amount_total ?? null };
}

/** Stripe's form encoding of a Checkout Session for the order. */
export function checkoutSessionForm(request: CheckoutRequest): URLSearchParams {
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: request.urls.success,
    cancel_url: request.urls.cancel,
    customer_email: request.email,
    client_reference_id: request.orderId,
    'metadata[orderId]': request.orderId,
    'payment_intent_data[metadata][orderId]': request.orderId,
  });
  request.items.forEach((item, index) => {
    const prefix = `line_items[${index}]`;
    const variant = [item.size, item.color].filter(Boolean).join(' · ');
    form.set(`${prefix}[quantity]`, String(item.quantity));
    form.set(`${prefix}[price_data][currency]`, request.currency);
    form.set(`${prefix}[price_data][unit_amount]`, String(item.unitPriceCents));
    form.set(`${prefix}[price_data][product_data][name]`, `${request.storeName} — ${item.title}`);
    if (variant) form.set(`${prefix}[price_data][product_data][description]`, variant);
  });
  const shipping = 'shipping_options[0][shipping_rate_data]';
  form.set(`${shipping}[type]`, 'fixed_amount');
  form.set(`${shipping}[display_name]`, request.shippingCents === 0 ? 'Free shipping' : 'Shipping');
  form.set(`${shipping}[fixed_amount][amount]`, String(request.shippingCents));
  form.set(`${shipping}[fixed_amount][currency]`, request.currency);
  return form;
}

const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export function createStripePayments(options: StripeOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;

  /** One call to Stripe's API: its JSON body, or a PaymentProviderError saying `refusal`. */
  async function callStripe(
    path: string,
    init: { method?: 'POST'; headers?: Record<string, string>; body?: string; timeoutMs: number },
    refusal: string,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${options.apiUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${options.secretKey}`, ...init.headers },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(init.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not be reached: ${String(error)}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = errorSchema.safeParse(body).data?.error.message ?? `HTTP ${response.status}`;
      throw new PaymentProviderError(`${refusal}: ${message}`);
    }
    return body;
  }

  return {
    kind: 'stripe',
    isTest: false,
    async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      const body = await callStripe(
        '/v1/checkout/sessions',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            // A retried checkout of the same order gets the same session, not a second one.
            'idempotency-key': `encore-checkout-${request.orderId}`,
          },
          body: checkoutSessionForm(request).toString(),
          timeoutMs: 15_000,
        },
        'Stripe refused the checkout',
      );
      const session = sessionSchema.safeParse(body);
      if (!session.success)
        throw new PaymentProviderError('Stripe answered without a session URL.');
      return { redirectUrl: session.data.url, paymentRef: session.data.id };
    },
    readWebhook(rawBody, headers): PaymentCompletion | null {
      const header = headers['stripe-signature'];
      verifyStripeSignature(
        rawBody,
        Array.isArray(header) ? header[0] : header,
        options.webhookSecret,
      );
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new PaymentWebhookError('The webhook body is not JSON.');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new PaymentWebhookError('The webhook body is not a Stripe event.');
      if (!PAID_EVENTS.has(event.data.type)) return null;
      return completionOf(event.data.data.object);
    },
    async checkPayment(paymentRef): Promise<PaymentCompletion | null> {
      const body = await callStripe(
        `/v1/checkout/sessions/${encodeURIComponent(paymentRef)}`,
        // A shopper's page waits on this: better "still waiting" than a slow page.
        { timeoutMs: 5000 },
        'Stripe could not read the session',
      );
      const session = paidSessionSchema.safeParse(body);
      if (!session.success) throw new PaymentProviderError('Stripe answered without a session.');
      return completionOf(session.data);
    },
  };
}
