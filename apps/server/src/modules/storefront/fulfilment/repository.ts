// SQL of fulfilments: one per paid order (a unique order id makes a second one impossible).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/client.ts';
import { fulfilments, orders, stores, type FulfilmentRow } from '../../../db/schema/index.ts';

/** Inserts the order's fulfilment; null when it already has one. */
export async function insertFulfilmentOnce(
  db: DbExecutor,
  orderId: string,
  provider: string,
): Promise<FulfilmentRow | null> {
  const [row] = await db
    .insert(fulfilments)
    .values({ orderId, provider, status: 'queued' })
    .onConflictDoNothing({ target: fulfilments.orderId })
    .returning();
  return row ?? null;
}

export async function saveFulfilmentStatus(
  db: DbExecutor,
  id: string,
  status: FulfilmentRow['status'],
  externalRef: string | null,
): Promise<void> {
  await db
    .update(fulfilments)
    .set({ status, externalRef, updatedAt: sql`now()` })
    .where(eq(fulfilments.id, id));
}

/** The queue, newest first, with what an operator needs to work it. */
export async function listFulfilmentQueue(db: Db, limit = 200) {
  return db
    .select({
      id: fulfilments.id,
      status: fulfilments.status,
      provider: fulfilments.provider,
      createdAt: fulfilments.createdAt,
      orderId: orders.id,
      email: orders.email,
      items: orders.items,
      shippingAddress: orders.shippingAddress,
      isTest: orders.isTest,
      storeHandle: stores.handle,
    })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .orderBy(desc(fulfilments.createdAt))
    .limit(limit);
}
