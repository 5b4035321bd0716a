// The store launch over real HTTP, with the build job worked by the test server's own workers:
// pre-store, the launch overlay's real progress while print files are made, a live store's data in
// every call that carries it, and one store per artist however often launch is called.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildStoreStatusResponseSchema,
  getDesignsResponseSchema,
  v2DesignsResponseSchema,
} from '@encore/contracts';
import { makeSampleRequests } from '@encore/contracts/testing';
import { designs, storeProducts, stores } from '../../../db/schema/index.ts';
import { JOB_SCHEMA } from '../../../jobs/queue.ts';
import { buildJobId, buildStoreJob } from '../jobs/build-store.job.ts';
import { createDesign } from '../testing/store-factories.ts';
import { storeKit } from '../testing/store-kit.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp();
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  kit = storeKit(server);
});

describe('store launch', () => {
  it('answer pre-store with nulls before any launch, and refuse settings with a 409', async () => {
    const { tokens } = await kit.artist('Nobody Yet');
    expect(await kit.storeData(tokens)).toEqual({
      storeState: 'pre-store',
      isStoreEnabled: null,
      isStorePrivate: null,
      shopifyStoreUrl: null,
      storeBannerUrl: null,
      storeColor: null,
      storeName: null,
      build: null,
      overview: null,
      storePassword: null,
      shareUrl: null,
    });
    expect((await kit.call('buildStoreStatus', tokens)).body).toMatchObject({
      status: 'pre-store',
    });
    const refused = await kit.call('store/update-status', tokens, { isStoreEnabled: false });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'no_store', message: expect.stringContaining('no store yet') },
    });
  });

  it('refuse designs that are not the user’s ready ones with a 400 naming selectedDesigns', async () => {
    const { tokens } = await kit.artist('Picky');
    const other = await kit.artist('Someone Else');
    const response = await kit.call('build-store', tokens, { selectedDesigns: other.designIds });
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', field: 'selectedDesigns' },
    });
    expect(await kit.storeRow(tokens.user.id)).toBeUndefined();
  });

  it('launch: processing with the real checklist while print files are made, then live', async () => {
    const { tokens } = await kit.artist('Midnight Static', 0);
    const { db } = server.database;
    const first = await createDesign(db, { userId: tokens.user.id, printKey: null });
    const second = await createDesign(db, { userId: tokens.user.id });
    const launched = await kit.call('build-store', tokens, {
      selectedDesigns: [first.id, second.id],
    });
    expect(launched).toEqual({ status: 200, body: { success: true, error: null } });

    const building = await vi.waitFor(
      async () => {
        const data = await kit.storeData(tokens);
        if (data.build?.steps[0]?.status !== 'done') throw new Error('structure not done yet');
        return data;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(building).toMatchObject({
      storeState: 'processing',
      isStoreEnabled: null,
      shopifyStoreUrl: null,
      storeName: 'Midnight Static',
      overview: null,
      storePassword: null,
    });
    expect(building.build?.steps.map((step) => step.status)).toEqual([
      'done',
      'active',
      'pending',
      'pending',
    ]);
    // 4 s + 1 s per design, and 5 s for the print file still being drawn.
    expect(building.build?.estimatedSeconds).toBeGreaterThanOrEqual(11);
    expect(building.storeColor).toMatch(/^#[0-9a-f]{6}$/);
    expect((await kit.call('buildStoreStatus', tokens)).body).toMatchObject({
      status: 'processing',
    });

    expect(await kit.call('store/update-privacy', tokens, { isStorePrivate: true })).toMatchObject({
      status: 409,
      body: { error: 'store_building', message: expect.stringContaining('still being built') },
    });
    // A second launch while building is the same launch.
    expect((await kit.call('build-store', tokens, { selectedDesigns: [second.id] })).status).toBe(
      200,
    );

    // The chosen designs are 'In Your Store' from the launch on.
    const listed = v2DesignsResponseSchema.parse(
      (await kit.call('v2/designs', tokens)).body,
    ).designs;
    expect(listed.map((design) => design.products?.length ?? 0)).toEqual([5, 5]);

    // The designs job stores the missing print file; the build picks it up and finishes.
    await db.update(designs).set({ printKey: 'prints/late.png' }).where(eq(designs.id, first.id));
    const ready = await kit.waitUntilReady(tokens);
    const row = await kit.storeRow(tokens.user.id);
    expect(row?.completedSteps).toEqual(['structure', 'products', 'payments', 'settings']);
    const products = await db
      .select()
      .from(storeProducts)
      .where(eq(storeProducts.storeId, row?.id ?? ''));
    expect(products).toHaveLength(10);
    expect(products.reduce((sum, product) => sum + product.variants.length, 0)).toBe(26);
    expect(ready.shopifyStoreUrl).toBe(`${server.baseUrl}/shop/midnight-static`);
  });

  it('a live store: its data, URL, banner, share link, zero figures and store flags', async () => {
    const { tokens, designIds } = await kit.artist('Glass Harbor', 2);
    expect(await kit.call('build-store', tokens, { selectedDesigns: designIds })).toMatchObject({
      status: 200,
    });
    const data = await kit.waitUntilReady(tokens);
    const storeUrl = `${server.baseUrl}/shop/glass-harbor`;
    expect(data).toMatchObject({
      storeState: 'ready',
      isStoreEnabled: true,
      isStorePrivate: false,
      shopifyStoreUrl: storeUrl,
      storeColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
      storeName: 'Glass Harbor',
      build: null,
      storePassword: expect.stringMatching(/^[a-z]+-[a-z]+-\d{4}$/),
      overview: {
        currency: 'usd',
        weeklyRevenueCents: 0,
        previousWeekRevenueCents: 0,
        revenueChangePercent: 0,
        visitors: 0,
        orders: 0,
        conversionPercent: 0,
        insights: ['Your store is live. Share your store link to get your first visitors.'],
        topProducts: [],
      },
    });
    expect(data.shareUrl).toBe(
      `${storeUrl}?utm_source=artist&utm_medium=share&utm_campaign=store_settings`,
    );
    const banner = await fetch(data.storeBannerUrl ?? '');
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/webp');

    const status = buildStoreStatusResponseSchema.parse(
      (await kit.call('buildStoreStatus', tokens)).body,
    );
    expect(status).toMatchObject({
      status: 'ready',
      storeData: { storeState: 'ready', shopifyStoreUrl: storeUrl, isStoreEnabled: true },
    });
    const legacy = getDesignsResponseSchema.parse((await kit.call('get-designs', tokens)).body);
    expect(legacy).toMatchObject({
      isStoreEnabled: true,
      isStorePrivate: false,
      shopifyStoreUrl: storeUrl,
    });

    const createUser = makeSampleRequests(
      tokens.user.id,
      tokens.user.email ?? undefined,
    ).createUser;
    const userStatus = await server.call('createUser', createUser, tokens.access_token);
    expect(userStatus.body).toMatchObject({
      isStoreEnabled: true,
      isStorePrivate: false,
      shopifyStoreUrl: storeUrl,
    });

    // Launching again would make a second store.
    const again = await kit.call('buildStore', tokens, { selectedDesigns: designIds });
    expect(again).toMatchObject({ status: 409, body: { error: 'store_exists' } });
  });

  it('a double launch and a second artist of the same name: one store each, own handles', async () => {
    const first = await kit.artist('Twin Peaks Radio', 1);
    const second = await kit.artist('Twin Peaks Radio', 1);
    const responses = await Promise.all([
      kit.call('build-store', first.tokens, { selectedDesigns: first.designIds }),
      kit.call('build-store', first.tokens, { selectedDesigns: first.designIds }),
      kit.call('buildStore', second.tokens, {
        selectedDesigns: second.designIds,
        timestamp: new Date().toISOString(),
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(responses[2]?.body).toEqual({ data: { status: 'success' } });
    await kit.waitUntilReady(first.tokens);
    await kit.waitUntilReady(second.tokens);

    const firstStore = await kit.storeRow(first.tokens.user.id);
    const secondStore = await kit.storeRow(second.tokens.user.id);
    expect([firstStore?.handle, secondStore?.handle].sort()).toEqual([
      'twin-peaks-radio',
      'twin-peaks-radio-2',
    ]);
    const { db, pool } = server.database;
    const owned = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(stores)
      .where(eq(stores.userId, first.tokens.user.id));
    expect(owned[0]?.count).toBe(1);
    const { rows } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${JOB_SCHEMA}.job WHERE name = $1 AND data->>'storeId' = $2`,
      [buildStoreJob.queue, firstStore?.id],
    );
    expect(rows[0]?.count).toBe(1);
    const products = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(storeProducts)
      .where(eq(storeProducts.storeId, firstStore?.id ?? ''));
    expect(products[0]?.count).toBe(5);

    // The job delivered once more (a retry after a lost acknowledgement, a second worker): the
    // same id is refused by the queue, and a stray copy finds the store live and changes nothing.
    const row = await kit.storeRow(first.tokens.user.id);
    if (!row) throw new Error('no store');
    expect(
      await server.queue.send(buildStoreJob, { storeId: row.id }, { id: buildJobId(row) }),
    ).toBeNull();
    const stray = await server.queue.send(buildStoreJob, { storeId: row.id });
    await vi.waitFor(
      async () => {
        const job = stray === null ? null : await server.queue.getJob(buildStoreJob, stray);
        if (job?.state !== 'completed') throw new Error(`stray job is ${job?.state}`);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await kit.storeRow(first.tokens.user.id)).toEqual(row);
  });
});
