import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { authUserQueryOptions } from '../../../../lib/api/get-auth-user';
import { useSession } from '../../../../lib/auth';

/**
 * The user's real place in the waiting list, from auth-user — or nothing when it is not known
 * (signed out, not on the list, the call failed). Never a made-up position.
 */
export function QueuePositionCard() {
  const { session } = useSession();
  // Fresh each time: the place changes as others get in, and a cached answer may predate joining.
  const { data } = useQuery({ ...authUserQueryOptions(session?.user.id), staleTime: 0 });
  const position = data?.waitingListPosition;
  if (typeof position !== 'number') return null;

  return (
    <section
      aria-label="Your place in the queue"
      className="flex items-center gap-4 rounded-2xl border border-border bg-card/60 p-4"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Users aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="text-2xl font-bold tracking-tight">#{position} in queue</p>
        <p className="text-sm text-muted-foreground">
          {position === 1 ? 'You are next in line.' : `${position - 1} ahead of you.`}
        </p>
      </div>
    </section>
  );
}
