// `npm run worker`: job workers in their own process, for deployments that run the web process
// with WORKERS=off. Needs PostgreSQL: the embedded PGlite can only be opened by one process.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createJobQueue } from './jobs/queue.ts';
import { startWorkers } from './jobs/registry.ts';
import { createLogger } from './logger.ts';
import { createServices } from './composition.ts';

const SHUTDOWN_TIMEOUT_MS = 30_000;

const NEEDS_POSTGRES_MESSAGE =
  'Separate worker processes need PostgreSQL (DATABASE_URL): the embedded PGlite database ' +
  'belongs to the web process, which runs workers itself.';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  if (!config.databaseUrl) {
    process.stderr.write(`${NEEDS_POSTGRES_MESSAGE}\n`);
    return 1;
  }

  const logger = createLogger(config, { process: 'worker' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, logger });
  const queue = createJobQueue(database, {
    logger,
    recovery: { workerTimeoutSeconds: config.jobWorkerTimeoutSeconds },
  });
  await queue.start();
  await startWorkers(queue, createServices({ config, database, queue, logger }));

  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  logger.info({ signal }, 'worker shutting down: finishing running jobs');
  // A second signal, or a stuck handler, must not keep the process alive forever.
  const forceExit = setTimeout(() => {
    logger.error('worker shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS + 5_000);
  forceExit.unref();
  process.once('SIGINT', () => process.exit(1));
  process.once('SIGTERM', () => process.exit(1));

  await queue.stop({ graceful: true, timeoutMs: SHUTDOWN_TIMEOUT_MS });
  await database.close();
  logger.info('worker stopped');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
