// Orders from storefront checkouts: placed pending, then paid exactly once — a replayed webhook or
// a double click finds the order paid already and changes nothing, so an order never gets two
// fulfilments (the fulfilment is recorded in the same transaction, and order ids are unique).
import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import type { FulfilmentService } from '../fulfilment/service.ts';
import type { PaymentKind } from '../payments/payment-provider.ts';
import {
  findOrder,
  insertOrder,
  markPendingOrderPaid,
  savePaymentRef,
  type NewOrder,
} from './repository.ts';

export interface PaymentConfirmation {
  provider: PaymentKind;
  /** The provider's id of the payment; must match the one the order was started with. */
  paymentRef: string;
  /** What the provider charged, when it says; must match the order's total. */
  amountTotalCents: number | null;
}

export type MarkPaidResult =
  | { outcome: 'paid'; order: OrderRow }
  | { outcome: 'already-paid'; order: OrderRow }
  | { outcome: 'refused'; reason: string };

export interface OrdersService {
  place(order: NewOrder): Promise<OrderRow>;
  attachPayment(orderId: string, paymentRef: string): Promise<void>;
  find(orderId: string): Promise<OrderRow | null>;
  markPaid(orderId: string, confirmation: PaymentConfirmation): Promise<MarkPaidResult>;
}

export function createOrdersService(deps: {
  db: Db;
  fulfilment: FulfilmentService;
  logger: Pick<Logger, 'warn' | 'info'>;
}): OrdersService {
  const { db, fulfilment, logger } = deps;

  /** Why a confirmation cannot be for this order, or null when it can. */
  function mismatch(order: OrderRow, confirmation: PaymentConfirmation): string | null {
    if (order.paymentProvider !== confirmation.provider) return 'paid through another provider';
    if (order.paymentRef !== null && order.paymentRef !== confirmation.paymentRef) {
      return 'payment reference differs from the checkout started';
    }
    if (
      confirmation.amountTotalCents !== null &&
      confirmation.amountTotalCents !== order.totalCents
    ) {
      return `charged ${confirmation.amountTotalCents}, order total ${order.totalCents}`;
    }
    return null;
  }

  return {
    place: (order) => insertOrder(db, order),
    attachPayment: (orderId, paymentRef) => savePaymentRef(db, orderId, paymentRef),
    find: (orderId) => findOrder(db, orderId),

    async markPaid(orderId, confirmation) {
      const order = await findOrder(db, orderId);
      if (!order) return { outcome: 'refused', reason: 'no such order' };
      const problem = mismatch(order, confirmation);
      if (problem) {
        logger.warn({ orderId, problem }, 'payment confirmation refused');
        return { outcome: 'refused', reason: problem };
      }
      const result = await db.transaction(async (tx) => {
        const paid = await markPendingOrderPaid(tx, orderId, confirmation.paymentRef);
        if (!paid) return null;
        return { paid, fulfilment: await fulfilment.recordFor(tx, paid) };
      });
      if (!result) {
        const current = await findOrder(db, orderId);
        if (current?.status === 'paid') return { outcome: 'already-paid', order: current };
        return { outcome: 'refused', reason: `order is ${current?.status ?? 'gone'}` };
      }
      logger.info({ orderId, provider: confirmation.provider }, 'order paid');
      if (result.fulfilment) await fulfilment.submit(result.fulfilment, result.paid);
      return { outcome: 'paid', order: result.paid };
    },
  };
}
