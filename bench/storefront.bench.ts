/**
 * Storefront throughput (target: ≥ 5,000 requests/s for the home page at 50 connections): a
 * server with a seeded store in a child process (embedded PGlite, one connection), autocannon
 * from this one; the home and a product page, as a browser asks (brotli) and uncompressed. Every
 * request is a counted page view (no cookies: the visitor is a salted hash of address and user
 * agent, decision 052). autocannon says it is a browser, because the storefront counts no views
 * of crawlers and tools (its own user agent included).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { isCountableView } from '../apps/server/src/modules/storefront/index.ts';

const repoRoot = join(import.meta.dirname, '..');
const RUNS = 3;
const CONNECTIONS = 50;
const headers = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  accept: 'text/html',
};

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/storefront-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      const { url, productUrl } = JSON.parse(line) as { url: string; productUrl: string };
      return { child, url, productUrl };
    }
  }
  throw new Error('the storefront bench server exited before it was ready');
}

export const storefrontBenchmark = {
  name: 'storefront',
  async run(): Promise<Record<string, unknown>> {
    const { child, url, productUrl } = await startServer();
    try {
      // Measuring the counting path: the requests must be views the storefront counts.
      if (!isCountableView('GET', headers)) {
        throw new Error('the bench request would not be counted as a view: check its user agent');
      }
      // Warm up: the first view loads the store snapshot and renders the page once.
      await autocannon({ url, headers, connections: 10, duration: 2 });
      const load = async (target: string, encoding: string | null) => {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await autocannon({
            url: target,
            headers: encoding === null ? headers : { ...headers, 'accept-encoding': encoding },
            connections: CONNECTIONS,
            duration: 8,
          });
          runs.push({
            requestsPerSecond: Math.round(result.requests.average),
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors,
            bytesPerRequest: Math.round(
              result.throughput.total / Math.max(1, result.requests.total),
            ),
          });
        }
        const middle = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
          Math.floor(runs.length / 2)
        ];
        return { ...middle, connections: CONNECTIONS, runs: runs.map((r) => r.requestsPerSecond) };
      };
      return {
        targetRequestsPerSecond: 5_000,
        home: await load(url, 'br'),
        homeUncompressed: await load(url, null),
        product: await load(productUrl, 'br'),
      };
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  },
};
