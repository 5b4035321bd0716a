import { useId } from 'react';
import { cn } from '../../lib/cn';

interface EncoreLogoProps {
  className?: string;
  /** Mark only, for tight spaces; the wordmark is then the accessible name. */
  markOnly?: boolean;
}

/** Encore's mark (an "E" drawn as three sound bars) and wordmark. */
export function EncoreLogo({ className, markOnly = false }: EncoreLogoProps) {
  const gradientId = useId();
  return (
    <span
      className={cn('inline-flex items-center gap-2.5 text-foreground', className)}
      aria-label={markOnly ? 'Encore' : undefined}
      role={markOnly ? 'img' : undefined}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#f472b6" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <rect x="8" y="8.5" width="16" height="3.5" rx="1.75" fill="#12091f" />
        <rect x="8" y="14.25" width="11" height="3.5" rx="1.75" fill="#12091f" />
        <rect x="8" y="20" width="14" height="3.5" rx="1.75" fill="#12091f" />
      </svg>
      {!markOnly && <span className="text-xl font-bold tracking-tight">Encore</span>}
    </span>
  );
}
