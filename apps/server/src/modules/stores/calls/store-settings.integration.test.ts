// A live store's settings and figures over real HTTP: online, private and password round trips
// (each announced to the storefront), the overview from real paid orders and visits, and that
// only the store's owner may call any of it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@encore/contracts';
import { createPaidOrder, recordVisits } from '../testing/store-factories.ts';
import { storeKit } from '../testing/store-kit.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp();
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  kit = storeKit(server);
});

describe('store settings and figures', () => {
  it('figures come from real paid orders and visits', async () => {
    const { tokens, designIds } = await kit.artist('Copper Lane', 1);
    await kit.call('build-store', tokens, { selectedDesigns: designIds });
    await kit.waitUntilReady(tokens);
    const storeId = (await kit.storeRow(tokens.user.id))?.id ?? '';
    const { db } = server.database;
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await recordVisits(db, { storeId, day: day(0), visitors: 12 });
    await recordVisits(db, { storeId, day: day(3), visitors: 8 });
    await recordVisits(db, { storeId, day: day(10), visitors: 50 });
    const hoodie = { title: 'Copper Hoodie', quantity: 2, unitPriceCents: 5_500 };
    await createPaidOrder(db, {
      storeId,
      totalCents: 11_000,
      email: 'a@fan.example',
      items: [hoodie],
    });
    await createPaidOrder(db, { storeId, totalCents: 3_000, email: 'A@fan.example' });
    await createPaidOrder(db, {
      storeId,
      totalCents: 7_000,
      paidAt: new Date(Date.now() - 9 * 86_400_000),
      items: [{ title: 'Copper Tee', kind: 'tee', quantity: 3, unitPriceCents: 2_000 }],
    });

    // Top products are all time (last week's tee leads), sent by the server, not a default.
    const { body } = await kit.call('get-store-data', tokens);
    expect(body).toMatchObject({
      overview: {
        topProducts: [
          { title: 'Copper Tee', kind: 'tee', quantity: 3, revenueCents: 6_000 },
          { title: 'Copper Hoodie', kind: 'hoodie', quantity: 2, revenueCents: 11_000 },
          { title: 'Track Hoodie', kind: 'hoodie', quantity: 1, revenueCents: 3_000 },
        ],
      },
    });
    const { overview } = await kit.storeData(tokens);
    expect(overview).toMatchObject({
      weeklyRevenueCents: 14_000,
      previousWeekRevenueCents: 7_000,
      revenueChangePercent: 100,
      visitors: 20,
      orders: 3,
      conversionPercent: 5,
    });
    expect(overview?.insights).toContain('Copper Hoodie is your best seller this week: 2 sold.');
    expect(overview?.insights).toContain('Revenue is up 100% on last week: $140 against $70.');
  });

  it('settings: online, private and password round trip, each telling the storefront', async () => {
    const { tokens, designIds } = await kit.artist('Velvet Arcade', 1);
    await kit.call('build-store', tokens, { selectedDesigns: designIds });
    const before = await kit.waitUntilReady(tokens);
    const storeUrl = `${server.baseUrl}/shop/velvet-arcade`;
    const changed: string[] = [];
    const stop = server.services.storeChanges.subscribe((storeId) => changed.push(storeId));

    expect(await kit.call('store/update-status', tokens, { isStoreEnabled: false })).toEqual({
      status: 200,
      body: { data: { isStoreEnabled: false } },
    });
    expect(await kit.storeData(tokens)).toMatchObject({
      isStoreEnabled: false,
      isStorePrivate: false,
    });

    expect(await kit.call('store/update-privacy', tokens, { isStorePrivate: true })).toEqual({
      status: 200,
      body: { data: { isStorePrivate: true, shopifyStoreUrl: storeUrl } },
    });
    const hidden = await kit.storeData(tokens);
    expect(hidden).toMatchObject({ isStoreEnabled: false, isStorePrivate: true });
    const key = new URL(hidden.shareUrl ?? '').searchParams.get('key');
    expect(key).toBe((await kit.storeRow(tokens.user.id))?.accessKey);

    const renamed = await kit.call('store/update-password', tokens, { password: 'backstage' });
    expect(renamed.status).toBe(200);
    const { data } = renamed.body as { data: { storePassword: string; shareUrl: string } };
    expect(data.storePassword).toBe('backstage');
    const newKey = new URL(data.shareUrl).searchParams.get('key');
    expect(newKey).not.toBe(key);
    expect(await kit.storeData(tokens)).toMatchObject({
      storePassword: 'backstage',
      shareUrl: data.shareUrl,
    });
    expect(before.storePassword).not.toBe('backstage');

    expect(await kit.call('store/update-status', tokens, { isStoreEnabled: true })).toMatchObject({
      body: { data: { isStoreEnabled: true } },
    });
    expect(await kit.storeData(tokens)).toMatchObject({
      isStoreEnabled: true,
      isStorePrivate: true,
    });
    const storeId = (await kit.storeRow(tokens.user.id))?.id;
    expect(changed).toEqual([storeId, storeId, storeId, storeId]);
    stop();

    const tooShort = await kit.call('store/update-password', tokens, { password: 'ab' });
    expect(tooShort).toMatchObject({ status: 400, body: { field: 'password' } });
  });

  it('are only for the store’s owner: 401 without a token, 403 naming someone else', async () => {
    const owner = await kit.artist('Owner Band', 1);
    const intruder = await kit.artist('Intruder', 1);
    const asOwner = { userId: owner.tokens.user.id };
    const calls: [EndpointName, Record<string, unknown>][] = [
      ['get-store-data', asOwner],
      ['buildStoreStatus', asOwner],
      ['build-store', { ...asOwner, selectedDesigns: owner.designIds }],
      ['store/update-status', { ...asOwner, isStoreEnabled: false }],
      ['store/update-privacy', { ...asOwner, isStorePrivate: true }],
      ['store/update-password', { ...asOwner, password: 'letmein' }],
    ];
    for (const [name, body] of calls) {
      expect((await server.call(name, body)).status, name).toBe(401);
      const forbidden = await server.call(name, body, intruder.tokens.access_token);
      expect(forbidden.status, name).toBe(403);
    }
    expect(await kit.storeRow(owner.tokens.user.id)).toBeUndefined();
  });
});
