import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface StatCardProps {
  label: string;
  value: string;
  caption: string;
  icon: LucideIcon;
  /** Colours the caption, e.g. a rise or fall. */
  captionTone?: 'neutral' | 'up' | 'down';
}

/** One figure of a store dashboard: label, value and what it covers. */
export function StatCard({
  label,
  value,
  caption,
  icon: Icon,
  captionTone = 'neutral',
}: StatCardProps) {
  return (
    <section
      aria-label={label}
      className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-card/80 p-4 shadow-lg shadow-black/20 sm:p-5"
    >
      <div className="flex items-center gap-2">
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary sm:size-7">
          <Icon aria-hidden="true" className="size-3.5" />
        </span>
        <h2 className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{label}</h2>
      </div>
      <p className="mt-1 truncate text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
        {value}
      </p>
      <p
        className={cn(
          'text-xs',
          captionTone === 'up' && 'text-emerald-400',
          captionTone === 'down' && 'text-rose-400',
          captionTone === 'neutral' && 'text-muted-foreground',
        )}
      >
        {caption}
      </p>
    </section>
  );
}
