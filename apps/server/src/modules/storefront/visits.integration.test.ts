// Storefront visits through real HTTP (issue 7 item 5): page views and daily visitors counted in
// memory, never written on a page view's path, and added to store_visits on flush.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVisits } from '../../db/schema/index.ts';
import { createTestBrowser } from '../../testing/browser.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedStore } from './testing/seed-store.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { workers: false });
});
afterAll(async () => {
  await server?.close();
});

describe('visits', () => {
  it('counts page views and daily visitors in memory, written only on flush', async () => {
    // No timer in this test: only the flushes below write.
    await server.services.visits.stop();
    const other = await seedStore({ db: server.database.db, kinds: ['tee'] });
    const path = `/shop/${other.store.handle}`;
    const visitsOf = () =>
      server.database.db.select().from(storeVisits).where(eq(storeVisits.storeId, other.store.id));

    const first = createTestBrowser(server.baseUrl);
    await first.request(`${server.baseUrl}${path}`);
    await first.request(`${server.baseUrl}${path}/products/${other.products[0]?.handle}`);
    await first.request(`${server.baseUrl}${path}`);
    const second = createTestBrowser(server.baseUrl);
    await second.request(`${server.baseUrl}${path}`);
    await fetch(`${server.baseUrl}${path}/products.json`);

    expect(await visitsOf()).toEqual([]);
    await server.services.visits.flush();
    const today = new Date().toISOString().slice(0, 10);
    expect(await visitsOf()).toEqual([
      { storeId: other.store.id, day: today, visitors: 2, pageViews: 4 },
    ]);

    await second.request(`${server.baseUrl}${path}`);
    await server.services.visits.flush();
    expect(await visitsOf()).toEqual([
      { storeId: other.store.id, day: today, visitors: 2, pageViews: 5 },
    ]);
  });

  it('drops counts of a store deleted since, and still writes the others', async () => {
    await server.services.visits.stop();
    const kept = await seedStore({ db: server.database.db, kinds: ['mug'] });
    server.services.visits.record(crypto.randomUUID(), true);
    server.services.visits.record(kept.store.id, true);
    await server.services.visits.flush();
    const rows = await server.database.db
      .select()
      .from(storeVisits)
      .where(eq(storeVisits.storeId, kept.store.id));
    expect(rows).toEqual([expect.objectContaining({ visitors: 1, pageViews: 1 })]);
  });
});
