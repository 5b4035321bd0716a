import { cn } from '../../lib/cn';

interface ProgressBarProps {
  /** What is progressing, for screen readers. */
  label: string;
  /** 0–100; the bar shows it as is, screen readers hear it rounded. */
  percent: number;
  className?: string;
}

/** A rounded bar that fills smoothly as work progresses. */
export function ProgressBar({ label, percent, className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-primary to-accent transition-[width] duration-700 ease-out"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
