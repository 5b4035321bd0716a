// The shared services on a fresh database and data folder for one store test file, whose tests
// run the build jobs by hand: `const kit = useStoreServices('name')` at the top of the file. After
// its tests, the build's background picture variants are waited for before the folder goes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Services } from '../../../composition.ts';
import { createJobQueue, type JobQueue } from '../../../jobs/queue.ts';
import { imageVariantsOf } from '../../../storage/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { testLogger } from '../../../testing/test-logger.ts';
import { testServices } from '../../../testing/test-services.ts';

export interface StoreServices {
  database: TestDatabase;
  /** A real pg-boss on the test database; started only with `{ startQueue: true }`. */
  queue: JobQueue;
  services: Services;
}

export function useStoreServices(
  name: string,
  options: { startQueue?: boolean } = {},
): StoreServices {
  let current: (StoreServices & { dataDir: string }) | undefined;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), `encore-${name}-`));
    const database = await createTestDatabase();
    const queue = createJobQueue(database, { logger: testLogger });
    if (options.startQueue) await queue.start();
    const services = testServices({ database, queue, env: { DATA_DIR: dataDir } });
    current = { database, queue, services, dataDir };
  });
  afterAll(async () => {
    if (!current) return;
    if (options.startQueue) await current.queue.stop({ graceful: false });
    await imageVariantsOf(current.services.storage).stop();
    await current.database.cleanup();
    await rm(current.dataDir, { recursive: true, force: true });
  });
  const started = () => {
    if (!current) throw new Error('the store services start in beforeAll: use them in tests');
    return current;
  };
  return {
    get database() {
      return started().database;
    },
    get queue() {
      return started().queue;
    },
    get services() {
      return started().services;
    },
  };
}
