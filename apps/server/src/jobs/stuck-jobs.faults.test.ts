// No stuck jobs, with real processes (issue 15 F2, decision 056): a web process (WORKERS=off) and
// an `npm run worker` on a fresh PostgreSQL database; an artist signs in and onboards through the
// real API; the worker is killed (SIGKILL) mid-generation, and again mid-store-build while the
// designs job is still drawing print files. A fresh worker must take both jobs back: the designs
// job retried within 60 s of the kill and every design made exactly once; the store live, one
// store, each product once. Fast with a short worker timeout (CI); the slow variant keeps the
// production default (30 s), which the 60 s promise is about.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoArtists } from '@encore/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnEncore, type EncoreChild } from '../testing/encore-processes.ts';
import { describeSlowFault, faultsDatabaseUrl } from '../testing/faults.ts';
import { signInWithLocalProvider } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { callWorkflow } from '../testing/workflow-calls.ts';
import { JOB_SCHEMA } from './queue.ts';

/** Designs per artist: two, each with a full-size print file (slow enough to be killed in). */
const DESIGNS = 2;
const PROMISE_MS = 60_000;

interface JobRow {
  state: string;
  retryCount: number;
}

function stuckJobsScenario(workerTimeoutSeconds: number | undefined) {
  let database: TestDatabase;
  let dataDir: string;
  let web: EncoreChild;
  const workers: EncoreChild[] = [];
  const figures: Record<string, number> = {};

  const env = () => ({
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    DESIGN_PRINT_SCALE: 'print',
    DESIGN_FIRST_COUNT: String(DESIGNS),
    DESIGN_MAX_COUNT: String(DESIGNS),
    DESIGN_MOCKUP_WIDTH: '400',
    ...(workerTimeoutSeconds === undefined
      ? {}
      : { JOB_WORKER_TIMEOUT_SECONDS: String(workerTimeoutSeconds) }),
  });
  const startWorker = async () => {
    const worker = await spawnEncore({
      role: 'worker',
      env: env(),
      name: `worker ${workers.length + 1}`,
    });
    workers.push(worker);
    return worker;
  };
  const everyOutput = () => [web, ...workers].map((child) => child?.output()).join('\n');
  const baseUrl = () => web.baseUrl ?? '';

  const query = async <Row extends object>(text: string, values: unknown[]) =>
    (await database.pool.query<Row>(text, values)).rows;
  const jobOf = async (queue: string, userId: string): Promise<JobRow | undefined> =>
    (
      await query<JobRow>(
        `SELECT state::text AS state, retry_count AS "retryCount" FROM ${JOB_SCHEMA}.job
         WHERE name = $1 AND data->>'userId' = $2`,
        [queue, userId],
      )
    )[0];
  const buildJobOf = async (storeId: string): Promise<JobRow | undefined> =>
    (
      await query<JobRow>(
        `SELECT state::text AS state, retry_count AS "retryCount" FROM ${JOB_SCHEMA}.job
         WHERE name = 'stores.build.v1' AND data->>'storeId' = $1`,
        [storeId],
      )
    )[0];

  /** Polls `check` every 100 ms until it returns a value; fails with every process's output. */
  async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(`${what}: not within ${timeoutMs} ms\n${everyOutput()}`);
      await sleep(100);
    }
  }

  async function onboardedArtist(index: number) {
    const artist = demoArtists[index];
    if (!artist) throw new Error('no offline artist');
    const { tokens } = await signInWithLocalProvider(baseUrl(), {
      email: `stuck-${index}-${Date.now()}@example.com`,
    });
    const userId = tokens.user.id;
    const call = (name: Parameters<typeof callWorkflow>[1], body: Record<string, unknown> = {}) =>
      callWorkflow(baseUrl(), name, { userId, ...body }, tokens.access_token);
    const submitted = await call('submit-onboarding', { spotifyId: artist.id, inviteToken: '' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return { userId, call };
  }

  beforeAll(async () => {
    database = await createTestDatabase({ databaseUrl: faultsDatabaseUrl() });
    dataDir = await mkdtemp(join(tmpdir(), 'encore-stuck-faults-'));
    [web] = await Promise.all([
      spawnEncore({ role: 'web', env: { ...env(), WORKERS: 'off' }, name: 'web' }),
      startWorker(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([web, ...workers].map((child) => child?.kill()));
    await database?.cleanup();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    console.info(`stuck jobs (worker timeout ${workerTimeoutSeconds ?? 'default'} s):`, figures);
  });

  it('a worker killed mid-generation: the designs job is retried within 60 s, each design once', async () => {
    const { userId, call } = await onboardedArtist(3);
    // Killed while it draws: running, its first steps written, the first designs not out yet.
    await until('the designs job under way', 60_000, async () => {
      const job = await jobOf('designs.generate.v1', userId);
      const { rows } = await database.pool.query<{ progress: number }>(
        `SELECT progress FROM design_generations WHERE user_id = $1`,
        [userId],
      );
      return job?.state === 'active' && (rows[0]?.progress ?? 0) >= 10 ? true : undefined;
    });
    const dying = workers.at(-1);
    await dying?.kill();
    const killedAt = Date.now();
    const before = await call('getProcessingStatus');
    expect(before.body).toMatchObject({ isComplete: false });

    // What the processing screen reads meanwhile: that the job is picked up, not a frozen step.
    let saidRetrying = false;
    const screenRead = async () => {
      const { body } = await call('getProcessingStatus');
      const status = body as { retrying?: boolean; currentStep?: string };
      if (status.retrying === true && status.currentStep === 'Picking up where we left off…') {
        saidRetrying = true;
      }
    };
    await startWorker();
    await until('the designs job retried', PROMISE_MS, async () => {
      await screenRead();
      const job = await jobOf('designs.generate.v1', userId);
      return job && job.retryCount >= 1 && job.state !== 'retry' ? job : undefined;
    });
    await screenRead();
    figures.killToRetriedMs = Date.now() - killedAt;
    expect(figures.killToRetriedMs).toBeLessThan(PROMISE_MS);

    await until('generation complete', 120_000, async () => {
      const { body } = await call('getProcessingStatus');
      return (body as { generationStatus?: string }).generationStatus === 'complete'
        ? true
        : undefined;
    });
    figures.killToCompleteMs = Date.now() - killedAt;
    expect(saidRetrying, 'the processing status said it was picking up').toBe(true);
    const designs = await query<{ seed: string; index: number; printKey: string | null }>(
      `SELECT seed, design_index AS index, print_key AS "printKey" FROM designs WHERE user_id = $1`,
      [userId],
    );
    expect(designs).toHaveLength(DESIGNS);
    expect(new Set(designs.map((d) => `${d.seed}#${d.index}`)).size).toBe(DESIGNS);
    expect(designs.every((design) => design.printKey !== null)).toBe(true);
    expect(await jobOf('designs.generate.v1', userId)).toMatchObject({ state: 'completed' });
  });

  it('a worker killed mid-store-build (its designs job drawing print files): the store goes live, once', async () => {
    const { userId, call } = await onboardedArtist(5);
    await until('the first designs', 120_000, async () => {
      const { body } = await call('getProcessingStatus');
      return (body as { isComplete?: boolean }).isComplete === true ? true : undefined;
    });
    const { body } = await call('v2/designs');
    const designIds = (body as { designs: { id: string }[] }).designs.map((design) => design.id);
    expect(designIds).toHaveLength(DESIGNS);
    const launched = await call('build-store', { selectedDesigns: designIds });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const [store] = await query<{ id: string }>(`SELECT id FROM stores WHERE user_id = $1`, [
      userId,
    ]);
    if (!store) throw new Error('no store');
    await until('the build under way', 60_000, async () => {
      const job = await buildJobOf(store.id);
      return job?.state === 'active' || job?.state === 'retry' ? true : undefined;
    });
    const { rows: missing } = await database.pool.query(
      `SELECT id FROM designs WHERE user_id = $1 AND print_key IS NULL`,
      [userId],
    );
    await workers.at(-1)?.kill();
    const killedAt = Date.now();
    figures.printFilesMissingAtKill = missing.length;

    let saidRetrying = false;
    await startWorker();
    await until('the store live', 120_000, async () => {
      const { body: details } = await call('get-store-data');
      if ((details as { build?: { retrying?: boolean } }).build?.retrying === true) {
        saidRetrying = true;
      }
      const { rows } = await database.pool.query<{ status: string }>(
        `SELECT status FROM stores WHERE id = $1`,
        [store.id],
      );
      return rows[0]?.status === 'ready' ? true : undefined;
    });
    figures.killToStoreLiveMs = Date.now() - killedAt;
    expect(saidRetrying, 'the launch overlay was told the build is picked up').toBe(true);
    const details = await call('get-store-data');
    expect(details.body).toMatchObject({ storeState: 'ready' });

    const stores = await query(`SELECT id FROM stores WHERE user_id = $1`, [userId]);
    expect(stores).toHaveLength(1);
    const [products] = await query<{ all: number; distinct: number }>(
      `SELECT count(*)::int AS all, count(DISTINCT (design_id, kind))::int AS distinct
       FROM store_products WHERE store_id = $1`,
      [store.id],
    );
    expect(products?.all).toBeGreaterThan(0);
    expect(products?.all).toBe(products?.distinct);
    const designs = await query(`SELECT id FROM designs WHERE user_id = $1`, [userId]);
    expect(designs).toHaveLength(DESIGNS);
  });
}

describe('stuck jobs: worker killed, fast worker timeout (6 s)', () => {
  stuckJobsScenario(6);
});

describeSlowFault('stuck jobs: worker killed, production worker timeout (30 s)', () => {
  stuckJobsScenario(undefined);
});

describe('stuck jobs: the embedded server killed mid-generation and started again', () => {
  let dataDir: string;
  let server: EncoreChild | undefined;
  const figures: Record<string, number> = {};
  afterAll(async () => {
    await server?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    console.info('stuck jobs (embedded PGlite, restarted):', figures);
  });

  it('takes the designs job back at once on start: complete, each design once', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'encore-stuck-pglite-'));
    const port = await freePort();
    const start = () =>
      spawnEncore({
        role: 'web',
        port,
        // No DATABASE_URL: the embedded PGlite under DATA_DIR, workers in the process.
        env: {
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          DESIGN_PRINT_SCALE: 'print',
          DESIGN_FIRST_COUNT: String(DESIGNS),
          DESIGN_MAX_COUNT: String(DESIGNS),
          DESIGN_MOCKUP_WIDTH: '400',
        },
        name: 'embedded server',
      });
    server = await start();
    const baseUrl = server.baseUrl ?? '';
    const artist = demoArtists[7];
    if (!artist) throw new Error('no offline artist');
    const { tokens } = await signInWithLocalProvider(baseUrl, {
      email: `stuck-pglite-${Date.now()}@example.com`,
    });
    const userId = tokens.user.id;
    const status = async () =>
      (await callWorkflow(baseUrl, 'getProcessingStatus', { userId }, tokens.access_token))
        .body as {
        progress?: number;
        generationStatus?: string;
        retrying?: boolean;
        currentStep?: string;
      };
    const submitted = await callWorkflow(
      baseUrl,
      'submit-onboarding',
      { userId, spotifyId: artist.id, inviteToken: '' },
      tokens.access_token,
    );
    expect(submitted.status).toBe(200);
    const deadline = Date.now() + 60_000;
    while (((await status()).progress ?? 0) < 10) {
      if (Date.now() > deadline) throw new Error(`no progress\n${server.output()}`);
      await sleep(100);
    }
    await server.kill();
    const killedAt = Date.now();

    server = await start();
    figures.killToServingMs = Date.now() - killedAt;
    const complete = Date.now() + 120_000;
    let saidRetrying = false;
    for (let now = await status(); now.generationStatus !== 'complete'; now = await status()) {
      if (now.retrying === true) saidRetrying = true;
      if (Date.now() > complete) throw new Error(`not complete\n${server.output()}`);
      await sleep(100);
    }
    figures.killToCompleteMs = Date.now() - killedAt;
    expect(saidRetrying, 'the processing status said it was picking up').toBe(true);
    const { body } = await callWorkflow(baseUrl, 'v2/designs', { userId }, tokens.access_token);
    const designs = (body as { designs: { id: string }[] }).designs;
    expect(designs).toHaveLength(DESIGNS);
    // At once: long before pg-boss's 15-minute expiry would have freed it.
    expect(figures.killToCompleteMs).toBeLessThan(PROMISE_MS);
  });
});
