/**
 * Launch → storefront live (target: ≤ 10 s median), as an artist meets it on the production
 * entry point: a server in a child process (embedded PGlite, in-process workers polling the
 * queue every 2 s as in production), real onboarding whose designs job renders full-size print
 * files, then build-store and the store URL polled until it shows the products.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoArtists } from '@encore/demo-catalog';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';
import { median, startEncore, stopEncore, until } from './encore-process.ts';

const RUNS = 3;
const port = 3910;

/** A new artist whose designs (with print files) are complete; returns what launching needs. */
async function artistWithFinishedDesigns(baseUrl: string, index: number) {
  const artist = demoArtists[index % demoArtists.length];
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
    const server = await startEncore({ port, dataDir });
    try {
      const launchToLiveMs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { call, designIds } = await artistWithFinishedDesigns(server.baseUrl, i);
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
      await stopEncore(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
