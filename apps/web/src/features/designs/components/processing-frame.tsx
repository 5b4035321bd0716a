import type { ReactNode } from 'react';
import { EncoreLogo } from '../../../components/brand/encore-logo';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

/** The page of both processing screens (spec §2.4, §2.7): the logo and one centred column. */
export function ProcessingFrame({
  widthClassName,
  children,
}: {
  /** The column's width: the legacy screen's stage cards need more room. */
  widthClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header
        className={cn('mx-auto flex h-16 w-full items-center justify-center px-5', widthClassName)}
      >
        <EncoreLogo />
      </header>
      <main
        className={cn(
          'mx-auto flex w-full flex-1 animate-fade-in flex-col justify-center px-5 pb-16',
          widthClassName,
        )}
      >
        {children}
      </main>
    </div>
  );
}

interface ProgressPanelProps {
  message: string;
  /** How the status line looks (the legacy screen colours it when done or failed). */
  messageClassName: string;
  percent: number;
  /** The progress bar's accessible name. */
  barLabel: string;
  className: string;
  /** What follows the bar. */
  children?: ReactNode;
}

/** The status line, the percent and the bar of both processing screens. */
export function ProgressPanel({
  message,
  messageClassName,
  percent,
  barLabel,
  className,
  children,
}: ProgressPanelProps) {
  return (
    <section
      aria-label="Progress"
      className={cn('rounded-2xl border border-border bg-card/70 p-5', className)}
    >
      <div className="flex items-center justify-between gap-4 text-sm">
        <p aria-live="polite" className={messageClassName}>
          {message}
        </p>
        <span className="shrink-0 font-semibold text-primary tabular-nums">
          {Math.round(percent)}%
        </span>
      </div>
      <ProgressBar label={barLabel} percent={percent} className="mt-3 h-2.5" />
      {children}
    </section>
  );
}
