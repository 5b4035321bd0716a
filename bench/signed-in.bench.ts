/**
 * Signed-in reads under load, on both databases (targets: ≥ 3,000 req/s on PGlite and ≥ 5,000 on
 * PostgreSQL; p99 ≤ 50 ms at 50 connections and ≤ 100 ms at 200; a second user's p99 ≤ 50 ms
 * while one token floods). The production entry point in a child process; autocannon here.
 *
 * The load is many sessions, as real traffic is: 4 artists with their generated designs, each
 * signed in on 150 devices, every request with the next session's token. One session alone is
 * held to 20 calls a second (http/calls/session-fairness.ts), which the flood below shows; the
 * figures count answered (2xx) calls only, and say how many were refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { endpointPath, workflowEndpointsByName, type EndpointName } from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';
import { median, startEncore, stopEncore, until } from './encore-process.ts';
import { withBenchPostgres } from './bench-postgres.ts';

const ARTISTS = 4;
const SESSIONS_PER_ARTIST = 150;
const SIGN_INS_AT_ONCE = 10;
const RUNS = 3;
const SECONDS = 6;
const READS: EndpointName[] = ['auth-user', 'get-designs', 'get-store-data'];
const port = 3940;

interface Session {
  userId: string;
  token: string;
}

/** Artists with designs, each signed in many times (each sign-in is its own session). */
async function prepareSessions(baseUrl: string): Promise<Session[][]> {
  const artists: Session[][] = [];
  for (let i = 0; i < ARTISTS; i += 1) {
    const email = `signed-in-bench-${i}@example.com`;
    const first = (await signInWithLocalProvider(baseUrl, { email, name: `Bench ${i}` })).tokens;
    const userId = first.user.id;
    const artist = demoArtists[i * 5];
    if (!artist) throw new Error('no offline artist');
    await callWorkflow(
      baseUrl,
      'submit-onboarding',
      { userId, spotifyId: artist.id, inviteToken: '' },
      first.access_token,
    );
    await until('the designs job', 300_000, async () => {
      const { body } = await callWorkflow(
        baseUrl,
        'getProcessingStatus',
        { userId },
        first.access_token,
      );
      return (body as { generationStatus?: string }).generationStatus === 'complete' ? true : null;
    });
    const sessions = [{ userId, token: first.access_token }];
    while (sessions.length < SESSIONS_PER_ARTIST) {
      const batch = await Promise.all(
        Array.from({ length: SIGN_INS_AT_ONCE }, () => signInWithLocalProvider(baseUrl, { email })),
      );
      for (const { tokens } of batch) sessions.push({ userId, token: tokens.access_token });
    }
    artists.push(sessions);
  }
  return artists;
}

function requestOf(name: EndpointName, session: Session) {
  const endpoint = workflowEndpointsByName[name];
  const path = endpointPath(endpoint);
  const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
  return endpoint.method === 'GET'
    ? { method: 'GET' as const, path: `${path}?userId=${session.userId}`, headers }
    : { method: 'POST' as const, path, headers, body: '{}' };
}

/** autocannon at `connections`, each request with the next session's token. */
async function load(baseUrl: string, name: EndpointName, sessions: Session[], connections: number) {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          const session = sessions[(next += 1) % sessions.length];
          if (!session) throw new Error('no session');
          return { ...request, ...requestOf(name, session) };
        },
      },
    ],
  });
  return result;
}

const figuresOf = (result: autocannon.Result) => ({
  requestsPerSecond: Math.round(result['2xx'] / result.duration),
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

function medianRun(runs: ReturnType<typeof figuresOf>[]) {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    latencyP50Ms: median(runs.map((run) => run.latencyP50Ms)),
    latencyP99Ms: median(runs.map((run) => run.latencyP99Ms)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    runs: runs.map((run) => run.requestsPerSecond),
  };
}

/** One token floods at 200 connections; another user polls as a screen does, 10 calls a second. */
async function floodFairness(baseUrl: string, flooder: Session, neighbour: Session) {
  const neighbourLoad = () =>
    autocannon({
      url: baseUrl,
      connections: 2,
      overallRate: 10,
      duration: SECONDS,
      requests: [
        { setupRequest: (request) => ({ ...request, ...requestOf('get-store-data', neighbour) }) },
      ],
    });
  const alone = await neighbourLoad();
  const [flood, during] = await Promise.all([
    autocannon({
      url: baseUrl,
      connections: 200,
      duration: SECONDS,
      requests: [
        { setupRequest: (request) => ({ ...request, ...requestOf('get-designs', flooder) }) },
      ],
    }),
    neighbourLoad(),
  ]);
  return {
    neighbourAloneP99Ms: alone.latency.p99,
    neighbourDuringFloodP50Ms: during.latency.p50,
    neighbourDuringFloodP99Ms: during.latency.p99,
    neighbourNon2xx: during.non2xx,
    flooderRequestsPerSecond: Math.round(flood.requests.average),
    flooderAnswered429PerSecond: Math.round((flood['4xx'] ?? 0) / SECONDS),
    flooderAnswered2xxPerSecond: Math.round((flood['2xx'] ?? 0) / SECONDS),
  };
}

async function measure(env: Record<string, string>): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-signed-in-'));
  // Sign-in is rate limited per address; the bench signs in hundreds of devices from one.
  const server = await startEncore({
    port,
    dataDir,
    env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000', RATE_LIMIT_TOKEN_PER_MINUTE: '100000', ...env },
  });
  try {
    const artists = await prepareSessions(server.baseUrl);
    const sessions = artists.flat();
    const reads: Record<string, unknown> = {};
    for (const name of READS) {
      for (const connections of [50, 200]) {
        await load(server.baseUrl, name, sessions, 10); // warm-up
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(figuresOf(await load(server.baseUrl, name, sessions, connections)));
        }
        reads[`${name} @${connections}`] = medianRun(runs);
        console.log(`  ${name} @${connections}`, JSON.stringify(reads[`${name} @${connections}`]));
      }
    }
    const [flooder, neighbour] = [artists[0]?.[0], artists[1]?.[0]];
    if (!flooder || !neighbour) throw new Error('no sessions');
    const flood = await floodFairness(server.baseUrl, flooder, neighbour);
    return {
      sessions: sessions.length,
      reads,
      flood,
      loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
    };
  } finally {
    await stopEncore(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const signedInBenchmark = {
  name: 'signed-in',
  async run(): Promise<Record<string, unknown>> {
    const pglite = await measure({});
    const postgres = await withBenchPostgres((databaseUrl) =>
      measure({ DATABASE_URL: databaseUrl }),
    );
    return {
      targets: {
        pgliteRequestsPerSecond: 3_000,
        postgresRequestsPerSecond: 5_000,
        p99At50Ms: 50,
        p99At200Ms: 100,
        neighbourP99DuringFloodMs: 50,
      },
      pglite,
      postgres,
    };
  },
};
