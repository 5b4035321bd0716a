// Encore's own platform's figures on a real database: test-mode orders count while payments are in
// test mode, and drop out of every figure once real payments (Stripe) are configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { testLogger } from '../../testing/test-logger.ts';
import { testServices } from '../../testing/test-services.ts';
import { insertStore } from './repository.ts';
import { createPaidOrder, createUser } from './testing/store-factories.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

/** The platform as the server wires it for these settings. */
const platformWith = (env: Record<string, string> = {}) =>
  testServices({ database, queue: createJobQueue(database, { logger: testLogger }), env })
    .shopPlatform;

const STRIPE = {
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('encore platform stats', () => {
  it('count test-mode orders only while payments are in test mode', async () => {
    const userId = await createUser(database.db, 'Rehearsal');
    const store = await insertStore(database.db, {
      userId,
      spotifyId: 'artist-1',
      handle: `rehearsal-${userId.slice(0, 8)}`,
      name: 'Rehearsal',
      selectedDesignIds: [],
      password: 'amber-comet-1234',
      accessKey: 'key',
    });
    const storeId = store?.id ?? '';
    const rehearsal = {
      title: 'Rehearsal Tee',
      kind: 'tee' as const,
      quantity: 4,
      unitPriceCents: 500,
    };
    await createPaidOrder(database.db, { storeId, totalCents: 2_000, items: [rehearsal] });
    await createPaidOrder(database.db, { storeId, totalCents: 2_500, isTest: true });
    await createPaidOrder(database.db, {
      storeId,
      totalCents: 4_000,
      isTest: false,
      items: [{ title: 'Real Hoodie', quantity: 1 }],
    });
    const period = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000) };

    const inTestMode = await platformWith().readStats(storeId, period);
    expect(inTestMode).toMatchObject({ orders: 3, customers: 3, revenueCents: 8_500 });
    expect(inTestMode.topProducts[0]).toEqual({
      title: 'Rehearsal Tee',
      kind: 'tee',
      quantity: 4,
      revenueCents: 2_000,
    });

    const live = await platformWith(STRIPE).readStats(storeId, period);
    expect(live).toMatchObject({
      orders: 1,
      customers: 1,
      revenueCents: 4_000,
      topProducts: [{ title: 'Real Hoodie', kind: 'hoodie', quantity: 1, revenueCents: 4_000 }],
    });
  });
});
