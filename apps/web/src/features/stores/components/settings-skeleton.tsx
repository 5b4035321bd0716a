import { Skeleton } from '../../../components/ui/skeleton';

/** The store settings page in outline: URL, visibility switches. */
export function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-2xl border border-border bg-card/80 p-5 sm:p-6">
        <Skeleton className="h-5 w-28" />
        <div className="mt-4 flex gap-2">
          <Skeleton className="h-11 flex-1" />
          <Skeleton className="h-11 w-24" />
        </div>
      </div>
      <div className="rounded-2xl border border-border bg-card/80 p-5 sm:p-6">
        <Skeleton className="h-5 w-36" />
        {[0, 1].map((row) => (
          <div key={row} className="mt-5 flex items-center justify-between gap-4">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
            <Skeleton className="h-7 w-12 rounded-full" />
          </div>
        ))}
      </div>
      <div className="rounded-2xl border border-border bg-card/80 p-5 sm:p-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="mt-4 h-11 w-full" />
      </div>
    </div>
  );
}
