import type { StoreOverview } from '@encore/contracts';
import { formatCount, formatMoney, formatPercent, formatWeeklyChange } from './format-figures';

/** A store the server has no figures for yet reads as a new store (spec §2.7 placeholders). */
export const NEW_STORE_OVERVIEW: StoreOverview = {
  currency: 'usd',
  weeklyRevenueCents: 0,
  previousWeekRevenueCents: 0,
  revenueChangePercent: 0,
  visitors: 0,
  orders: 0,
  conversionPercent: 0,
  insights: ['Your store is live! Start promoting your products to get your first sales.'],
  topProducts: [],
};

export interface OverviewFigure {
  label: 'Weekly Revenue' | 'Visitors' | 'Orders' | 'Conversion';
  value: string;
  caption: string;
  trend: 'neutral' | 'up' | 'down';
}

/** The four cards of the store overview (spec §2.7), in order. */
export function overviewFigures(overview: StoreOverview): OverviewFigure[] {
  const change = overview.revenueChangePercent;
  return [
    {
      label: 'Weekly Revenue',
      value: formatMoney(overview.weeklyRevenueCents, overview.currency),
      caption: formatWeeklyChange(change),
      trend: change > 0 ? 'up' : change < 0 ? 'down' : 'neutral',
    },
    {
      label: 'Visitors',
      value: formatCount(overview.visitors),
      caption: 'last 7 days',
      trend: 'neutral',
    },
    { label: 'Orders', value: formatCount(overview.orders), caption: 'all time', trend: 'neutral' },
    {
      label: 'Conversion',
      value: formatPercent(overview.conversionPercent),
      caption: 'visitor to customer',
      trend: 'neutral',
    },
  ];
}
