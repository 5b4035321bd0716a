import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block in the shape of content that is not there yet. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />;
}
