// A build launched while its designs' print files are still being drawn: the structure is made
// meanwhile, and the build goes on the moment the designs job announces the last print file
// rather than at its next look.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { StoreBuildStepId } from '@encore/contracts';
import { designs, stores } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import type { TestDatabase } from '../../../testing/test-database.ts';
import { testLogger } from '../../../testing/test-logger.ts';
import type { Services } from '../../../composition.ts';
import { announcePrintFile } from '../../designs/index.ts';
import { createStoresService, type StoresService } from '../service.ts';
import { createDesign, createUser, linkArtist, testArtist } from '../testing/store-factories.ts';
import { useStoreServices } from '../testing/use-store-services.ts';
import { createBuildStoreHandler } from './build-store.job.ts';

const kit = useStoreServices('build-wait');
let database: TestDatabase;
let services: Services;
let stores$: StoresService;

beforeAll(() => {
  ({ database, services } = kit);
  const queue: Pick<JobQueue, 'send' | 'getJob'> = {
    send: async () => null,
    getJob: async () => null,
  };
  stores$ = createStoresService({ ...services, queue });
});

const storeOf = async (storeId: string) =>
  (await database.db.select().from(stores).where(eq(stores.id, storeId)))[0];

it('makes the structure while print files are missing and goes on when the last is announced', async () => {
  const userId = await createUser(database.db);
  await linkArtist(database.db, userId, testArtist);
  const printed = await createDesign(database.db, { userId, storage: services.storage });
  const drawing = await createDesign(database.db, { userId, printKey: null });
  const { storeId } = await stores$.launch(userId, [printed.id, drawing.id]);

  const steps: StoreBuildStepId[] = [];
  let structureDone: () => void = () => undefined;
  const structured = new Promise<void>((resolve) => {
    structureDone = resolve;
  });
  // Looking again only every 30 s: only the announcement can finish this build in time.
  const building = createBuildStoreHandler(services, {
    printWaitMs: 60_000,
    printPollMs: 30_000,
    afterStep: async (step) => {
      steps.push(step);
      if (step === 'structure') structureDone();
    },
  })({ storeId }, { jobId: 'job-1', attempt: 1, logger: testLogger });

  await structured;
  expect(await storeOf(storeId)).toMatchObject({
    status: 'processing',
    completedSteps: ['structure'],
  });
  await database.db
    .update(designs)
    .set({ printKey: 'prints/drawn-late.png' })
    .where(eq(designs.id, drawing.id));
  const announcedAt = performance.now();
  await announcePrintFile(database.notifications, userId);
  await building;

  expect(performance.now() - announcedAt).toBeLessThan(5_000);
  expect(steps).toEqual(['structure', 'products', 'payments', 'settings']);
  expect(await storeOf(storeId)).toMatchObject({
    status: 'ready',
    isEnabled: true,
    isPrivate: false,
    completedSteps: ['structure', 'products', 'payments', 'settings'],
  });
});

it('stops waiting when the structure fails, without holding on to the wait', async () => {
  const userId = await createUser(database.db);
  await linkArtist(database.db, userId, testArtist);
  const drawing = await createDesign(database.db, { userId, printKey: null });
  const { storeId } = await stores$.launch(userId, [drawing.id]);
  const failing = {
    ...services,
    shopPlatform: {
      ...services.shopPlatform,
      createStore: () => Promise.reject(new Error('platform down')),
    },
  };
  const startedAt = performance.now();
  await expect(
    createBuildStoreHandler(failing, { printWaitMs: 60_000, printPollMs: 30_000 })(
      { storeId },
      { jobId: 'job-1', attempt: 1, logger: testLogger },
    ),
  ).rejects.toThrow('platform down');
  expect(performance.now() - startedAt).toBeLessThan(5_000);
  expect(await storeOf(storeId)).toMatchObject({
    status: 'processing',
    completedSteps: [],
    buildError: 'Something went wrong building your store. Trying again…',
  });
});
