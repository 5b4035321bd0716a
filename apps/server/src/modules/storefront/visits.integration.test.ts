// Storefront visits through real HTTP (decision 052): page views and visitors counted in memory,
// written only on flush; a visitor is counted once per store and day by a salted hash of address
// and user agent, with no cookie; crawlers, headless browsers, prefetches and floods count as
// nothing; nothing personal is stored. TRUST_PROXY lets a test speak from many addresses.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeVisitorDays, storeVisits, visitorSalts } from '../../db/schema/index.ts';
import { createTestBrowser } from '../../testing/browser.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { seedStore } from './testing/seed-store.ts';
import { createVisitCounter } from './visit-counter.ts';

const server = useTestApp({ TRUST_PROXY: 'true' }, { workers: false });

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const today = () => new Date().toISOString().slice(0, 10);

async function newStore() {
  // No timer in these tests: only their own flushes write.
  await server.services.visits.stop();
  const seeded = await seedStore({ db: server.database.db, kinds: ['tee'] });
  const url = `${server.baseUrl}/shop/${seeded.store.handle}`;
  const visits = () =>
    server.database.db.select().from(storeVisits).where(eq(storeVisits.storeId, seeded.store.id));
  return { seeded, url, visits };
}

function view(url: string, address: string, userAgent: string, init: RequestInit = {}) {
  return fetch(url, {
    ...init,
    headers: { 'x-forwarded-for': address, 'user-agent': userAgent, ...init.headers },
  });
}

describe('visits', () => {
  it('counts page views and visitors in memory, written only on flush', async () => {
    const { seeded, url, visits } = await newStore();
    const first = createTestBrowser(server.baseUrl);
    await first.request(url);
    await first.request(`${url}/products/${seeded.products[0]?.handle}`);
    await first.request(url);
    await (await view(url, '198.51.100.20', SAFARI)).text();
    await fetch(`${url}/products.json`);

    expect(await visits()).toEqual([]);
    await server.services.visits.flush();
    expect(await visits()).toEqual([
      { storeId: seeded.store.id, day: today(), visitors: 2, pageViews: 4 },
    ]);

    await (await view(url, '198.51.100.20', SAFARI)).text();
    await server.services.visits.flush();
    expect(await visits()).toEqual([
      { storeId: seeded.store.id, day: today(), visitors: 2, pageViews: 5 },
    ]);
  });

  it('counts 1,000 views from one address and browser without cookies as one visitor, and two addresses as two', async () => {
    const { url, visits } = await newStore();
    const statuses = new Set<number>();
    const cookies = new Set<string>();
    for (let wave = 0; wave < 100; wave += 1) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const response = await view(url, '203.0.113.5', CHROME);
          await response.text();
          statuses.add(response.status);
          for (const cookie of response.headers.getSetCookie()) cookies.add(cookie);
        }),
      );
    }
    expect([...statuses]).toEqual([200]);
    expect(cookies).toEqual(new Set());
    await server.services.visits.flush();
    expect(await visits()).toEqual([expect.objectContaining({ visitors: 1 })]);

    await (await view(url, '203.0.113.6', CHROME)).text();
    await server.services.visits.flush();
    expect(await visits()).toEqual([expect.objectContaining({ visitors: 2 })]);
  });

  it('counts crawlers, headless browsers, scripts, prefetches and HEAD requests as nothing', async () => {
    const { url, visits } = await newStore();
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
      '',
    ]) {
      const response = await view(url, '198.51.100.30', userAgent);
      await response.text();
      expect(response.status).toBe(200);
    }
    await (
      await view(url, '198.51.100.31', CHROME, { headers: { 'sec-purpose': 'prefetch' } })
    ).text();
    expect((await view(url, '198.51.100.32', CHROME, { method: 'HEAD' })).status).toBe(200);

    await server.services.visits.flush();
    expect(await visits()).toEqual([]);
  });

  it('caps the visitors one address adds in a day, however many user agents it rotates', async () => {
    const { url, visits } = await newStore();
    for (let index = 0; index < 30; index += 1) {
      await (await view(url, '198.51.100.40', `${CHROME} Flood/${index}`)).text();
    }
    await server.services.visits.flush();
    expect(await visits()).toEqual([expect.objectContaining({ visitors: 20, pageViews: 20 })]);
  });

  it('stores no address, user agent or cookie, only salted hashes; clears the old visitor cookie', async () => {
    const { url } = await newStore();
    const response = await view(url, '192.0.2.77', SAFARI, {
      headers: { cookie: 'encore_seen=1700000000' },
    });
    await response.text();
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /encore_seen=;.*Expires=Thu, 01 Jan 1970/,
    );
    await server.services.visits.flush();

    const stored = JSON.stringify([
      await server.database.db.select().from(storeVisitorDays),
      await server.database.db.select().from(storeVisits),
      await server.database.db.select().from(visitorSalts),
    ]);
    for (const raw of ['192.0.2.77', 'Safari', 'Mozilla', 'iPhone', '1700000000']) {
      expect(stored).not.toContain(raw);
    }
    const rows = await server.database.db.select().from(storeVisitorDays);
    for (const row of rows) {
      expect(row.visitorHash).toMatch(/^[\w-]{22}$/);
      expect(row.addressHash).toMatch(/^[\w-]{22}$/);
    }
  });

  it('agrees across processes (one salt a day in the database) and forgets past days', async () => {
    const { seeded, visits } = await newStore();
    const source = { address: '198.51.100.50', userAgent: CHROME };
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    server.services.visits.record(seeded.store.id, source, yesterday);
    server.services.visits.record(seeded.store.id, source);
    await server.services.visits.flush();
    // Another process (or this one after a restart) sees the same visitor today.
    const other = createVisitCounter({ db: server.database.db, logger: { warn: () => undefined } });
    other.record(seeded.store.id, source);
    await other.flush();

    expect(await visits()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ day: yesterday.toISOString().slice(0, 10), visitors: 1 }),
        expect.objectContaining({ day: today(), visitors: 1, pageViews: 2 }),
      ]),
    );
    // Yesterday's salt and hashes are gone; only the daily figures stay.
    const before = sql`${visitorSalts.day} < ${today()}`;
    expect(await server.database.db.select().from(visitorSalts).where(before)).toEqual([]);
    const pastHashes = sql`${storeVisitorDays.day} < ${today()}`;
    expect(await server.database.db.select().from(storeVisitorDays).where(pastHashes)).toEqual([]);
  });

  it('drops counts of a store deleted since, and still writes the others', async () => {
    const { seeded: kept, visits } = await newStore();
    const source = { address: '198.51.100.60', userAgent: CHROME };
    server.services.visits.record(crypto.randomUUID(), source);
    server.services.visits.record(kept.store.id, source);
    await server.services.visits.flush();
    expect(await visits()).toEqual([expect.objectContaining({ visitors: 1, pageViews: 1 })]);
  });
});
