/**
 * One measured run at a number of workers: a fresh database, the processes, a seed of artists
 * whose designs and stores the readers read, then --duration of readers, generating artists and
 * their fans at once, a drain (journeys under way may finish), the hard stop, and the figures.
 */
import { setMaxListeners } from 'node:events';
import { loadavg } from 'node:os';
import pg from 'pg';
import { withBenchPostgres } from '../bench-postgres.ts';
import { artistJourney, signIn } from './artist-journey.ts';
import { pause, type LoadContext } from './client.ts';
import { memoryOf, startCluster, type Cluster, type ProcessMemory } from './cluster.ts';
import { connectionCount, databaseFigures, lostWrites, queueFigures } from './database-report.ts';
import { fanJourney } from './fan-journey.ts';
import { Recorder } from './metrics.ts';
import { readScreens } from './reader.ts';

export interface LoadOptions {
  durationSeconds: number;
  /** After --duration, how long journeys under way may take before the hard stop. */
  drainSeconds: number;
  readers: number;
  generating: number;
  fansPerStore: number;
  seedArtists: number;
  workers: number;
  webProcesses: number;
  postgresUrl: string;
}

const SIGN_INS_AT_ONCE = 10;
const SAMPLE_EVERY_MS = 5_000;

function contextOf(recorder: Recorder, url: string, hardStop: AbortSignal, endsAt: number) {
  const context: LoadContext = {
    recorder,
    webUrls: [url],
    hardStop,
    isOver: () => Date.now() >= endsAt || hardStop.aborted,
  };
  return context;
}

/** Peak memory, connections and load average, sampled while the run goes. */
function startSampler(cluster: Cluster, databaseUrl: string) {
  const peaks = { connections: 0, loadAverage1m: [] as number[] };
  const client = new pg.Client({ connectionString: databaseUrl });
  const ready = client.connect();
  const timer = setInterval(() => {
    peaks.loadAverage1m.push(Number(loadavg()[0]?.toFixed(2)));
    void ready
      .then(() => connectionCount(client))
      .then((count) => (peaks.connections = Math.max(peaks.connections, count)))
      .catch(() => undefined);
  }, SAMPLE_EVERY_MS);
  return {
    peaks,
    async stop() {
      clearInterval(timer);
      await ready.then(() => client.end()).catch(() => undefined);
    },
  };
}

export async function runLoad(options: LoadOptions, runId: string) {
  return withBenchPostgres(async (databaseUrl) => {
    const cluster = await startCluster({
      databaseUrl,
      workers: options.workers,
      webProcesses: options.webProcesses,
    });
    try {
      return await measure(options, runId, cluster, databaseUrl);
    } finally {
      await cluster.stop();
    }
  }, options.postgresUrl);
}

async function measure(options: LoadOptions, runId: string, cluster: Cluster, databaseUrl: string) {
  const hardStop = new AbortController();
  // Every call and wait listens for the stop: hundreds at once is expected, not a leak.
  setMaxListeners(0, hardStop.signal);
  const runLimitMs = (options.durationSeconds + options.drainSeconds) * 1000;
  // The seed's artists are what the readers read: designs, a live store, orders to come.
  const seedRecorder = new Recorder();
  const seedStarted = performance.now();
  const seedContext = contextOf(seedRecorder, cluster.url, hardStop.signal, Infinity);
  const seedTimer = setTimeout(() => hardStop.abort(), Math.max(runLimitMs, 600_000));
  const seeded = await Promise.all(
    Array.from({ length: options.seedArtists }, (_, index) =>
      artistJourney(seedContext, runId, index).catch((error: Error) => {
        seedRecorder.failure(`seed artist: ${error.message.slice(0, 120)}`);
        return null;
      }),
    ),
  );
  clearTimeout(seedTimer);
  if (hardStop.signal.aborted) throw new Error('the seed did not finish within 10 minutes');
  const seedMs = performance.now() - seedStarted;

  const recorder = new Recorder();
  const measuredFrom = new Date();
  const context = contextOf(
    recorder,
    cluster.url,
    hardStop.signal,
    Date.now() + options.durationSeconds * 1000,
  );
  const hardStopTimer = setTimeout(() => {
    recorder.stopped = true;
    hardStop.abort();
  }, runLimitMs);
  const sampler = startSampler(cluster, databaseUrl);
  const peakMemory = new Map<string, ProcessMemory>();
  const memoryTimer = setInterval(() => {
    void memoryOf(cluster).then((all) => {
      for (const process of all) peakMemory.set(process.name, process);
    });
  }, SAMPLE_EVERY_MS);

  const fans: Promise<unknown>[] = [];
  let fanIndex = 0;
  let artistIndex = options.seedArtists;
  let unfinished = 0;
  const generator = async () => {
    while (!context.isOver()) {
      const index = artistIndex++;
      try {
        const { storeUrl } = await artistJourney(context, runId, index);
        for (let f = 0; f < options.fansPerStore; f += 1) {
          const fan = (fanIndex += 1);
          fans.push(
            fanJourney(context, storeUrl, fan).catch((error: Error) => {
              if (hardStop.signal.aborted) unfinished += 1;
              else recorder.failure(`fan: ${error.message.slice(0, 120)}`);
            }),
          );
        }
      } catch (error) {
        if (hardStop.signal.aborted) unfinished += 1;
        else recorder.failure(`artist: ${(error as Error).message.slice(0, 120)}`);
      }
    }
  };
  const live = seeded.flatMap((artist, index) => (artist === null ? [] : [index]));
  // Each tab starts reading once signed in; sign-ins go 10 at a time, as people arrive.
  const readers = async () => {
    if (live.length === 0) return;
    const reading: Promise<void>[] = [];
    for (let i = 0; i < options.readers && !context.isOver(); i += SIGN_INS_AT_ONCE) {
      const batch = Array.from(
        { length: Math.min(SIGN_INS_AT_ONCE, options.readers - i) },
        (_, j) =>
          signIn(
            context,
            `load-${runId}-artist-${live[(i + j) % live.length]}@example.com`,
            '',
          ).then(
            (session) => reading.push(readScreens(context, session)),
            () => undefined,
          ),
      );
      await Promise.all(batch);
    }
    await Promise.all(reading);
  };

  const startedAt = performance.now();
  const generatorCpuBefore = process.cpuUsage();
  const cpuBefore = new Map((await memoryOf(cluster)).map((p) => [p.name, p.cpuSeconds]));
  await Promise.all([readers(), ...Array.from({ length: options.generating }, generator)]);
  await Promise.all(fans);
  const journeysEndedMs = performance.now() - startedAt;
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  // The window: --duration from the start, while the generating artists keep the queue full.
  const windowEnd = new Date(measuredFrom.getTime() + options.durationSeconds * 1000);
  const liveInWindow = recorder.liveAt.filter((at) => at <= windowEnd.getTime()).length;
  clearTimeout(hardStopTimer);
  clearInterval(memoryTimer);
  await sampler.stop();
  // The processes settle (jobs under way finish) before the database is read.
  await pause({ ...context, hardStop: new AbortController().signal }, 2_000);

  const writes = {
    designsByUser: new Map([
      ...seedRecorder.writes.designsByUser,
      ...recorder.writes.designsByUser,
    ]),
    storeByUser: new Map([...seedRecorder.writes.storeByUser, ...recorder.writes.storeByUser]),
    paidOrders: recorder.writes.paidOrders,
  };
  const memoryAtEnd = await memoryOf(cluster);
  return {
    recorder,
    seed: {
      artists: options.seedArtists,
      live: live.length,
      seconds: Math.round(seedMs / 1000),
      errors: seedRecorder.errorCount(),
      failures: Object.fromEntries(seedRecorder.failures),
    },
    elapsedSeconds: Math.round(journeysEndedMs / 1000),
    liveInWindow,
    unfinishedAtHardStop: unfinished,
    balancerConnections: [...cluster.balancer.connections],
    queue: await queueFigures(databaseUrl),
    database: {
      ...(await databaseFigures(databaseUrl, measuredFrom, windowEnd)),
      peakConnections: sampler.peaks.connections,
    },
    memory: memoryAtEnd.map((process) => ({
      ...process,
      peakRssMb: Math.max(process.peakRssMb, peakMemory.get(process.name)?.peakRssMb ?? 0),
      cpuSeconds: process.cpuSeconds - (cpuBefore.get(process.name) ?? 0),
    })),
    /** The load generator's own CPU (clients and balancer) over the measured phase. */
    generatorCpuSeconds: Math.round((generatorCpu.user + generatorCpu.system) / 1e6),
    loadAverage1m: sampler.peaks.loadAverage1m,
    lostWrites: await lostWrites(databaseUrl, writes),
  };
}

export type LoadResult = Awaited<ReturnType<typeof measure>>;
