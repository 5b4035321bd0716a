// Encore's own storefront as a shop platform: the embedded default and the production platform.
// Its records are the stores and store_products rows themselves, which the storefront serves;
// stats come from the storefront's daily visit counts and the store's paid orders.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, storeProducts, storeVisits, stores } from '../../db/schema/index.ts';
import type { ShopPlatform, StoreStats, StoreVisibility } from './shop-platform.ts';
import { storeUrl } from './store-urls.ts';

const TOP_PRODUCTS = 3;

/** `YYYY-MM-DD` of a UTC day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Visit days of [from, to): from `from`'s day to the last day that starts before `to` (visits are
 * counted per UTC day, so a period is as fine as a day).
 */
export function visitDays(period: { from: Date; to: Date }): { first: string; last: string } {
  return { first: dayOf(period.from), last: dayOf(new Date(period.to.getTime() - 1)) };
}

/** The fields that are set: an update touches only what it was asked to change. */
function definedFields(visibility: Partial<StoreVisibility>) {
  const { isEnabled, isPrivate, password, accessKey } = visibility;
  return {
    ...(isEnabled === undefined ? {} : { isEnabled }),
    ...(isPrivate === undefined ? {} : { isPrivate }),
    ...(password === undefined ? {} : { password }),
    ...(accessKey === undefined ? {} : { accessKey }),
  };
}

export function createEncorePlatform(deps: {
  database: Pick<Database, 'db'>;
  shopUrl: string;
  /**
   * Whether test-mode orders count in the figures: yes while payments are in test mode (they
   * are all there is to show); no once real payments are on, or an artist's rehearsal orders
   * would stay in their revenue and order count for good.
   */
  countTestOrders: boolean;
}): ShopPlatform {
  const { db } = deps.database;

  return {
    kind: 'encore',

    async createStore(input) {
      const [row] = await db
        .update(stores)
        .set({
          name: input.name,
          bannerKey: input.bannerKey,
          color: input.color,
          updatedAt: sql`now()`,
        })
        .where(eq(stores.id, input.storeId))
        .returning({ handle: stores.handle });
      if (!row) throw new Error(`store ${input.storeId} does not exist`);
      return { url: storeUrl(deps.shopUrl, row.handle) };
    },

    async upsertProducts(storeId, products) {
      const keep = products.map(
        (product) => `${product.designId}:${product.kind}:${product.handle}`,
      );
      await db.transaction(async (tx) => {
        // Products no longer sold go first, and so do those whose handle moved: a handle another
        // product is about to take must be free before the upsert writes it.
        await tx
          .delete(storeProducts)
          .where(
            and(
              eq(storeProducts.storeId, storeId),
              sql`(${storeProducts.designId}::text || ':' || ${storeProducts.kind} || ':' || ${storeProducts.handle}) <> all(${sql.param(keep)}::text[])`,
            ),
          );
        if (products.length === 0) return;
        await tx
          .insert(storeProducts)
          .values(products.map((product) => ({ ...product, storeId })))
          .onConflictDoUpdate({
            target: [storeProducts.storeId, storeProducts.designId, storeProducts.kind],
            set: {
              title: sql`excluded.title`,
              description: sql`excluded.description`,
              imageKeys: sql`excluded.image_keys`,
              printKey: sql`excluded.print_key`,
              variants: sql`excluded.variants`,
              position: sql`excluded.position`,
              updatedAt: sql`now()`,
            },
          });
      });
    },

    async setVisibility(storeId, visibility) {
      await db
        .update(stores)
        .set({ ...definedFields(visibility), updatedAt: sql`now()` })
        .where(eq(stores.id, storeId));
    },

    async readStats(storeId, period) {
      const days = visitDays(period);
      const paidInPeriod = and(
        eq(orders.storeId, storeId),
        eq(orders.status, 'paid'),
        deps.countTestOrders ? undefined : eq(orders.isTest, false),
        gte(orders.paidAt, period.from),
        lt(orders.paidAt, period.to),
      );
      const [visits, sales, top] = await Promise.all([
        db
          .select({
            visitors: sql<number>`coalesce(sum(${storeVisits.visitors}), 0)::int`,
            pageViews: sql<number>`coalesce(sum(${storeVisits.pageViews}), 0)::int`,
          })
          .from(storeVisits)
          .where(
            and(
              eq(storeVisits.storeId, storeId),
              gte(storeVisits.day, days.first),
              sql`${storeVisits.day} <= ${days.last}`,
            ),
          ),
        db
          .select({
            orders: sql<number>`count(*)::int`,
            customers: sql<number>`count(distinct lower(${orders.email}))::int`,
            revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8`,
          })
          .from(orders)
          .where(paidInPeriod),
        db
          .select({
            title: sql<string>`item->>'title'`,
            kind: sql<string>`item->>'kind'`,
            quantity: sql<number>`sum((item->>'quantity')::int)::int`,
            revenueCents: sql<number>`sum((item->>'quantity')::int * (item->>'unitPriceCents')::bigint)::float8`,
          })
          .from(sql`${orders} cross join lateral jsonb_array_elements(${orders.items}) as item`)
          .where(paidInPeriod)
          .groupBy(sql`item->>'title'`, sql`item->>'kind'`)
          // Most units first; a tie goes to the one that brought in more, then by title.
          .orderBy(sql`3 desc`, sql`4 desc`, sql`1`)
          .limit(TOP_PRODUCTS),
      ]);
      const stats: StoreStats = {
        visitors: Number(visits[0]?.visitors ?? 0),
        pageViews: Number(visits[0]?.pageViews ?? 0),
        orders: Number(sales[0]?.orders ?? 0),
        customers: Number(sales[0]?.customers ?? 0),
        revenueCents: Number(sales[0]?.revenueCents ?? 0),
        topProducts: top.map((row) => ({
          title: row.title,
          kind: row.kind,
          quantity: Number(row.quantity),
          revenueCents: Number(row.revenueCents),
        })),
      };
      return stats;
    },
  };
}
