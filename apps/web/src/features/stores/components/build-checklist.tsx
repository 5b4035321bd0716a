import { Circle, CircleCheck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Spinner } from '../../../components/ui/spinner';

export type ChecklistStatus = 'done' | 'active' | 'pending';

export interface ChecklistStep {
  id: string;
  label: string;
  status: ChecklistStatus;
}

const statusText: Record<ChecklistStatus, string> = {
  done: 'done',
  active: 'in progress',
  pending: 'not started',
};

/** Steps of a job as they happen: done ticked, the current one spinning, the rest dimmed. */
export function BuildChecklist({
  steps,
  label,
  className,
}: {
  steps: readonly ChecklistStep[];
  label: string;
  /** Layout of the list, e.g. two columns on a wide banner. */
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-3 text-left', className)}>
      {steps.map((step) => (
        <li
          key={step.id}
          data-status={step.status}
          className={cn(
            'flex items-center gap-3 text-sm transition-opacity',
            step.status === 'done' && 'text-foreground',
            step.status === 'active' && 'font-semibold text-foreground',
            step.status === 'pending' && 'text-muted-foreground opacity-80',
          )}
        >
          {step.status === 'done' ? (
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-400" />
          ) : step.status === 'active' ? (
            <Spinner aria-hidden="true" role="presentation" className="size-5 shrink-0" />
          ) : (
            <Circle aria-hidden="true" className="size-5 shrink-0" />
          )}
          <span>
            {step.label}
            <span className="sr-only"> ({statusText[step.status]})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
