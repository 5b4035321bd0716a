import { z } from 'zod';

/** One of a store's best sellers: what it is and what it sold. */
export const topProductSchema = z.object({
  /** The product's title as it was sold, e.g. 'Midnight Drive Hoodie'. */
  title: z.string(),
  /** 'tee', 'hoodie', 'poster', 'mug', 'tote', …; a string so a new kind never breaks a client. */
  kind: z.string(),
  /** Units sold. */
  quantity: z.number().int().nonnegative(),
  /** What those units brought in (unit price × quantity, before shipping), in cents. */
  revenueCents: z.number().int().nonnegative(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/** The store overview's figures (spec §2.7 cards), from real visits and paid orders. */
export const storeOverviewSchema = z.object({
  /** ISO 4217, lower case as payment providers write it, e.g. 'usd'. */
  currency: z.string(),
  /** Paid orders' totals in the last 7 days, in cents. */
  weeklyRevenueCents: z.number().int().nonnegative(),
  /** The 7 days before those. */
  previousWeekRevenueCents: z.number().int().nonnegative(),
  /** Whole percent change from the previous week; 0 when both weeks are 0, 100 from 0 to more. */
  revenueChangePercent: z.number().int(),
  /** Distinct storefront visitors in the last 7 days. */
  visitors: z.number().int().nonnegative(),
  /** Paid orders, all time. */
  orders: z.number().int().nonnegative(),
  /** Customers ÷ visitors over the last 7 days, in percent with one decimal. */
  conversionPercent: z.number().nonnegative(),
  /** Sentences that are true of the figures, most useful first (the 'AI Insights' card). */
  insights: z.array(z.string()).min(1),
  /**
   * The best sellers over all paid orders, most units first (at most 3; the legacy dashboard's
   * 'Top products', spec §2.6). Empty before the first sale, and when a server does not send it.
   */
  topProducts: z.array(topProductSchema).default([]),
});
export type StoreOverview = z.infer<typeof storeOverviewSchema>;
