// A pending order's page asks the payment provider itself whether it was paid (Stripe: the
// Checkout Session's payment_status). The webhook stays the usual way an order is paid, but it
// can be late, lost or misconfigured, and the shopper who paid is looking at this page. Asking
// goes through the same markPaid as the webhook — provider, payment reference and amount checked,
// idempotent — and at most once per order every few seconds, however often the page reloads.
import type { Logger } from 'pino';
import type { OrderRow } from '../../db/schema/index.ts';
import type { OrdersService } from './orders/service.ts';
import { PaymentProviderError, type PaymentProvider } from './payments/payment-provider.ts';

export interface PaymentCheckOptions {
  payments: Pick<PaymentProvider, 'kind' | 'checkPayment'>;
  orders: Pick<OrdersService, 'markPaid'>;
  /** An order is asked about at most this often. */
  minIntervalMs?: number;
  /** Orders whose last ask is remembered; the oldest are forgotten first. */
  maxTracked?: number;
  now?: () => number;
}

/** The order as it is after asking: paid when the provider said so, otherwise unchanged. */
export type PaymentCheck = (order: OrderRow, log: Pick<Logger, 'warn'>) => Promise<OrderRow>;

export function createPaymentCheck(options: PaymentCheckOptions): PaymentCheck {
  const { payments, orders } = options;
  const minIntervalMs = options.minIntervalMs ?? 2000;
  const maxTracked = options.maxTracked ?? 1000;
  const now = options.now ?? Date.now;
  const lastAsked = new Map<string, number>();

  /** Whether `orderId` may be asked about now; remembers that it is. */
  function mayAsk(orderId: string): boolean {
    const last = lastAsked.get(orderId);
    if (last !== undefined && now() - last < minIntervalMs) return false;
    lastAsked.delete(orderId);
    lastAsked.set(orderId, now());
    while (lastAsked.size > maxTracked) {
      const oldest = lastAsked.keys().next().value;
      if (oldest === undefined) break;
      lastAsked.delete(oldest);
    }
    return true;
  }

  return async (order, log) => {
    const paymentRef = order.paymentRef;
    if (order.status !== 'pending' || paymentRef === null) return order;
    if (order.paymentProvider !== payments.kind || !mayAsk(order.id)) return order;
    let completion;
    try {
      completion = await payments.checkPayment(paymentRef);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The page still shows "waiting"; the webhook or the next view will tell.
      log.warn({ err: error, orderId: order.id }, 'payment status could not be read');
      return order;
    }
    if (completion === null) return order;
    if (completion.orderId !== order.id) {
      log.warn({ orderId: order.id, paidFor: completion.orderId }, 'payment is for another order');
      return order;
    }
    const result = await orders.markPaid(order.id, {
      provider: payments.kind,
      paymentRef: completion.paymentRef,
      amountTotalCents: completion.amountTotalCents,
    });
    return result.outcome === 'refused' ? order : result.order;
  };
}
