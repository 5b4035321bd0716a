import { Check, Music, Palette, Shirt, type LucideIcon } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import type { StageState } from '../lib/processing-display';

const icons: readonly LucideIcon[] = [Music, Palette, Shirt];

const stateLabel: Record<StageState, string> = {
  pending: 'Pending',
  active: 'In progress',
  completed: 'Completed',
};

/** One of the three stage cards of spec §2.4: pending, active or completed. */
export function ProcessingStageCard({
  index,
  title,
  state,
}: {
  index: number;
  title: string;
  state: StageState;
}) {
  const Icon = state === 'completed' ? Check : (icons[index] ?? Music);
  return (
    <li
      data-state={state}
      aria-current={state === 'active' ? 'step' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl border p-3.5 transition-colors sm:flex-col sm:gap-2.5 sm:p-4 sm:text-center',
        state === 'active' && 'border-primary/60 bg-primary/10 shadow-lg shadow-primary/10',
        state === 'completed' && 'border-emerald-500/40 bg-emerald-500/10',
        state === 'pending' && 'border-border bg-card/50 opacity-80',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          state === 'active' && 'bg-primary text-primary-foreground',
          state === 'completed' && 'bg-emerald-500 text-white',
          state === 'pending' && 'bg-muted text-muted-foreground',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn('size-5', state === 'active' && 'animate-pulse')}
          strokeWidth={state === 'completed' ? 3 : 2}
        />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold">{title}</span>
        <span
          className={cn(
            'block text-xs',
            state === 'active' ? 'text-primary' : 'text-muted-foreground',
            state === 'completed' && 'text-emerald-400',
          )}
        >
          {stateLabel[state]}
        </span>
      </span>
    </li>
  );
}
