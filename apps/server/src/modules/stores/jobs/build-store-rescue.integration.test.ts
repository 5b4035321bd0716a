// A store build never waits on a dead design job (issue 15 F2, decision 056): killed before its
// print files, a designs job held by a worker that stopped beating will not make them, so the
// build draws them itself (the engine is seeded: the same designs again) and the store goes live;
// while a design job is still waiting to run, the build waits for it instead.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { designs, storeProducts, stores } from '../../../db/schema/index.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../../../jobs/queue.ts';
import type { Services } from '../../../composition.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { testLogger } from '../../../testing/test-logger.ts';
import { testServices } from '../../../testing/test-services.ts';
import { imageVariantsOf } from '../../../storage/index.ts';
import { createGenerateDesignsHandler, generateDesignsJob } from '../../designs/index.ts';
import { createStoresService, type StoresService } from '../service.ts';
import { createUser, linkArtist, testArtist } from '../testing/store-factories.ts';
import { createBuildStoreHandler } from './build-store.job.ts';
import { PrintFilesPendingError } from './print-file-wait.ts';

let dataDir: string;
let database: TestDatabase;
let queue: JobQueue;
let services: Services;
let stores$: StoresService;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'encore-build-rescue-'));
  database = await createTestDatabase();
  // Heartbeats also on PGlite here, so a job can be held by a worker that died.
  queue = createJobQueue(database, {
    logger: testLogger,
    recovery: { mode: 'heartbeat', workerTimeoutSeconds: 3 },
  });
  await queue.start();
  services = testServices({
    database,
    queue,
    env: {
      DATA_DIR: dataDir,
      DESIGN_PRINT_SCALE: 'preview',
      DESIGN_MOCKUP_WIDTH: '200',
      DESIGN_FIRST_COUNT: '2',
      DESIGN_MAX_COUNT: '2',
    },
  });
  stores$ = createStoresService(services);
});
afterAll(async () => {
  await queue?.stop({ graceful: false });
  if (services) await imageVariantsOf(services.storage).stop();
  await database?.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

/** An artist whose designs job drew the designs, then died before their print files. */
async function designsWithoutPrintFiles() {
  const userId = await createUser(database.db);
  await linkArtist(database.db, userId, testArtist);
  await createGenerateDesignsHandler(services)(
    { userId, spotifyId: testArtist.id },
    { jobId: 'first', attempt: 1, logger: testLogger },
  );
  const drawn = await database.db
    .update(designs)
    .set({ printKey: null, printWidth: null, printHeight: null })
    .where(eq(designs.userId, userId))
    .returning();
  expect(drawn).toHaveLength(2);
  const jobId = await queue.send(generateDesignsJob, { userId, spotifyId: testArtist.id });
  if (!jobId) throw new Error('job not sent');
  return { userId, designIds: drawn.map((design) => design.id), jobId };
}

const build = (storeId: string) =>
  createBuildStoreHandler(services, { printWaitMs: 300, printPollMs: 50 })(
    { storeId },
    { jobId: 'build', attempt: 1, logger: testLogger },
  );

it('makes the print files itself when the design job died with its worker', async () => {
  const { userId, designIds, jobId } = await designsWithoutPrintFiles();
  // The designs job is active, held by a worker whose last beat was a minute ago.
  await database.pool.query(
    `UPDATE ${JOB_SCHEMA}.job SET state = 'active', started_on = now() WHERE id = $1`,
    [jobId],
  );
  await database.pool.query(
    `INSERT INTO job_workers (id, hostname, pid, beat_at)
     VALUES ('dead', 'gone', 1, now() - interval '1 minute')`,
  );
  await database.pool.query(
    `INSERT INTO job_worker_claims (queue, job_id, worker_id) VALUES ($1, $2, 'dead')`,
    [generateDesignsJob.queue, jobId],
  );

  const { storeId } = await stores$.launch(userId, designIds);
  await build(storeId);

  const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
  expect(store).toMatchObject({ status: 'ready', buildError: null });
  const printed = await database.db.select().from(designs).where(eq(designs.userId, userId));
  expect(printed.map((design) => design.printKey)).toEqual([
    expect.any(String),
    expect.any(String),
  ]);
  const products = await database.db
    .select()
    .from(storeProducts)
    .where(eq(storeProducts.storeId, storeId));
  expect(products.length).toBeGreaterThan(0);
  expect(products.every((product) => product.printKey !== null)).toBe(true);
});

it('waits for a design job that is still to run', async () => {
  const { userId, designIds } = await designsWithoutPrintFiles();
  const { storeId } = await stores$.launch(userId, designIds);
  await expect(build(storeId)).rejects.toBeInstanceOf(PrintFilesPendingError);
  const waiting = await database.db.select().from(designs).where(eq(designs.userId, userId));
  expect(waiting.map((design) => design.printKey)).toEqual([null, null]);
});
