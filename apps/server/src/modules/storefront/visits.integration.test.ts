// Storefront visits through real HTTP: page views and visitors (once per browser
// in 7 days; never crawlers) counted in memory, never written on a page view's path, and added to
// store_visits on flush.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeVisits } from '../../db/schema/index.ts';
import { createTestBrowser } from '../../testing/browser.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { seedStore } from './testing/seed-store.ts';

const server = useTestApp({}, { workers: false });

describe('visits', () => {
  it('counts page views and visitors in memory, written only on flush', async () => {
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

  it('counts a browser once in 7 days, and crawlers and link previews not at all', async () => {
    await server.services.visits.stop();
    const seeded = await seedStore({ db: server.database.db, kinds: ['tee'] });
    const url = `${server.baseUrl}/shop/${seeded.store.handle}`;
    const seconds = Math.floor(Date.now() / 1000);
    const view = async (headers: Record<string, string>) =>
      (await fetch(url, { headers })).headers.getSetCookie().join('\n');

    // Counted yesterday (the old daily cookie made that a new visitor every day): a view only.
    expect(await view({ cookie: `encore_seen=${seconds - 24 * 3600}` })).not.toContain(
      'encore_seen',
    );
    // Counted 8 days ago: a visitor again, marked now for a year.
    const marked = await view({ cookie: `encore_seen=${seconds - 8 * 24 * 3600}` });
    expect(marked).toMatch(/encore_seen=\d+; Max-Age=31536000; Path=\/shop\/[a-z0-9-]+; HttpOnly/);
    expect(Number(/encore_seen=(\d+)/.exec(marked)?.[1])).toBeGreaterThanOrEqual(seconds);
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'curl/8.5.0',
    ]) {
      expect(await view({ 'user-agent': userAgent })).toBe('');
    }

    await server.services.visits.flush();
    const rows = await server.database.db
      .select()
      .from(storeVisits)
      .where(eq(storeVisits.storeId, seeded.store.id));
    expect(rows).toEqual([expect.objectContaining({ visitors: 1, pageViews: 2 })]);
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
