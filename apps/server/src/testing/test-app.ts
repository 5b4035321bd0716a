// A real server on a fresh database for one test file, reached through real HTTP.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EndpointName, TokenResponse } from '@encore/contracts';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { startWorkers } from '../jobs/registry.ts';
import { createLogger } from '../logger.ts';
import { createServices, type Services } from '../composition.ts';
import { imageVariantsOf } from '../storage/index.ts';
import { signInWithLocalProvider } from './sign-in.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { callWorkflow } from './workflow-calls.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  services: Services;
  queue: JobQueue;
  /** http://127.0.0.1:<port> of the listening server. */
  baseUrl: string;
  /** Signs a person in through the built-in OpenID provider, as a browser does: their tokens. */
  signIn(person: {
    email: string;
    name?: string;
    generation?: 'v2' | 'legacy';
  }): Promise<TokenResponse>;
  /** Calls a workflow endpoint the way the web client does (spec §7). */
  call(
    name: EndpointName,
    request: unknown,
    accessToken?: string,
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** How long one shut-down step may take before the test file gives up on it. */
const CLOSE_STEP_MS = 20_000;

/**
 * One step of closing a test app, bounded: a step that hangs (a job handler still holding a
 * connection on a loaded machine, say) is reported by name and left behind, rather than failing
 * the file's afterAll hook with no clue which step it was. The tests have all run by then.
 */
async function closeStep(what: string, step: () => Promise<unknown>): Promise<void> {
  const startedAt = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), CLOSE_STEP_MS);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([step(), timedOut]);
    if (outcome === 'timed out') {
      console.warn(`test app: closing ${what} took over ${CLOSE_STEP_MS / 1000} s; left behind`);
    }
  } catch (error) {
    const ms = Math.round(performance.now() - startedAt);
    console.warn(`test app: closing ${what} failed after ${ms} ms`, error);
  } finally {
    clearTimeout(timer);
  }
}

/** A stand-in for the built SPA, so the static and history-fallback behaviour is testable. */
async function writeFakeSpa(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><title>Encore</title><div id="root"></div>',
  );
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("encore")');
}

/**
 * A free port, found before the app is built: the app's PUBLIC_URL (its OpenID issuer and
 * redirect URI) must be the address tests reach it at.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestAppOptions {
  /** Receives the server's log lines (at LOG_LEVEL, default info); otherwise nothing is logged. */
  logStream?: DestinationStream;
  /** Reuse a database (e.g. to restart the server on the same data); closed by the caller. */
  database?: TestDatabase;
  /** Run the job workers in the test's process, as `npm start` does. Default true. */
  workers?: boolean;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const workDir = await mkdtemp(join(tmpdir(), 'encore-test-app-'));
  const webDistDir = join(workDir, 'web');
  await writeFakeSpa(webDistDir);
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST_DIR: webDistDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const logger = createLogger(
    { logLevel: options.logStream ? config.logLevel : 'silent' },
    options.logStream ? { stream: options.logStream } : {},
  );
  const queue = createJobQueue(database, { logger, pollingIntervalSeconds: 0.5 });
  await queue.start();
  const services = createServices({ config, database, queue, logger });
  if (options.workers ?? true) await startWorkers(queue, services);
  const app = await buildApp({ services, logRequests: options.logStream !== undefined });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    services,
    queue,
    baseUrl: config.publicUrl,
    signIn: async (person) => (await signInWithLocalProvider(config.publicUrl, person)).tokens,
    call: (name, request, accessToken) =>
      callWorkflow(config.publicUrl, name, request, accessToken),
    async close() {
      await closeStep('the HTTP server', () => app.close());
      // Gracefully, briefly: jobs that end in time are recorded; a later one's result is dropped
      // (jobs/job-result-writes.ts), never written into the closed pool.
      await closeStep('the job queue', () => queue.stop({ graceful: true, timeoutMs: 5_000 }));
      // The store build's background picture variants write files: done before the folder goes.
      await closeStep('the picture variants', () => imageVariantsOf(services.storage).stop());
      if (ownsDatabase) await closeStep('the database', () => database.cleanup());
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
