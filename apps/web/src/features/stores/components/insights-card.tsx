import { Sparkles } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** 'AI Insights' (spec §2.7): sentences true of the store's figures, most useful first. */
export function InsightsCard({ insights }: { insights: readonly string[] }) {
  return (
    <Card className="border-primary/25 bg-linear-to-br from-primary/10 via-card/80 to-card/80">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          AI Insights
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="AI Insights" className="flex flex-col gap-3">
          {insights.map((insight) => (
            <li key={insight} className="flex gap-3 text-sm leading-6">
              <span
                aria-hidden="true"
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary"
              />
              <span>{insight}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
