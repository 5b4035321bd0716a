import type { StoreOverview } from '@encore/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { formatMoney, formatWeeklyChange } from '../../lib/format-figures';

/**
 * Earnings (spec §2.6): this week's paid revenue, its change from last week, and the two weeks
 * side by side as performance bars.
 */
export function EarningsCard({ overview }: { overview: StoreOverview }) {
  const change = overview.revenueChangePercent;
  const weeks = [
    { label: 'This week', cents: overview.weeklyRevenueCents },
    { label: 'Last week', cents: overview.previousWeekRevenueCents },
  ];
  const most = Math.max(...weeks.map((week) => week.cents));

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Earnings</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div>
          <p className="text-3xl font-bold tracking-tight tabular-nums">
            {formatMoney(overview.weeklyRevenueCents, overview.currency)}
          </p>
          <p
            className={cn(
              'text-sm',
              change > 0 && 'text-emerald-400',
              change < 0 && 'text-rose-400',
              change === 0 && 'text-muted-foreground',
            )}
          >
            {formatWeeklyChange(change)}
          </p>
        </div>
        <ul aria-label="Performance" className="flex flex-col gap-3">
          {weeks.map((week) => {
            const percent = most > 0 ? Math.round((week.cents / most) * 100) : 0;
            return (
              <li key={week.label} className="flex flex-col gap-1.5">
                <div className="flex justify-between text-sm">
                  <span className="text-muted-foreground">{week.label}</span>
                  <span className="font-medium tabular-nums">
                    {formatMoney(week.cents, overview.currency)}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted">
                  <div
                    data-testid={`bar-${week.label}`}
                    className="h-full rounded-full bg-linear-to-r from-primary to-accent"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
