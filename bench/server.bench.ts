/** Server start-up time (fresh and existing data folder) and /healthz throughput. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const repoRoot = join(import.meta.dirname, '..');
const port = 3900;
const baseUrl = `http://127.0.0.1:${port}`;

async function waitForHealthy(deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy in time');
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; startupMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealthy(60_000);
  return { child, startupMs: Math.round(performance.now() - started) };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const serverBenchmark = {
  name: 'server',
  async run(): Promise<Record<string, unknown>> {
    const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-'));
    try {
      const fresh = await startServer(dataDir);
      await stopServer(fresh.child);
      const restarts: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const again = await startServer(dataDir);
        restarts.push(again.startupMs);
        await stopServer(again.child);
      }
      const server = await startServer(dataDir);
      const load = await autocannon({ url: `${baseUrl}/healthz`, connections: 20, duration: 10 });
      await stopServer(server.child);
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
