import { Percent, ShoppingBag, Users } from 'lucide-react';
import { InsightsCard } from '../../components/insights-card';
import { StatCard } from '../../components/stat-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatCount, formatPercent } from '../../lib/format-figures';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLegacyStore } from '../hooks/use-legacy-store';
import { EarningsCard } from './earnings-card';
import { NextBestAction } from './next-best-action';
import { TopProductsCard } from './top-products-card';

/** The figures' places while the store is built: there are none to show yet. */
function FiguresPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-52 rounded-2xl" />
      <Skeleton className="h-52 rounded-2xl" />
    </div>
  );
}

/**
 * /store/dashboard, the legacy store overview (spec §2.6): the next best action and the store's
 * real figures from get-store-data — earnings with performance bars, top products, insights and
 * stat cards. Figures the server does not report are not shown.
 */
export function StoreDashboardPage() {
  useDocumentTitle('Store dashboard');
  const { store, building } = useLegacyStore();
  const overview = store.overview;

  return (
    <div
      className={
        building ? 'flex flex-col gap-6 opacity-50' : 'flex animate-fade-in flex-col gap-6'
      }
      inert={building}
    >
      <h2 className="sr-only">Overview</h2>
      <NextBestAction store={store} disabled={building} />
      {building ? (
        <FiguresPlaceholder />
      ) : (
        overview && (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              <EarningsCard overview={overview} />
              <TopProductsCard products={overview.topProducts} currency={overview.currency} />
            </div>
            <InsightsCard insights={overview.insights} />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 [&>:last-child]:col-span-2 sm:[&>:last-child]:col-span-1">
              <StatCard
                label="Visitors"
                value={formatCount(overview.visitors)}
                caption="last 7 days"
                icon={Users}
              />
              <StatCard
                label="Orders"
                value={formatCount(overview.orders)}
                caption="all time"
                icon={ShoppingBag}
              />
              <StatCard
                label="Conversion"
                value={formatPercent(overview.conversionPercent)}
                caption="visitor to customer"
                icon={Percent}
              />
            </div>
          </>
        )
      )}
    </div>
  );
}
