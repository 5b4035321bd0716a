// The processing screens' read while the designs job is taken back (issue 15 F2, decision 056):
// held by a worker that stopped beating, or put back for a retry, getProcessingStatus says
// "Picking up where we left off…" (retrying) instead of the step the dead attempt stopped at; the
// retry itself says so until its next step, and never sends the bar back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESUMING_STEP } from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../../jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { testLogger } from '../../testing/test-logger.ts';
import { testServices } from '../../testing/test-services.ts';
import type { Services } from '../../composition.ts';
import {
  createGenerateDesignsHandler,
  generateDesignsJob,
  generateDesignsJobId,
} from './jobs/generate-designs.job.ts';
import { createDesignsService, type DesignsService } from './service.ts';
import { saveProgress, startGeneration } from './repository.ts';
import { progressOf } from './progress.ts';

const firstArtist = demoArtists[0];
if (!firstArtist) throw new Error('the offline catalog has artists');
const artist = firstArtist;

let dataDir: string;
let database: TestDatabase;
let queue: JobQueue;
let services: Services;
let designs: DesignsService;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'encore-processing-retry-'));
  database = await createTestDatabase();
  queue = createJobQueue(database, {
    logger: testLogger,
    recovery: { mode: 'heartbeat', workerTimeoutSeconds: 3 },
  });
  await queue.start();
  services = testServices({
    database,
    queue,
    env: { DATA_DIR: dataDir, DESIGN_PRINT_SCALE: 'preview', DESIGN_MOCKUP_WIDTH: '200' },
  });
  designs = createDesignsService({ database, storage: services.storage, queue });
});
afterAll(async () => {
  await queue?.stop({ graceful: false });
  await database?.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

/** A user whose designs job got to 2 of 4 mockups, its job active on `worker`. */
async function halfwayThrough(worker: { id: string; beatSecondsAgo: number }) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${crypto.randomUUID()}@example.com`, state: 'onboarded' })
    .returning();
  if (!user) throw new Error('no user');
  const run = await startGeneration(database.db, user.id, artist.id);
  await saveProgress(database.db, run.id, progressOf.mockups(2, 4));
  const jobId = generateDesignsJobId(user.id);
  await queue.send(generateDesignsJob, { userId: user.id, spotifyId: artist.id }, { id: jobId });
  await database.pool.query(
    `UPDATE ${JOB_SCHEMA}.job SET state = 'active', started_on = now() WHERE id = $1`,
    [jobId],
  );
  await database.pool.query(
    `INSERT INTO job_workers (id, hostname, pid, beat_at)
     VALUES ($1, 'host', 1, now() - make_interval(secs => $2))`,
    [worker.id, worker.beatSecondsAgo],
  );
  await database.pool.query(
    `INSERT INTO job_worker_claims (queue, job_id, worker_id) VALUES ($1, $2, $3)`,
    [generateDesignsJob.queue, jobId, worker.id],
  );
  return { userId: user.id, jobId };
}

it('shows the step while the worker beats', async () => {
  const { userId } = await halfwayThrough({ id: 'alive', beatSecondsAgo: 0 });
  const status = await designs.processingStatus(userId);
  expect(status.currentStep).toBe('Applying designs to merchandise templates (2 of 4)');
  expect(status.retrying).toBeUndefined();
});

it('says it is picking up once the worker stopped, and while the job waits for its retry', async () => {
  const { userId, jobId } = await halfwayThrough({ id: 'dead', beatSecondsAgo: 60 });
  expect(await designs.processingStatus(userId)).toMatchObject({
    progress: 70,
    currentStep: RESUMING_STEP,
    retrying: true,
    isComplete: false,
  });
  await database.pool.query(`UPDATE ${JOB_SCHEMA}.job SET state = 'retry' WHERE id = $1`, [jobId]);
  expect(await designs.processingStatus(userId)).toMatchObject({ retrying: true });
});

it('the retry says so first, and moves the bar on from where the last attempt got', async () => {
  const { userId } = await halfwayThrough({ id: 'gone', beatSecondsAgo: 60 });
  const seen: { progress: number; currentStep: string }[] = [];
  await createGenerateDesignsHandler(services, {
    onProgress: (step) => seen.push({ progress: step.progress, currentStep: step.currentStep }),
  })({ userId, spotifyId: artist.id }, { jobId: 'retry', attempt: 2, logger: testLogger });
  expect(seen[0]).toEqual({ progress: 70, currentStep: RESUMING_STEP });
  const firstDesigns = seen.slice(1, seen.findIndex((step) => step.progress === 100) + 1);
  expect(firstDesigns.every((step) => step.progress > 70)).toBe(true);
  expect((await designs.processingStatus(userId)).isComplete).toBe(true);
});
