import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';

/** While the artist is looked up (spec §2.2): 'Analyzing Your Music' over the card to come. */
export function AnalyzingSkeleton() {
  return (
    <section aria-labelledby="analyzing-title" aria-busy="true">
      <div className="flex items-center gap-3">
        <Spinner aria-hidden="true" className="size-5" />
        <h1 id="analyzing-title" className="text-2xl font-bold tracking-tight">
          Analyzing Your Music
        </h1>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        Finding your artist profile, genres and artwork…
      </p>
      <div className="mt-8 overflow-hidden rounded-3xl border border-border bg-card/60">
        <Skeleton className="aspect-[4/3] w-full rounded-none" />
        <div className="space-y-3 p-5">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <div className="flex gap-2 pt-1">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
        </div>
      </div>
    </section>
  );
}
