// The store launch and build job on a real database: launch validation and handles, the job's four
// steps, products and variants, and idempotency (a retry, two workers at once, a crash half-way).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreBuildStepId } from '@encore/contracts';
import { designs, storeProducts, stores } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import type { Services } from '../../../composition.ts';
import type { TestDatabase } from '../../../testing/test-database.ts';
import { testLogger } from '../../../testing/test-logger.ts';
import { imageVariantsOf, readAll, variantKey } from '../../../storage/index.ts';
import { createBuildStoreHandler, type BuildStoreOptions } from './build-store.job.ts';
import { buildJobId, buildStoreJob } from './build-store.job.ts';
import { InvalidSelectionError, StoreAlreadyLiveError } from '../errors.ts';
import { slugify } from '../handles.ts';
import { createStoresService, type StoresService } from '../service.ts';
import { createDesign, createUser, linkArtist, testArtist } from '../testing/store-factories.ts';
import { useStoreServices } from '../testing/use-store-services.ts';

const kit = useStoreServices('stores');
let database: TestDatabase;
let services: Services;
let stores$: StoresService;
const sent: { storeId: string; id: string | undefined }[] = [];

beforeAll(() => {
  ({ database, services } = kit);
  // The jobs are run by hand here; the queue only records what launch sends (and so knows no
  // job: the builds here are seconds old, which a missing job is allowed to be).
  const queue: Pick<JobQueue, 'send' | 'getJob'> = {
    send: async (_definition, payload, options) => {
      const data: unknown = payload;
      const storeId =
        typeof data === 'object' && data !== null && 'storeId' in data ? String(data.storeId) : '';
      sent.push({ storeId, id: options?.id });
      return options?.id ?? null;
    },
    getJob: async () => null,
  };
  stores$ = createStoresService({ ...services, queue });
});

const storeOf = async (storeId: string) =>
  (await database.db.select().from(stores).where(eq(stores.id, storeId)))[0];
const productsOf = (storeId: string) =>
  database.db.select().from(storeProducts).where(eq(storeProducts.storeId, storeId));
const run = (storeId: string, options: BuildStoreOptions = {}, attempt = 1) =>
  createBuildStoreHandler(services, options)(
    { storeId },
    { jobId: `job-${attempt}`, attempt, logger: testLogger },
  );

/** An artist with `count` ready garment designs. */
async function artistWithDesigns(count: number, name = testArtist.name) {
  const userId = await createUser(database.db);
  await linkArtist(database.db, userId, { id: testArtist.id, name });
  const made = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await createDesign(database.db, { userId, storage: services.storage }));
  }
  return { userId, designIds: made.map((design) => design.id) };
}

describe('launch', () => {
  it('creates a processing store with a handle, password, key, estimate and one job', async () => {
    const { userId, designIds } = await artistWithDesigns(2, 'Nova & The Comets');
    const { storeId, created } = await stores$.launch(userId, designIds);
    expect(created).toBe(true);
    const store = await storeOf(storeId);
    expect(store).toMatchObject({
      userId,
      status: 'processing',
      handle: 'nova-and-the-comets',
      name: 'Nova & The Comets',
      selectedDesignIds: designIds,
      completedSteps: [],
      isEnabled: true,
      isPrivate: false,
    });
    expect(store?.password).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    expect(store?.accessKey.length).toBeGreaterThan(30);
    expect(store?.buildEstimateSeconds).toBeGreaterThanOrEqual(5);
    expect(sent.filter((job) => job.storeId === storeId)).toEqual([
      { storeId, id: store && buildJobId(store) },
    ]);
  });

  it('accepts only the user’s own ready designs, naming selectedDesigns', async () => {
    const { userId, designIds } = await artistWithDesigns(1);
    const other = await artistWithDesigns(1);
    const processing = await createDesign(database.db, { userId, status: 'processing' });
    for (const ids of [[...designIds, ...other.designIds], ['asset-1'], [processing.id]]) {
      const refused = stores$.launch(userId, ids);
      await expect(refused).rejects.toBeInstanceOf(InvalidSelectionError);
      await expect(refused).rejects.toMatchObject({ field: 'selectedDesigns' });
    }
    expect(await database.db.select().from(stores).where(eq(stores.userId, userId))).toHaveLength(
      0,
    );
  });

  it('gives artists of the same name their own handles, even launching at once', async () => {
    const name = 'Echo Valley';
    const artists = await Promise.all([1, 2, 3].map(() => artistWithDesigns(1, name)));
    const launched = await Promise.all(artists.map((a) => stores$.launch(a.userId, a.designIds)));
    const handles = await Promise.all(
      launched.map(async ({ storeId }) => (await storeOf(storeId))?.handle),
    );
    expect(handles.sort()).toEqual(['echo-valley', 'echo-valley-2', 'echo-valley-3']);
  });

  it('never makes a second store: a double launch resumes, a live store refuses', async () => {
    const { userId, designIds } = await artistWithDesigns(1);
    const [first, second] = await Promise.all([
      stores$.launch(userId, designIds),
      stores$.launch(userId, designIds),
    ]);
    expect(first.storeId).toBe(second.storeId);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(await stores$.launch(userId, designIds)).toEqual({
      storeId: first.storeId,
      created: false,
    });
    await run(first.storeId);
    await expect(stores$.launch(userId, designIds)).rejects.toBeInstanceOf(StoreAlreadyLiveError);
    expect(await database.db.select().from(stores).where(eq(stores.userId, userId))).toHaveLength(
      1,
    );
  });
});

describe('stores.build', () => {
  it('records the four steps in order and makes the store live with its products', async () => {
    const { userId, designIds } = await artistWithDesigns(2);
    const poster = await createDesign(database.db, {
      userId,
      product: 'poster',
      garmentColor: '#f1e9d8',
    });
    const { storeId } = await stores$.launch(userId, [...designIds, poster.id]);
    const seen: StoreBuildStepId[][] = [];
    await run(storeId, {
      afterStep: async () => {
        seen.push((await storeOf(storeId))?.completedSteps ?? []);
      },
    });
    expect(seen).toEqual([
      ['structure'],
      ['structure', 'products'],
      ['structure', 'products', 'payments'],
      ['structure', 'products', 'payments', 'settings'],
    ]);
    const store = await storeOf(storeId);
    expect(store).toMatchObject({ status: 'ready', isEnabled: true, isPrivate: false });
    expect(store?.readyAt).toBeInstanceOf(Date);
    expect(store?.color).toMatch(/^#[0-9a-f]{6}$/);
    const banner = store?.bannerKey ? await services.storage.get(store.bannerKey) : null;
    expect(banner && (await sharp(await readAll(banner)).metadata())).toMatchObject({
      format: 'webp',
      width: 1500,
      height: 500,
    });

    const products = await productsOf(storeId);
    // Two garment designs × five kinds, and the poster design as a poster.
    expect(products).toHaveLength(11);
    expect(products.reduce((sum, product) => sum + product.variants.length, 0)).toBe(2 * 13 + 1);
    expect(new Set(products.map((product) => product.handle)).size).toBe(11);
    expect(products.filter((product) => product.designId === poster.id)).toMatchObject([
      { kind: 'poster', printKey: poster.printKey },
    ]);
    const hoodie = products.find((p) => p.kind === 'hoodie' && p.designId === designIds[0]);
    expect(hoodie?.variants.find((variant) => variant.id === 'm-black')).toMatchObject({
      size: 'M',
      priceCents: 5500,
    });

    // The storefront's smaller pictures are made after the store is live, in the background.
    await imageVariantsOf(services.storage).idle();
    const bannerVariant = store?.bannerKey ? variantKey(store.bannerKey, 640, 'avif') : null;
    const stored = bannerVariant ? await services.storage.get(bannerVariant) : null;
    expect(stored && (await sharp(await readAll(stored)).metadata())).toMatchObject({
      format: 'heif',
      width: 640,
      height: 213,
    });
    const mockup = products[0]?.imageKeys[0] ?? '';
    for (const format of ['avif', 'webp'] as const) {
      expect(await services.storage.get(variantKey(mockup, 1200, format) ?? '')).not.toBeNull();
    }
  });

  it('is idempotent: run again, two workers at once, or a crash half-way change nothing', async () => {
    const { userId, designIds } = await artistWithDesigns(2);
    const { storeId } = await stores$.launch(userId, designIds);
    await expect(
      run(storeId, {
        afterStep: async (step) => {
          if (step === 'products') throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow('worker killed');
    expect(await storeOf(storeId)).toMatchObject({
      status: 'processing',
      completedSteps: ['structure', 'products'],
      buildError: 'Something went wrong building your store. Trying again…',
    });
    await Promise.all([run(storeId, {}, 2), run(storeId, {}, 2)]);
    await run(storeId, {}, 3);
    const store = await storeOf(storeId);
    expect(store).toMatchObject({
      status: 'ready',
      buildError: null,
      completedSteps: ['structure', 'products', 'payments', 'settings'],
    });
    expect(await productsOf(storeId)).toHaveLength(10);
    expect(await database.db.select().from(stores).where(eq(stores.userId, userId))).toHaveLength(
      1,
    );
  });

  it('waits for missing print files, then finishes once they are there', async () => {
    const { userId } = await artistWithDesigns(0);
    const design = await createDesign(database.db, { userId, printKey: null });
    const { storeId } = await stores$.launch(userId, [design.id]);
    await expect(run(storeId, { printWaitMs: 200, printPollMs: 50 })).rejects.toThrow(
      /print files/,
    );
    // Still building, structure done, products waiting: not an error the artist sees.
    expect(await storeOf(storeId)).toMatchObject({
      status: 'processing',
      completedSteps: ['structure'],
      buildError: null,
    });
    // The designs job stores the print file while the second attempt waits for it.
    const printLater = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await database.db
        .update(designs)
        .set({ printKey: 'prints/late.png' })
        .where(eq(designs.id, design.id));
    })();
    await run(storeId, { printWaitMs: 10_000, printPollMs: 50 }, 2);
    await printLater;
    expect((await storeOf(storeId))?.status).toBe('ready');
    // The garment file for tee, hoodie and tote; the poster and mug files stored beside it.
    const own: Record<string, string> = {
      poster: 'prints/late-poster.png',
      mug: 'prints/late-mug.png',
    };
    const products = await productsOf(storeId);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.printKey).toBe(own[p.kind] ?? 'prints/late.png');
  });

  it('fails when retries run out, shows pre-store with the error, and can launch again', async () => {
    const { userId } = await artistWithDesigns(0);
    const stuck = await createDesign(database.db, { userId, printKey: null });
    const { storeId } = await stores$.launch(userId, [stuck.id]);
    await expect(run(storeId, { printWaitMs: 0 }, buildStoreJob.retryLimit + 1)).rejects.toThrow();
    expect((await storeOf(storeId))?.status).toBe('failed');
    const details = await stores$.details(userId);
    expect(details).toMatchObject({ storeState: 'pre-store', shopifyStoreUrl: null });
    expect(details.build?.error).toMatch(/print files.*launch your store again/);

    const ready = await createDesign(database.db, { userId });
    const before = await storeOf(storeId);
    expect(await stores$.launch(userId, [ready.id])).toEqual({ storeId, created: false });
    const after = await storeOf(storeId);
    expect(after).toMatchObject({
      status: 'processing',
      selectedDesignIds: [ready.id],
      completedSteps: [],
      buildError: null,
    });
    expect(after && buildJobId(after)).not.toBe(before && buildJobId(before));
    await run(storeId);
    expect((await storeOf(storeId))?.status).toBe('ready');
    expect((await productsOf(storeId)).map((product) => product.designId)).toEqual(
      Array(5).fill(ready.id),
    );
  });

  it('fails at once, without retries, when a chosen design is gone', async () => {
    const { userId, designIds } = await artistWithDesigns(1);
    const { storeId } = await stores$.launch(userId, designIds);
    await database.db.delete(designs).where(eq(designs.id, designIds[0] ?? ''));
    await run(storeId);
    expect(await storeOf(storeId)).toMatchObject({
      status: 'failed',
      buildError: 'A design chosen for the store no longer exists. Please launch your store again.',
    });
  });

  it('does nothing for a store that is gone or already live', async () => {
    await run('00000000-0000-4000-8000-000000000000');
    const { userId, designIds } = await artistWithDesigns(1, 'Quiet Storm');
    const { storeId } = await stores$.launch(userId, designIds);
    await run(storeId);
    const live = await storeOf(storeId);
    await run(storeId);
    expect(await storeOf(storeId)).toEqual(live);
    expect(live?.handle.startsWith(slugify('Quiet Storm', 'x'))).toBe(true);
  });
});
