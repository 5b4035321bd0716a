// A build whose job died without the handler failing the store (expired, crashed worker, lost),
// on a real database and a real pg-boss without workers (the tests play the jobs' fates): the
// store is reported failed, a relaunch starts a new build under a new job id, and an attempt of
// the abandoned build that is still running cannot touch the new one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreBuildStepId } from '@encore/contracts';
import { storeProducts, stores, type StoreRow } from '../../db/schema/index.ts';
import { JOB_SCHEMA, type JobQueue, type JobState } from '../../jobs/queue.ts';
import { testLogger } from '../../testing/test-logger.ts';
import type { Services } from '../../composition.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { createBuildStoreHandler, type BuildStoreOptions } from './jobs/build-store.job.ts';
import { buildJobId, buildStoreJob } from './jobs/build-store.job.ts';
import { STALLED_BUILD_ERROR } from './build-stall.ts';
import { createStoresService, type StoresService } from './service.ts';
import { createDesign, createUser, linkArtist } from './testing/store-factories.ts';
import { useStoreServices } from './testing/use-store-services.ts';

const kit = useStoreServices('stall', { startQueue: true });
let database: TestDatabase;
let queue: JobQueue;
let services: Services;
let stores$: StoresService;

beforeAll(() => {
  ({ database, queue, services } = kit);
  stores$ = createStoresService(services);
});

const storeOf = async (userId: string): Promise<StoreRow> => {
  const [row] = await database.db.select().from(stores).where(eq(stores.userId, userId));
  if (!row) throw new Error('no store');
  return row;
};
/** What pg-boss does to a job that expires on its last attempt, or that an admin cancels. */
const setJobState = (store: StoreRow, state: JobState) =>
  database.pool.query(`UPDATE ${JOB_SCHEMA}.job SET state = $1 WHERE name = $2 AND id = $3`, [
    state,
    buildStoreJob.queue,
    buildJobId(store),
  ]);
const run = (storeId: string, options: BuildStoreOptions = {}) =>
  createBuildStoreHandler(services, options)(
    { storeId },
    { jobId: 'by-hand', attempt: 1, logger: testLogger },
  );

async function artistWithDesigns(count: number) {
  const userId = await createUser(database.db);
  await linkArtist(database.db, userId);
  const made = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await createDesign(database.db, { userId, storage: services.storage }));
  }
  return { userId, designIds: made.map((design) => design.id) };
}

describe('a stalled build', () => {
  it('whose job failed is reported honestly, and a relaunch queues a new build', async () => {
    const { userId, designIds } = await artistWithDesigns(2);
    const [first = '', second = ''] = designIds;
    await stores$.launch(userId, [first]);
    const stalled = await storeOf(userId);
    await setJobState(stalled, 'failed');

    const details = await stores$.details(userId);
    expect(details).toMatchObject({ storeState: 'pre-store', shopifyStoreUrl: null });
    expect(details.build?.error).toBe(STALLED_BUILD_ERROR);
    expect((await stores$.buildStatus(userId)).status).toBe('failed');

    expect(await stores$.launch(userId, [second])).toEqual({
      storeId: stalled.id,
      created: false,
    });
    const relaunched = await storeOf(userId);
    expect(relaunched).toMatchObject({
      status: 'processing',
      selectedDesignIds: [second],
      completedSteps: [],
      buildError: null,
    });
    expect(buildJobId(relaunched)).not.toBe(buildJobId(stalled));
    expect(await queue.getJob(buildStoreJob, buildJobId(relaunched))).toMatchObject({
      state: 'created',
    });
  });

  it('far beyond its estimate is relaunched even though its job still looks alive', async () => {
    const { userId, designIds } = await artistWithDesigns(2);
    const [first = '', second = ''] = designIds;
    await stores$.launch(userId, [first]);
    const stalled = await storeOf(userId);
    await setJobState(stalled, 'active');
    const hourLater = createStoresService({
      ...services,
      now: () => new Date(Date.now() + 60 * 60 * 1000),
    });
    // An hour on the clock of this instance only: the other still sees a healthy build.
    expect((await stores$.details(userId)).storeState).toBe('processing');

    await hourLater.launch(userId, [second]);
    const relaunched = await storeOf(userId);
    expect(relaunched).toMatchObject({ status: 'processing', selectedDesignIds: [second] });
    expect(buildJobId(relaunched)).not.toBe(buildJobId(stalled));
    expect((await queue.getJob(buildStoreJob, buildJobId(relaunched)))?.state).toBe('created');
  });

  it('is not mistaken for a healthy one: a repeated launch of a live build adds nothing', async () => {
    const { userId, designIds } = await artistWithDesigns(1);
    await stores$.launch(userId, designIds);
    const building = await storeOf(userId);
    await stores$.launch(userId, designIds);
    expect(await storeOf(userId)).toEqual(building);
    expect((await stores$.details(userId)).storeState).toBe('processing');
    const { rows } = await database.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${JOB_SCHEMA}.job WHERE name = $1 AND data->>'storeId' = $2`,
      [buildStoreJob.queue, building.id],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('keeps an abandoned attempt still running from ticking or finishing the new build', async () => {
    const { userId, designIds } = await artistWithDesigns(2);
    const [first = '', second = ''] = designIds;
    const { storeId } = await stores$.launch(userId, [first]);
    const steps: StoreBuildStepId[] = [];
    // The old attempt outlives its job: the job expires, the artist launches again, and only
    // then does the attempt carry on with its remaining steps.
    await run(storeId, {
      afterStep: async (step) => {
        steps.push(step);
        if (step !== 'structure') return;
        await setJobState(await storeOf(userId), 'failed');
        await stores$.launch(userId, [second]);
      },
    });
    expect(steps).toEqual(['structure', 'products', 'payments', 'settings']);
    expect(await storeOf(userId)).toMatchObject({
      status: 'processing',
      selectedDesignIds: [second],
      completedSteps: [],
    });

    await run(storeId);
    expect(await storeOf(userId)).toMatchObject({ status: 'ready', selectedDesignIds: [second] });
    const products = await database.db
      .select({ designId: storeProducts.designId })
      .from(storeProducts)
      .where(eq(storeProducts.storeId, storeId));
    expect(products.map((product) => product.designId)).toEqual(Array(5).fill(second));
  });
});
