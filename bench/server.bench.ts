/** Server start-up time (fresh and existing data folder) and /healthz throughput. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median, startEncore, stopEncore } from './encore-process.ts';

const port = 3900;

export const serverBenchmark = {
  name: 'server',
  async run(): Promise<Record<string, unknown>> {
    const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-'));
    try {
      const fresh = await startEncore({ port, dataDir });
      await stopEncore(fresh);
      const restarts: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const again = await startEncore({ port, dataDir });
        restarts.push(again.startupMs);
        await stopEncore(again);
      }
      const server = await startEncore({ port, dataDir });
      const load = await autocannon({
        url: `${server.baseUrl}/healthz`,
        connections: 20,
        duration: 10,
      });
      await stopEncore(server);
      return {
        startupFreshDataDirMs: fresh.startupMs,
        startupExistingDataDirMedianMs: median(restarts),
        healthz: {
          requestsPerSecond: Math.round(load.requests.average),
          latencyP50Ms: load.latency.p50,
          latencyP99Ms: load.latency.p99,
          non2xx: load.non2xx,
          errors: load.errors,
        },
      };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
