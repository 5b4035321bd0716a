import { count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews, type NewPageViewRow } from '../../db/schema/index.ts';

export async function insertPageViews(db: Db, rows: readonly NewPageViewRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(pageViews)
    .values([...rows])
    .returning({ id: pageViews.id });
  return inserted.length;
}

export async function countPageViews(db: Db, filter: { visitorId?: string } = {}): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pageViews)
    .where(filter.visitorId === undefined ? undefined : eq(pageViews.visitorId, filter.visitorId));
  return row?.total ?? 0;
}

/** Deletes page views that happened before `cutoff` (indexed on occurred_at); how many. */
export async function deletePageViewsBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(pageViews)
    .where(lt(pageViews.occurredAt, cutoff))
    .returning({ id: pageViews.id });
  return deleted.length;
}
