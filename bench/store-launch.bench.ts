/**
 * Launch → storefront live (issue 7: ≤ 10 s median), as an artist meets it on the production
 * entry point: a server in a child process (embedded PGlite, in-process workers polling the
 * queue every 2 s as in production), real onboarding whose designs job renders full-size print
 * files, then build-store and the store URL polled until it shows the products.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineArtists } from '../apps/server/src/modules/catalog/index.ts';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';

const RUNS = 3;
const repoRoot = join(import.meta.dirname, '..');
const port = 3910;
const baseUrl = `http://127.0.0.1:${port}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function until<T>(what: string, deadlineMs: number, check: () => Promise<T | null>) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await until('the server', 60_000, async () =>
    (await fetch(`${baseUrl}/healthz`)).ok ? true : null,
  );
  return child;
}

/** A new artist whose designs (with print files) are complete; returns what launching needs. */
async function artistWithFinishedDesigns(index: number) {
  const artist = offlineArtists[index % offlineArtists.length];
  if (!artist) throw new Error('no offline artist');
  const { tokens } = await signInWithLocalProvider(baseUrl, {
    email: `launch-bench-${index}-${Date.now()}@example.com`,
    name: `Launch Bench ${index}`,
  });
  const userId = tokens.user.id;
  const call = (name: Parameters<typeof callWorkflow>[1], body: Record<string, unknown>) =>
    callWorkflow(baseUrl, name, { userId, ...body }, tokens.access_token);
  const submitted = await call('submit-onboarding', { spotifyId: artist.id, inviteToken: '' });
  if (submitted.status !== 200) throw new Error(`onboarding failed: ${submitted.status}`);
  await until('the designs and their print files', 180_000, async () => {
    const { body } = await call('getProcessingStatus', {});
    return (body as { isComplete?: boolean }).isComplete === true ? true : null;
  });
  const { body } = await call('v2/designs', {});
  const designIds = (body as { designs: { id: string }[] }).designs.map((design) => design.id);
  return { call, designIds: designIds.slice(0, 2) };
}

export const storeLaunchBenchmark = {
  name: 'store-launch',
  async run(): Promise<Record<string, unknown>> {
    const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-launch-'));
    const child = await startServer(dataDir);
    try {
      const launchToLiveMs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { call, designIds } = await artistWithFinishedDesigns(i);
        const started = performance.now();
        const launched = await call('build-store', { selectedDesigns: designIds });
        if (launched.status !== 200) throw new Error(`build-store failed: ${launched.status}`);
        const storeUrl = await until('the store to be ready', 60_000, async () => {
          const { body } = await call('get-store-data', {});
          const data = body as { storeState: string; shopifyStoreUrl: string | null };
          return data.storeState === 'ready' ? data.shopifyStoreUrl : null;
        });
        if (!storeUrl) throw new Error('a ready store without a URL');
        await until('the storefront to show products', 30_000, async () => {
          const page = await fetch(storeUrl);
          return page.ok && (await page.text()).includes('/products/') ? true : null;
        });
        launchToLiveMs.push(Math.round(performance.now() - started));
        console.log(`  run ${i + 1}: launch → live ${launchToLiveMs.at(-1)} ms`);
      }
      return {
        runs: RUNS,
        designsPerStore: 2,
        launchToLiveMedianMs: median(launchToLiveMs),
        launchToLiveMs,
        targetMs: 10_000,
        queuePollingIntervalSeconds: 2,
      };
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
