// `stores.build`: turns a launched store (status processing) into a live one, step by step.
// One job per build: its id is derived from the store and the build's start, so a double click,
// a second web server or a re-sent launch finds the job already queued and adds none.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { StoreRow } from '../../db/schema/index.ts';

export const buildStoreJob = defineJob({
  name: 'stores.build',
  payload: z.object({ storeId: z.uuid() }),
  // Waiting for print files is a retry every few seconds (see build-handler.ts), so the limit is
  // about patience: 60 attempts of up to ~15 s each give the designs job 10+ minutes.
  retryLimit: 60,
  retryDelaySeconds: 3,
  retryBackoff: false,
  expireInSeconds: 5 * 60,
});

/** A UUID (the form pg-boss ids take) that names one build of one store. */
export function buildJobId(store: Pick<StoreRow, 'id' | 'buildStartedAt'>): string {
  const hash = createHash('sha256')
    .update(`${buildStoreJob.queue}:${store.id}:${store.buildStartedAt.toISOString()}`)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Queues the build of the store's current launch; sending it again adds nothing. */
export async function sendBuildJob(
  queue: Pick<JobQueue, 'send'>,
  store: Pick<StoreRow, 'id' | 'buildStartedAt'>,
): Promise<void> {
  await queue.send(buildStoreJob, { storeId: store.id }, { id: buildJobId(store) });
}
