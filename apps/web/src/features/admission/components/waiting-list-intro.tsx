import { Hourglass } from 'lucide-react';

/** The top of both waiting lists (spec §2.3, §2.7): full capacity, progress saved. */
export function WaitingListIntro() {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-linear-to-br from-violet-500/30 to-pink-500/30 text-primary ring-1 ring-primary/30">
        <Hourglass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight">You&apos;re on the list!</h1>
      <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">
        We&apos;re at full capacity right now. You&apos;ll be the first to know when a spot opens
        up.
      </p>
      <p className="mt-2 text-sm font-medium text-foreground/90">Your progress has been saved.</p>
    </div>
  );
}
