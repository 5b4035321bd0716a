import { AlertCircle, ImageOff, LoaderCircle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The grid's columns: one on phones, two on tablets, three on desktop. */
export const gridClassName = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** Card-shaped placeholders while designs load, in the grid's own layout (no shift). */
export function DesignGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading designs" aria-busy="true" className={gridClassName}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="overflow-hidden rounded-2xl border border-border bg-card/60"
        >
          <div className="aspect-square w-full animate-pulse bg-muted" />
          <div className="flex min-h-[4.5rem] flex-col justify-center gap-2 px-4 py-3.5">
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-muted/70" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function DesignsLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
    >
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <p className="text-sm font-medium">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Retry
      </Button>
    </div>
  );
}

/** Spec §2.5: 'No designs yet - Your designs will appear here once they're ready'. */
export function NoDesignsYet() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <ImageOff aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No designs yet</h2>
      <p className="text-sm text-muted-foreground">
        Your designs will appear here once they&apos;re ready
      </p>
    </div>
  );
}

/** Spec §2.7: shown while any design has status 'processing'. */
export function DesignsProcessingNotice() {
  return (
    <div
      role="status"
      className="mb-5 flex items-center gap-2.5 rounded-xl border border-primary/30 bg-primary/10 px-3.5 py-2.5 text-sm"
    >
      <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
      <span>Some designs are still being processed.</span>
    </div>
  );
}
