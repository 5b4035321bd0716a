// The store overview's figures and 'AI Insights' (spec §2.7), computed from real visits and paid
// orders. Pure: the service reads the stats, this turns them into the four cards and sentences
// that are true of them.
import type { StoreOverview } from '@encore/contracts';
import type { StoreStats } from './shop-platform.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What online stores typically convert, in percent: the yardstick of the conversion insight. */
export const TYPICAL_CONVERSION = { low: 2, high: 3 } as const;
/** Below this many visitors a conversion rate says little, so no insight is drawn from it. */
const MIN_VISITORS_FOR_CONVERSION = 20;

export interface Period {
  from: Date;
  to: Date;
}

/**
 * 'Last 7 days' is today and the 6 UTC days before it; 'last week' the 7 days before those. Whole
 * days, because visits are counted per UTC day.
 */
export function overviewPeriods(now: Date): { thisWeek: Period; lastWeek: Period } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const to = new Date(today + DAY_MS);
  const from = new Date(today - 6 * DAY_MS);
  return {
    thisWeek: { from, to },
    lastWeek: { from: new Date(from.getTime() - 7 * DAY_MS), to: from },
  };
}

export interface OverviewFacts {
  currency: string;
  thisWeek: StoreStats;
  lastWeek: StoreStats;
  /** Paid orders ever. */
  ordersAllTime: number;
  /**
   * The best sellers over all paid orders, not one week's: the legacy dashboard lists them beside
   * the all-time order count, and a young store's few sales should not drop off the list after a
   * quiet week or month (this week's best seller has its own insight).
   */
  topProductsAllTime: StoreStats['topProducts'];
  isEnabled: boolean;
  isPrivate: boolean;
}

/** Whole percent; 0 when both are 0, 100 when going from 0 to anything. */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 100);
}

/** Customers per 100 visitors, one decimal; 0 without visitors, never above 100. */
export function conversionPercent(customers: number, visitors: number): number {
  if (visitors <= 0) return 0;
  return Math.min(100, Math.round((customers / visitors) * 1000) / 10);
}

export function formatMoney(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function revenueInsight(facts: OverviewFacts): string | null {
  const money = (cents: number) => formatMoney(cents, facts.currency);
  const current = facts.thisWeek.revenueCents;
  const previous = facts.lastWeek.revenueCents;
  if (current === 0 && previous === 0) return null;
  if (previous === 0) {
    // 'First' only if no order came before this week (all-time orders include this week's).
    return facts.ordersAllTime <= facts.thisWeek.orders
      ? `First sales this week: ${money(current)} in revenue.`
      : `Sales are back this week: ${money(current)} in revenue, after none last week.`;
  }
  if (current === 0) return `No sales this week, after ${money(previous)} last week.`;
  const change = changePercent(current, previous);
  if (change === 0) return `Revenue is level with last week at ${money(current)}.`;
  const direction = change > 0 ? 'up' : 'down';
  return `Revenue is ${direction} ${Math.abs(change)}% on last week: ${money(current)} against ${money(previous)}.`;
}

function conversionInsight(facts: OverviewFacts): string | null {
  const { visitors, customers } = facts.thisWeek;
  if (visitors < MIN_VISITORS_FOR_CONVERSION || customers === 0) return null;
  const rate = conversionPercent(customers, visitors);
  const typical = `the ${TYPICAL_CONVERSION.low}–${TYPICAL_CONVERSION.high}% typical of online stores`;
  const comparison =
    rate > TYPICAL_CONVERSION.high
      ? 'above'
      : rate < TYPICAL_CONVERSION.low
        ? 'below'
        : 'in line with';
  return `${rate}% of this week's visitors bought something, ${comparison} ${typical}.`;
}

/** True sentences about the store, the most useful first; never empty. */
export function overviewInsights(facts: OverviewFacts): string[] {
  const { thisWeek, lastWeek } = facts;
  const insights: string[] = [];
  if (!facts.isEnabled) {
    insights.push(
      "Your store is offline, so no one can see it. Switch 'Store Online' on to start selling.",
    );
  } else if (facts.isPrivate) {
    insights.push(
      'Your store is private: only people with its password or your share link can get in.',
    );
  }
  const neverVisited = thisWeek.visitors === 0 && lastWeek.visitors === 0;
  if (facts.isEnabled && neverVisited && facts.ordersAllTime === 0) {
    insights.push('Your store is live. Share your store link to get your first visitors.');
  }
  const best = thisWeek.topProducts[0];
  if (best) {
    insights.push(`${best.title} is your best seller this week: ${best.quantity} sold.`);
  }
  const revenue = revenueInsight(facts);
  if (revenue) insights.push(revenue);
  if (thisWeek.visitors > 0 && thisWeek.orders === 0) {
    insights.push(
      `${thisWeek.visitors} ${plural(thisWeek.visitors, 'person', 'people')} visited this week but no one has ordered yet. Share a link to your favourite product with your fans.`,
    );
  }
  const conversion = conversionInsight(facts);
  if (conversion) insights.push(conversion);
  if (insights.length === 0) {
    insights.push('Your store is live. Keep sharing your store link to bring in new visitors.');
  }
  return insights;
}

export function buildOverview(facts: OverviewFacts): StoreOverview {
  const { thisWeek, lastWeek } = facts;
  return {
    currency: facts.currency,
    weeklyRevenueCents: thisWeek.revenueCents,
    previousWeekRevenueCents: lastWeek.revenueCents,
    revenueChangePercent: changePercent(thisWeek.revenueCents, lastWeek.revenueCents),
    visitors: thisWeek.visitors,
    orders: facts.ordersAllTime,
    conversionPercent: conversionPercent(thisWeek.customers, thisWeek.visitors),
    insights: overviewInsights(facts),
    topProducts: facts.topProductsAllTime,
  };
}
