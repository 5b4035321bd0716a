import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createJobQueue } from './jobs/queue.ts';
import { startWorkers } from './jobs/registry.ts';
import { createLogger } from './logger.ts';
import { createServices } from './composition.ts';

/** `npm start`: the web server, and (by default) the job workers in the same process. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase({ ...config, logger });
  const queue = createJobQueue(database, {
    logger,
    recovery: { workerTimeoutSeconds: config.jobWorkerTimeoutSeconds },
  });
  await queue.start();
  const services = createServices({ config, database, queue, logger });
  const app = await buildApp({ services });
  if (config.workers === 'inline') await startWorkers(queue, services);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    await app.close(); // stop taking requests, finish the ones in flight
    await queue.stop({ graceful: true });
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.backend,
      workers: config.workers,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Encore is ready',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
