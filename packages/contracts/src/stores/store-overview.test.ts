import { describe, expect, it } from 'vitest';
import { storeOverviewSchema } from './store-overview.ts';

describe('store overview', () => {
  const figures = {
    currency: 'usd',
    weeklyRevenueCents: 0,
    previousWeekRevenueCents: 0,
    revenueChangePercent: 0,
    visitors: 0,
    orders: 0,
    conversionPercent: 0,
    insights: ['Your store is live.'],
  };

  it('reads an overview without top products (an older server) as having none', () => {
    expect(storeOverviewSchema.parse(figures).topProducts).toEqual([]);
  });

  it('keeps top products and refuses negative or fractional figures', () => {
    const hoodie = { title: 'Copper Hoodie', kind: 'hoodie', quantity: 2, revenueCents: 11_000 };
    expect(storeOverviewSchema.parse({ ...figures, topProducts: [hoodie] }).topProducts).toEqual([
      hoodie,
    ]);
    for (const bad of [{ quantity: -1 }, { revenueCents: 10.5 }]) {
      const parsed = storeOverviewSchema.safeParse({
        ...figures,
        topProducts: [{ ...hoodie, ...bad }],
      });
      expect(parsed.success).toBe(false);
    }
  });
});
