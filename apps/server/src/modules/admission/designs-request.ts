// Queues the design generation of an admitted user exactly once. The job id is derived from the
// user id, so two concurrent requests insert one job; the `designs_requested_at` flag keeps a
// later request (after pg-boss has archived the finished job and freed its id) from queuing again.
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { generateDesignsJob, generateDesignsJobId } from '../designs/index.ts';
import { findArtistLink, markDesignsRequested } from './repository.ts';

/** A UUID (version 5 layout) fixed by the user id: pg-boss job ids are UUIDs. */
export const designsJobId = generateDesignsJobId;

/**
 * Queues the user's designs unless that was done already. Called after the admission commits
 * (never inside it: on PGlite a transaction holds the only session). If the process stops between
 * the commit and this call, the next submit-onboarding of the user (or `admit`) queues it.
 * Returns false when there is nothing to queue (no artist linked) or it was queued before.
 */
export async function requestDesigns(
  deps: { db: Db; queue: JobQueue },
  userId: string,
): Promise<boolean> {
  const link = await findArtistLink(deps.db, userId);
  if (!link || link.designsRequestedAt !== null) return false;
  await deps.queue.send(
    generateDesignsJob,
    { userId, spotifyId: link.spotifyId },
    { id: designsJobId(userId) },
  );
  return markDesignsRequested(deps.db, userId);
}
