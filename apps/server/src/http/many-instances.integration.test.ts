// Two web servers on one PostgreSQL database, in one test process, behave as one system
// (decision 057): a store change made through one reaches the other's storefront cache within
// 1 s, and a rate limit counted on one holds on the other. PostgreSQL only: the embedded PGlite
// belongs to one process, so there is no second process to agree with.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../db/schema/index.ts';
import { STOREFRONT_RATE_LIMITS } from '../modules/storefront/index.ts';
import { seedStore } from '../modules/storefront/testing/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Polls `check` every 25 ms until it is true; resolves to the milliseconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const startedAt = performance.now();
  while (!(await check())) {
    if (performance.now() - startedAt > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - startedAt;
}

describe.skipIf(!onPostgres)('two web servers on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const env = {
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '4',
    RATE_LIMIT_ARTIST_LOOKUP_PER_MINUTE: '4',
    // Behind a proxy, as deployed: the password test comes from many addresses.
    TRUST_PROXY: 'true',
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp(env, { database, workers: false });
    b = await createTestApp(env, { database, workers: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.cleanup();
  });

  it("a store change through one reaches the other's storefront within 1 s", async () => {
    // Each server's storefront has its own database connections but shares nothing in memory.
    const seeded = await seedStore({ db: database.db, kinds: ['mug'] });
    const page = (server: TestApp) =>
      fetch(`${server.baseUrl}/shop/${seeded.store.handle}`, { redirect: 'manual' });
    expect((await page(a)).status).toBe(200);
    expect((await page(b)).status).toBe(200); // cached by B from here on (3 s TTL)

    await database.db
      .update(stores)
      .set({ isEnabled: false })
      .where(eq(stores.id, seeded.store.id));
    a.services.storeChanges.notify(seeded.store.id);

    const tookMs = await within(1000, async () => (await page(b)).status === 503);
    expect(tookMs).toBeLessThan(1000);
  });

  it('a sign-in rate limit counted on one server holds on the other', async () => {
    const login = (server: TestApp) =>
      fetch(`${server.baseUrl}/auth/login`, { redirect: 'manual' });
    const seen: number[] = [];
    // Alternating between the two servers, as a load balancer would: 4 a minute in all.
    for (const server of [a, b, a, b, a, b]) seen.push((await login(server)).status);
    expect(seen).toEqual([302, 302, 302, 302, 429, 429]);
  });

  it('an artist lookup rate limit counted on one server holds on the other', async () => {
    const lookup = (server: TestApp) =>
      fetch(`${server.baseUrl}/webhook/validate-spotify-artist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ artistUrl: 'x' }),
      });
    const seen: number[] = [];
    for (const server of [a, b, a, b, b]) seen.push((await lookup(server)).status);
    expect(seen.slice(0, 4)).not.toContain(429);
    expect(seen[4]).toBe(429);
  });

  it("a store's wrong-password budget spent on both servers together closes it on both", async () => {
    const seeded = await seedStore({ db: database.db, kinds: ['mug'], store: { isPrivate: true } });
    let address = 0;
    const wrong = (server: TestApp) => {
      address += 1; // a new address each time: only the per-store budget can refuse
      return fetch(`${server.baseUrl}/shop/${seeded.store.handle}/password`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`,
        },
        body: new URLSearchParams({ password: 'wrong' }).toString(),
      });
    };
    const budget = STOREFRONT_RATE_LIMITS.passwordFailuresPerStorePerHour;
    const statuses = new Set<number>();
    for (let tries = 0; tries < budget; tries += 1) {
      statuses.add((await wrong(tries % 2 ? a : b)).status);
    }
    expect([...statuses]).toEqual([401]);
    expect((await wrong(a)).status).toBe(429);
    expect((await wrong(b)).status).toBe(429);
  });
});
