import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createServices, type Services } from '../composition.ts';
import { testLogger } from './test-logger.ts';

/** The shared services on embedded defaults, for tests that run jobs or services directly. */
export function testServices(deps: {
  database: Database;
  queue: JobQueue;
  env?: Record<string, string>;
}): Services {
  const config = loadConfig({ DATA_DIR: join(tmpdir(), 'encore-test-services'), ...deps.env });
  return createServices({ config, database: deps.database, queue: deps.queue, logger: testLogger });
}
