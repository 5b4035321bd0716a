import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema/index.ts';
import type { MarkPaidResult, PaymentConfirmation } from './orders/service.ts';
import { PaymentProviderError, type PaymentCompletion } from './payments/payment-provider.ts';
import { createPaymentCheck } from './payment-check.ts';

const order = {
  id: 'order-1',
  status: 'pending',
  paymentProvider: 'stripe',
  paymentRef: 'cs_1',
  totalCents: 6099,
} as OrderRow;
const log = { warn: () => undefined };

function setup(answer: () => Promise<PaymentCompletion | null>) {
  let clock = 0;
  const asked: string[] = [];
  const marked: PaymentConfirmation[] = [];
  const check = createPaymentCheck({
    payments: {
      kind: 'stripe',
      checkPayment: (ref) => {
        asked.push(ref);
        return answer();
      },
    },
    orders: {
      markPaid: (_id, confirmation): Promise<MarkPaidResult> => {
        marked.push(confirmation);
        return Promise.resolve({ outcome: 'paid', order: { ...order, status: 'paid' } });
      },
    },
    minIntervalMs: 2000,
    now: () => clock,
  });
  return { check, asked, marked, tick: (ms: number) => (clock += ms) };
}

describe('payment check on the order page', () => {
  it('marks the order paid with what the provider says, through markPaid', async () => {
    const { check, marked } = setup(() =>
      Promise.resolve({ orderId: 'order-1', paymentRef: 'cs_1', amountTotalCents: 6099 }),
    );
    expect((await check(order, log)).status).toBe('paid');
    expect(marked).toEqual([{ provider: 'stripe', paymentRef: 'cs_1', amountTotalCents: 6099 }]);
  });

  it('asks about an order at most once per interval, and never about paid or unstarted ones', async () => {
    const { check, asked, tick } = setup(() => Promise.resolve(null));
    await check(order, log);
    await check(order, log);
    tick(1999);
    await check(order, log);
    tick(1);
    await check(order, log);
    await check({ ...order, id: 'order-2', status: 'paid' }, log);
    await check({ ...order, id: 'order-3', paymentRef: null }, log);
    await check({ ...order, id: 'order-4', paymentProvider: 'test' }, log);
    expect(asked).toEqual(['cs_1', 'cs_1']);
  });

  it('leaves the order pending when the provider fails or speaks of another order', async () => {
    const failing = setup(() => Promise.reject(new PaymentProviderError('down')));
    expect(await failing.check(order, log)).toBe(order);
    const other = setup(() =>
      Promise.resolve({ orderId: 'order-9', paymentRef: 'cs_1', amountTotalCents: 6099 }),
    );
    expect(await other.check(order, log)).toBe(order);
    expect(other.marked).toEqual([]);
  });
});
