import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface SpinnerProps extends ComponentProps<'svg'> {
  /** Announced to screen readers. */
  label?: string;
}

export function Spinner({ label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label}
      className={cn('size-6 animate-spin text-primary', className)}
      {...props}
    />
  );
}
