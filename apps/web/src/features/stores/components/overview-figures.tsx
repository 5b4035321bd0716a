import type { StoreOverview } from '@encore/contracts';
import { DollarSign, Percent, ShoppingBag, Users, type LucideIcon } from 'lucide-react';
import { StatCard } from './stat-card';
import { overviewFigures, type OverviewFigure } from '../lib/overview-figures';

const icons: Record<OverviewFigure['label'], LucideIcon> = {
  'Weekly Revenue': DollarSign,
  Visitors: Users,
  Orders: ShoppingBag,
  Conversion: Percent,
};

/** Weekly Revenue, Visitors, Orders, Conversion: two by two on phones, one row when wide. */
export function OverviewFigures({ overview }: { overview: StoreOverview }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {overviewFigures(overview).map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={figure.value}
          caption={figure.caption}
          icon={icons[figure.label]}
          captionTone={figure.trend}
        />
      ))}
    </div>
  );
}
