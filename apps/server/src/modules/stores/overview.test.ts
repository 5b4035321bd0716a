import { describe, expect, it } from 'vitest';
import { storeOverviewSchema } from '@encore/contracts';
import {
  buildOverview,
  changePercent,
  conversionPercent,
  formatMoney,
  overviewPeriods,
  type OverviewFacts,
} from './overview.ts';
import type { StoreStats } from './shop-platform.ts';

const none: StoreStats = {
  visitors: 0,
  pageViews: 0,
  orders: 0,
  customers: 0,
  revenueCents: 0,
  topProducts: [],
};

const facts = (overrides: Partial<OverviewFacts> = {}): OverviewFacts => ({
  currency: 'usd',
  thisWeek: none,
  lastWeek: none,
  ordersAllTime: 0,
  topProductsAllTime: [],
  isEnabled: true,
  isPrivate: false,
  ...overrides,
});

describe('buildOverview', () => {
  it('is all zeros for a new store, with the first-visitors insight', () => {
    const overview = buildOverview(facts());
    expect(overview).toEqual({
      currency: 'usd',
      weeklyRevenueCents: 0,
      previousWeekRevenueCents: 0,
      revenueChangePercent: 0,
      visitors: 0,
      orders: 0,
      conversionPercent: 0,
      insights: ['Your store is live. Share your store link to get your first visitors.'],
      topProducts: [],
    });
    expect(storeOverviewSchema.safeParse(overview).success).toBe(true);
  });

  it('reports real figures: revenue change, visitors, all-time orders, conversion', () => {
    const overview = buildOverview(
      facts({
        thisWeek: {
          visitors: 40,
          pageViews: 120,
          orders: 3,
          customers: 2,
          revenueCents: 11_000,
          topProducts: [
            { title: 'Midnight Drive Hoodie', kind: 'hoodie', quantity: 2, revenueCents: 9_000 },
            { title: 'Midnight Drive Mug', kind: 'mug', quantity: 1, revenueCents: 2_000 },
          ],
        },
        lastWeek: { ...none, visitors: 10, orders: 1, customers: 1, revenueCents: 5_500 },
        ordersAllTime: 4,
      }),
    );
    expect(overview).toMatchObject({
      weeklyRevenueCents: 11_000,
      previousWeekRevenueCents: 5_500,
      revenueChangePercent: 100,
      visitors: 40,
      orders: 4,
      conversionPercent: 5,
    });
    expect(overview.insights).toEqual([
      'Midnight Drive Hoodie is your best seller this week: 2 sold.',
      'Revenue is up 100% on last week: $110 against $55.',
      "5% of this week's visitors bought something, above the 2–3% typical of online stores.",
    ]);
  });

  it('lists the all-time best sellers, not only this week’s, as the contract reads them', () => {
    const allTime = [
      { title: 'Copper Tee', kind: 'tee', quantity: 5, revenueCents: 12_500 },
      { title: 'Copper Hoodie', kind: 'hoodie', quantity: 2, revenueCents: 11_000 },
      { title: 'Copper Mug', kind: 'mug', quantity: 1, revenueCents: 1_800 },
    ];
    const overview = buildOverview(
      facts({
        thisWeek: {
          ...none,
          visitors: 4,
          orders: 1,
          customers: 1,
          revenueCents: 5_500,
          topProducts: [
            { title: 'Copper Hoodie', kind: 'hoodie', quantity: 1, revenueCents: 5_500 },
          ],
        },
        ordersAllTime: 6,
        topProductsAllTime: allTime,
      }),
    );
    expect(overview.topProducts).toEqual(allTime);
    // The weekly insight still names this week's best seller.
    expect(overview.insights).toContain('Copper Hoodie is your best seller this week: 1 sold.');
    expect(storeOverviewSchema.parse(overview).topProducts).toEqual(allTime);
  });

  it('says when revenue fell, and when visitors came but no one bought', () => {
    const overview = buildOverview(
      facts({
        thisWeek: { ...none, visitors: 7 },
        lastWeek: { ...none, visitors: 5, orders: 1, customers: 1, revenueCents: 3_050 },
        ordersAllTime: 1,
      }),
    );
    expect(overview.revenueChangePercent).toBe(-100);
    expect(overview.insights).toEqual([
      'No sales this week, after $30.50 last week.',
      '7 people visited this week but no one has ordered yet. Share a link to your favourite product with your fans.',
    ]);
  });

  it('puts an offline or private store first, and never says an offline store is live', () => {
    const offline = buildOverview(facts({ isEnabled: false }));
    expect(offline.insights).toEqual([
      "Your store is offline, so no one can see it. Switch 'Store Online' on to start selling.",
    ]);
    const hidden = buildOverview(facts({ isPrivate: true }));
    expect(hidden.insights[0]).toBe(
      'Your store is private: only people with its password or your share link can get in.',
    );
  });

  it('compares conversion with the typical rate only on enough visitors', () => {
    const low = buildOverview(
      facts({
        thisWeek: { ...none, visitors: 200, orders: 1, customers: 1, revenueCents: 3_000 },
        ordersAllTime: 1,
      }),
    );
    expect(low.conversionPercent).toBe(0.5);
    expect(low.insights).toContain(
      "0.5% of this week's visitors bought something, below the 2–3% typical of online stores.",
    );
    const few = buildOverview(
      facts({
        thisWeek: { ...none, visitors: 5, orders: 1, customers: 1, revenueCents: 3_000 },
        ordersAllTime: 1,
      }),
    );
    expect(few.insights.some((line) => line.includes('typical'))).toBe(false);
  });

  it('calls sales after a week without any "first" only when there were none before', () => {
    const thisWeek = { ...none, visitors: 5, orders: 2, customers: 2, revenueCents: 4_500 };
    const first = buildOverview(facts({ thisWeek, ordersAllTime: 2 }));
    expect(first.insights).toContain('First sales this week: $45 in revenue.');
    const back = buildOverview(facts({ thisWeek, ordersAllTime: 5 }));
    expect(back.insights).toContain(
      'Sales are back this week: $45 in revenue, after none last week.',
    );
    expect(back.insights.some((line) => line.startsWith('First sales'))).toBe(false);
  });
});

describe('figures', () => {
  it('rounds the revenue change as the contract says', () => {
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(500, 0)).toBe(100);
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(100, 300)).toBe(-67);
  });

  it('gives conversion with one decimal, 0 without visitors and never above 100', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(4, 0)).toBe(0);
    expect(conversionPercent(9, 3)).toBe(100);
  });

  it('formats money without needless cents', () => {
    expect(formatMoney(5500, 'usd')).toBe('$55');
    expect(formatMoney(1999, 'usd')).toBe('$19.99');
  });

  it('counts weeks in whole UTC days: today and the 6 before, then the 7 before those', () => {
    const { thisWeek, lastWeek } = overviewPeriods(new Date('2026-05-10T15:30:00Z'));
    expect(thisWeek.from.toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(thisWeek.to.toISOString()).toBe('2026-05-11T00:00:00.000Z');
    expect(lastWeek.from.toISOString()).toBe('2026-04-27T00:00:00.000Z');
    expect(lastWeek.to.toISOString()).toBe('2026-05-04T00:00:00.000Z');
  });
});
