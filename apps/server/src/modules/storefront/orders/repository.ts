// SQL of storefront orders.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/client.ts';
import { orders, stores, type OrderRow } from '../../../db/schema/index.ts';
import { isUuid } from '../../../db/uuid.ts';

export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(db: DbExecutor, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function savePaymentRef(
  db: DbExecutor,
  orderId: string,
  paymentRef: string,
): Promise<void> {
  await db.update(orders).set({ paymentRef }).where(eq(orders.id, orderId));
}

/** The order, or null (also for ids that are not UUIDs, so URLs can be passed as they are). */
export async function findOrder(db: DbExecutor, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * pending → paid, once: the row when this call changed it, null when it was not pending (already
 * paid by a replayed webhook or a double click, or cancelled).
 */
export async function markPendingOrderPaid(
  db: DbExecutor,
  orderId: string,
  paymentRef: string | null,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'paid',
      paidAt: sql`now()`,
      paymentRef: paymentRef === null ? sql`${orders.paymentRef}` : paymentRef,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Newest first, with the store's handle, for the admin command. */
export async function listOrders(db: Db, limit = 200) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      status: orders.status,
      email: orders.email,
      totalCents: orders.totalCents,
      currency: orders.currency,
      isTest: orders.isTest,
      paymentProvider: orders.paymentProvider,
      items: orders.items,
      storeHandle: stores.handle,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
