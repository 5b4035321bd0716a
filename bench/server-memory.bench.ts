/**
 * Server memory (targets: ≤ 300 MB resident at idle after start, ≤ 600 MB during the
 * benchmarks): the production entry point on a fresh data directory, its resident set read from
 * /proc/<pid>/status (Linux). Idle: 10 s after /healthz first answers. Then 3 artists sign in and
 * have their designs made one after another (production print scale, 1200 px mockups) while
 * autocannon reads the SPA (40 connections) and the artist's designs (10); the peak is the process's
 * high-water mark (VmHWM), sampled every 100 ms besides. Idle again 10 s after the last job.
 * Medians of 3 runs on PGlite, one on PostgreSQL (the web process only: no PGlite in it).
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { endpointPath, workflowEndpointsByName } from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';
import { withBenchPostgres } from './bench-postgres.ts';
import { median, startEncore, stopEncore, until, type EncoreProcess } from './encore-process.ts';

const RUNS = 3;
const ARTISTS = 3;
const IDLE_MS = 10_000;
const port = 3955;

interface Status {
  rssMb: number;
  peakMb: number;
}

async function statusOf(pid: number): Promise<Status> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1]) / 1024);
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

/** One artist: signed in, onboarded, until the designs job is complete; with reads meanwhile. */
async function artistWithLoad(server: EncoreProcess, index: number) {
  const artist = demoArtists[index * 7];
  if (!artist) throw new Error('no offline artist');
  const email = `memory-bench-${index}-${Date.now()}@example.com`;
  const { tokens } = await signInWithLocalProvider(server.baseUrl, {
    email,
    name: `Memory Bench ${index}`,
  });
  const userId = tokens.user.id;
  const call = (name: Parameters<typeof callWorkflow>[1], body: Record<string, unknown>) =>
    callWorkflow(server.baseUrl, name, { userId, ...body }, tokens.access_token);
  const submitted = await call('submit-onboarding', { spotifyId: artist.id, inviteToken: '' });
  if (submitted.status !== 200) throw new Error(`onboarding failed: ${submitted.status}`);

  // The reads come from another session of the same artist, so they never hold up the polling.
  const reader = await signInWithLocalProvider(server.baseUrl, { email });
  const designsPath = endpointPath(workflowEndpointsByName['get-designs']);
  const headers = { authorization: `Bearer ${reader.tokens.access_token}` };
  // The SPA's shell at 40 connections and the designs at 10 (one session: most of those wait for
  // or hit its fairness limit, as a flood would).
  const load = Promise.all([
    autocannon({ url: server.baseUrl, connections: 40, duration: 10 }),
    autocannon({
      url: `${server.baseUrl}${designsPath}?userId=${userId}`,
      headers,
      connections: 10,
      duration: 10,
    }),
  ]);
  await until('the designs job', 300_000, async () => {
    const { body } = await call('getProcessingStatus', {});
    return (body as { generationStatus?: string }).generationStatus === 'complete' ? true : null;
  });
  const results = await load;
  return {
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

async function measureOnce(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-memory-'));
  const server = await startEncore({ port, dataDir, env });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('no server process');
  let sampledPeakMb = 0;
  const sampler = setInterval(() => {
    void statusOf(pid)
      .then(({ rssMb }) => (sampledPeakMb = Math.max(sampledPeakMb, rssMb)))
      .catch(() => undefined);
  }, 100);
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = await statusOf(pid);
    const started = performance.now();
    const loads = [];
    for (let i = 0; i < ARTISTS; i += 1) loads.push(await artistWithLoad(server, i));
    const designsMs = Math.round(performance.now() - started);
    const underLoad = await statusOf(pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const after = await statusOf(pid);
    return {
      startupMs: server.startupMs,
      idleAfterStartMb: idle.rssMb,
      startupPeakMb: idle.peakMb,
      peakUnderLoadMb: Math.max(underLoad.peakMb, sampledPeakMb),
      idleAfterDesignsMb: after.rssMb,
      designsMs,
      requests: loads.reduce((sum, load) => sum + load.requests, 0),
    };
  } finally {
    clearInterval(sampler);
    await stopEncore(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Run = Awaited<ReturnType<typeof measureOnce>>;

function summary(runs: Run[]) {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  return {
    idleAfterStartMb: of('idleAfterStartMb'),
    startupPeakMb: of('startupPeakMb'),
    peakUnderLoadMb: of('peakUnderLoadMb'),
    idleAfterDesignsMb: of('idleAfterDesignsMb'),
    startupMs: of('startupMs'),
    designsMs: of('designsMs'),
    runs,
  };
}

export const serverMemoryBenchmark = {
  name: 'server-memory',
  async run(): Promise<Record<string, unknown>> {
    if (process.platform !== 'linux') return { skipped: 'reads /proc: Linux only' };
    const pglite: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      pglite.push(await measureOnce({}));
      console.log(`  PGlite run ${run + 1}: ${JSON.stringify(pglite.at(-1))}`);
    }
    const postgres = await withBenchPostgres(async (databaseUrl) => {
      const run = await measureOnce({ DATABASE_URL: databaseUrl });
      console.log(`  PostgreSQL: ${JSON.stringify(run)}`);
      return summary([run]);
    });
    return {
      targets: { idleAfterStartMb: 300, peakUnderLoadMb: 600 },
      node: process.version,
      pglite: summary(pglite),
      postgres,
      loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
    };
  },
};
