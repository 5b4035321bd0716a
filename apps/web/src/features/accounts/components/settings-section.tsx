import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export function SettingsSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2
        id={id}
        className="mb-2 px-1 text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase"
      >
        {title}
      </h2>
      <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card/70">
        {children}
      </div>
    </section>
  );
}

const rowClass = 'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left text-sm';

/** A setting with nothing behind it yet: shown, disabled, with the reason under it. */
export function UnavailableRow({
  icon: Icon,
  label,
  note,
}: {
  icon: LucideIcon;
  label: string;
  note: string;
}) {
  return (
    <button type="button" disabled className={cn(rowClass, 'cursor-not-allowed')}>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground/60" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium text-foreground/60">{label}</span>
        <span className="text-xs text-muted-foreground">{note}</span>
      </span>
    </button>
  );
}

export function LinkRow({
  icon: Icon,
  label,
  to,
}: {
  icon: LucideIcon;
  label: string;
  to: string;
}) {
  return (
    <Link to={to} className={cn(rowClass, 'transition-colors hover:bg-muted/60')}>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span className="flex-1 font-medium">{label}</span>
      <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
    </Link>
  );
}
