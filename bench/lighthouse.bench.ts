/**
 * The first screens as a phone meets them (targets: `/v2` ≤ 100 KB of JavaScript before first
 * paint and Lighthouse mobile performance ≥ 95 with LCP ≤ 2.0 s; a storefront page ≥ 98 with LCP
 * ≤ 1.2 s). Lighthouse (mobile: simulated slow 4G and a 4× slower CPU) with Debian's Chromium,
 * against the production build and entry point: `/v2` signed out, `/v2/main` signed in with an
 * artist's designs, and the artist's live storefront. Each page 3 times, medians; JavaScript per
 * route is what the page downloaded as scripts (compressed bytes on the wire).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { demoArtists } from '@encore/demo-catalog';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';
import { debianChromium } from '../e2e/chromium.ts';
import { median, startEncore, stopEncore, until } from './encore-process.ts';

const RUNS = 3;
const port = 3970;
const chromium = debianChromium.executablePath;
const chromiumFlags = debianChromium.args;

interface PageFigures {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
  totalKiB: number;
}

interface NetworkRow {
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse run in a fresh browser; `prepare` may set up the origin's storage first. */
async function audit(url: string, prepare?: (browser: Browser) => Promise<void>) {
  const browser = await puppeteer.launch({ executablePath: chromium, args: chromiumFlags });
  try {
    if (prepare) await prepare(browser);
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance'], disableStorageReset: prepare !== undefined },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const rows = ((lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)
      ?.items ?? []) as NetworkRow[];
    const bytes = (filter: (row: NetworkRow) => boolean) =>
      Math.round(rows.filter(filter).reduce((sum, row) => sum + (row.transferSize ?? 0), 0) / 1024);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      scriptKiB: bytes((row) => row.resourceType === 'Script'),
      totalKiB: bytes(() => true),
    } satisfies PageFigures;
  } finally {
    await browser.close();
  }
}

function medians(runs: PageFigures[]) {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptKiB: of('scriptKiB'),
    totalKiB: of('totalKiB'),
    performanceRuns: runs.map((run) => run.performance),
  };
}

/** A signed-in artist with designs and a live store: what `/v2/main` and the storefront show. */
async function artistWithStore(baseUrl: string) {
  const artist = demoArtists[2];
  if (!artist) throw new Error('no offline artist');
  const { tokens } = await signInWithLocalProvider(baseUrl, { email: 'lighthouse@example.com' });
  const userId = tokens.user.id;
  const call = (name: Parameters<typeof callWorkflow>[1], body: Record<string, unknown>) =>
    callWorkflow(baseUrl, name, { userId, ...body }, tokens.access_token);
  await call('submit-onboarding', { spotifyId: artist.id, inviteToken: '' });
  await until('the designs', 300_000, async () => {
    const { body } = await call('getProcessingStatus', {});
    return (body as { isComplete?: boolean }).isComplete === true ? true : null;
  });
  const { body } = await call('v2/designs', {});
  const ids = (body as { designs: { id: string }[] }).designs.map((design) => design.id);
  await call('build-store', { selectedDesigns: ids.slice(0, 3) });
  const storeUrl = await until('the store', 60_000, async () => {
    const data = (await call('get-store-data', {})).body as {
      storeState: string;
      shopifyStoreUrl: string | null;
    };
    return data.storeState === 'ready' ? data.shopifyStoreUrl : null;
  });
  if (!storeUrl) throw new Error('a live store without an address');
  const stored = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: tokens.expires_at * 1000,
    user: tokens.user,
  };
  return { storeUrl, stored };
}

export const lighthouseBenchmark = {
  name: 'lighthouse',
  async run(): Promise<Record<string, unknown>> {
    if (!existsSync(join(import.meta.dirname, '..', 'apps/web/dist/index.html'))) {
      throw new Error('the web app is not built: run `npm run build` first');
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-lighthouse-'));
    const server = await startEncore({ port, dataDir });
    try {
      const { storeUrl, stored } = await artistWithStore(server.baseUrl);
      const signedIn = async (browser: Browser) => {
        // The SPA keeps its session in localStorage (`encore.session`), set on the origin first.
        const page = await browser.newPage();
        await page.goto(`${server.baseUrl}/healthz`);
        await page.evaluate((value) => {
          // Runs in the page, where there is a localStorage; the bench's types know only Node.
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem('encore.session', value);
        }, JSON.stringify(stored));
        await page.close();
      };
      const pages = {
        '/v2': () => audit(`${server.baseUrl}/v2`),
        '/v2/main': () => audit(`${server.baseUrl}/v2/main`, signedIn),
        storefront: () => audit(storeUrl),
      };
      const figures: Record<string, unknown> = {};
      for (const [name, run] of Object.entries(pages)) {
        const runs: PageFigures[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await run());
        figures[name] = medians(runs);
        console.log(`  ${name}`, JSON.stringify(figures[name]));
      }
      return {
        formFactor: 'mobile (Lighthouse default throttling)',
        chromium,
        targets: {
          v2: { performance: 95, lcpMs: 2_000, scriptKiB: 100 },
          storefront: { performance: 98, lcpMs: 1_200 },
        },
        pages: figures,
      };
    } finally {
      await stopEncore(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
