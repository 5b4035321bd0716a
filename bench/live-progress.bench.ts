/**
 * Live progress, measured from outside on the production entry point (targets: a queued job
 * starts within 100 ms; a job step reaches the screen's stream within 200 ms):
 * - job start: `submit-onboarding` answered → the design job's first step event, and `build-store`
 *   answered → the build's first step event (an upper bound: it includes the step's own work);
 * - delivery: each event's arrival on `GET /api/events` minus the `at` the server stamped when it
 *   published it right after the step's database write (one machine, one clock).
 * On PGlite the workers run in the web process; on PostgreSQL in a separate `npm run worker`
 * process, so every event crosses processes through LISTEN/NOTIFY.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_EVENTS_PATH } from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';
import { withBenchPostgres } from './bench-postgres.ts';
import { readEventStream } from './event-stream.ts';
import {
  median,
  PRODUCTION_ENV,
  PRODUCTION_NODE_ARGS,
  startEncore,
  stopEncore,
  until,
} from './encore-process.ts';

const RUNS = 3;
const port = 3960;
const repoRoot = join(import.meta.dirname, '..');

interface Received {
  name: string;
  data: { at: number } & Record<string, unknown>;
  receivedAt: number;
}

/** Opens the user's event stream; resolves once `ready` has arrived. */
async function openStream(baseUrl: string, token: string, received: Received[]) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${LIVE_EVENTS_PATH}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream: ${response.status}`);
  readEventStream(response.body, ({ name, data }) =>
    received.push({ name, data: data as Received['data'], receivedAt: Date.now() }),
  );
  await until('the stream to be ready', 10_000, async () =>
    received.some((event) => event.name === 'ready') ? true : null,
  );
  return () => controller.abort();
}

async function oneArtist(baseUrl: string, index: number) {
  const artist = demoArtists[(index * 3 + 1) % demoArtists.length];
  if (!artist) throw new Error('no offline artist');
  const { tokens } = await signInWithLocalProvider(baseUrl, {
    email: `live-bench-${index}-${Date.now()}@example.com`,
  });
  const userId = tokens.user.id;
  const call = (name: Parameters<typeof callWorkflow>[1], body: Record<string, unknown>) =>
    callWorkflow(baseUrl, name, { userId, ...body }, tokens.access_token);
  const received: Received[] = [];
  const close = await openStream(baseUrl, tokens.access_token, received);
  try {
    await call('submit-onboarding', { spotifyId: artist.id, inviteToken: '' });
    const submittedAt = Date.now();
    await until('the designs job', 300_000, async () =>
      received.some((e) => e.name === 'design-progress' && e.data.generationStatus === 'complete')
        ? true
        : null,
    );
    const firstDesignStep = received.find((e) => e.name === 'design-progress');
    const { body } = await call('v2/designs', {});
    const designIds = (body as { designs: { id: string }[] }).designs.map((d) => d.id);
    const launched = await call('build-store', { selectedDesigns: designIds.slice(0, 2) });
    if (launched.status !== 200) throw new Error(`build-store: ${launched.status}`);
    const launchedAt = Date.now();
    await until('the store build', 60_000, async () =>
      received.some((e) => e.name === 'store-build' && e.data.state !== 'processing') ? true : null,
    );
    const firstBuildStep = received.find((e) => e.name === 'store-build');
    return {
      designJobStartMs: (firstDesignStep?.receivedAt ?? Number.NaN) - submittedAt,
      buildJobStartMs: (firstBuildStep?.receivedAt ?? Number.NaN) - launchedAt,
      deliveryMs: received.filter((e) => e.name !== 'ready').map((e) => e.receivedAt - e.data.at),
    };
  } finally {
    close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(env: Record<string, string>, worker: boolean) {
  const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-live-'));
  const server = await startEncore({
    port,
    dataDir,
    env: worker ? { ...env, WORKERS: 'off' } : env,
  });
  let workerProcess: ChildProcess | undefined;
  if (worker) {
    // `npm run worker`: the compiled worker, as the web process is compiled (startEncore).
    workerProcess = spawn(
      process.execPath,
      [...PRODUCTION_NODE_ARGS, 'apps/server/dist/worker.js'],
      {
        cwd: repoRoot,
        env: { ...process.env, ...PRODUCTION_ENV, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await oneArtist(server.baseUrl, i));
    const delivery = runs.flatMap((run) => run.deliveryMs);
    return {
      workers: worker ? 'separate process' : 'in the web process',
      designJobStartMedianMs: median(runs.map((run) => run.designJobStartMs)),
      buildJobStartMedianMs: median(runs.map((run) => run.buildJobStartMs)),
      events: delivery.length,
      deliveryMedianMs: median(delivery),
      deliveryP99Ms: percentile(delivery, 99),
      deliveryMaxMs: Math.max(...delivery),
    };
  } finally {
    if (workerProcess) {
      const exited = new Promise((resolve) => workerProcess?.once('exit', resolve));
      workerProcess.kill('SIGTERM');
      await exited;
    }
    await stopEncore(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const liveProgressBenchmark = {
  name: 'live-progress',
  async run(): Promise<Record<string, unknown>> {
    return {
      targets: { jobStartMs: 100, deliveryMs: 200 },
      pglite: await measure({}, false),
      postgres: await withBenchPostgres((url) => measure({ DATABASE_URL: url }, true)),
    };
  },
};
