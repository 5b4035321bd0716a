import { describe, expect, it } from 'vitest';
import {
  buildStatusSchema,
  isStorePrivateLegacy,
  storeOverviewSchema,
  storeVisibilityV2,
} from './store.ts';

describe('store visibility defaults', () => {
  it('legacy treats a store as private unless explicitly not', () => {
    expect(isStorePrivateLegacy(undefined)).toBe(true);
    expect(isStorePrivateLegacy(null)).toBe(true);
    expect(isStorePrivateLegacy(true)).toBe(true);
    expect(isStorePrivateLegacy(false)).toBe(false);
  });

  it('v2 defaults to enabled and public', () => {
    expect(storeVisibilityV2({})).toEqual({ isStoreEnabled: true, isStorePrivate: false });
    expect(storeVisibilityV2({ isStoreEnabled: false, isStorePrivate: true })).toEqual({
      isStoreEnabled: false,
      isStorePrivate: true,
    });
  });
});

describe('build status', () => {
  it('passes an unexpected status through for the poller to count', () => {
    expect(buildStatusSchema.parse({ status: 'queued' })).toEqual({ status: 'queued' });
    expect(
      buildStatusSchema.parse({ status: 'ready', storeData: { shopifyStoreUrl: 'https://s' } })
        .storeData?.shopifyStoreUrl,
    ).toBe('https://s');
  });
});

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
