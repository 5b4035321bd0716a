import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../db/client.ts';
import { jobHeartbeats, type JobHeartbeatRow } from '../db/schema/index.ts';
import { defineJob, type JobHandler } from './define-job.ts';

/**
 * Proves the queue end to end: a worker records one row per key. Send it with a fresh key and
 * look the key up to check that jobs are being worked (health checks, tests).
 */
export const heartbeatJob = defineJob({
  name: 'system.heartbeat',
  payload: z.object({
    key: z.string().min(1).max(200),
    sentAt: z.iso.datetime({ offset: true }),
  }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: false,
  expireInSeconds: 60,
});

export function createHeartbeatHandler({
  database,
}: {
  database: Database;
}): JobHandler<typeof heartbeatJob> {
  return async ({ key, sentAt }, { jobId }) => {
    // Keyed by the payload's key: a retry or a second delivery finds the row and writes nothing.
    await database.db
      .insert(jobHeartbeats)
      .values({ key, jobId, sentAt: new Date(sentAt) })
      .onConflictDoNothing({ target: jobHeartbeats.key });
  };
}

export async function findHeartbeat(db: Db, key: string): Promise<JobHeartbeatRow | undefined> {
  const [row] = await db.select().from(jobHeartbeats).where(eq(jobHeartbeats.key, key));
  return row;
}
