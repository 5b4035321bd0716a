// Store visibility on every storefront URL: offline → unavailable everywhere;
// private → password page and no product data until the password or the share link, whose
// cookie a password change revokes; public → indexable, with a sitemap and robots.txt.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/index.ts';
import { createTestBrowser } from '../../testing/browser.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { seedStore, type SeededStore } from './testing/seed-store.ts';

const server = useTestApp({}, { workers: false });

/** Every kind of URL a store has: pages, JSON, an image, the sitemap. */
function storeUrls(seeded: SeededStore): string[] {
  const base = `/shop/${seeded.store.handle}`;
  const product = seeded.products[0];
  if (!product) throw new Error('seeded store has products');
  return [
    base,
    `${base}/products/${product.handle}`,
    `${base}/cart`,
    `${base}/checkout`,
    `${base}/products.json`,
    `${base}/media/${product.imageKeys[0]}`,
    `${base}/sitemap.xml`,
  ];
}

/** Changes a store as the stores module does: write, then notify the storefront's cache. */
async function update(seeded: SeededStore, set: Partial<typeof stores.$inferInsert>) {
  await server.database.db.update(stores).set(set).where(eq(stores.id, seeded.store.id));
  server.services.storeChanges.notify(seeded.store.id);
}

const seed = (store: Parameters<typeof seedStore>[0]['store'] = {}) =>
  seedStore({
    db: server.database.db,
    storage: server.services.storage,
    store,
    kinds: ['hoodie', 'mug'],
  });

describe('an offline store', () => {
  it('shows the unavailable page on every URL, noindex, and comes back when switched on', async () => {
    const seeded = await seed();
    expect((await fetch(`${server.baseUrl}/shop/${seeded.store.handle}`)).status).toBe(200);
    await update(seeded, { isEnabled: false });
    for (const path of storeUrls(seeded)) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('x-robots-tag'), path).toContain('noindex');
      const body = await response.text();
      if (path.endsWith('.json'))
        expect(JSON.parse(body)).toMatchObject({ error: 'store_unavailable' });
      else expect(body, path).toContain('This store is currently unavailable');
      expect(body).not.toContain(seeded.products[0]?.title ?? '?');
    }
    await update(seeded, { isEnabled: true });
    expect((await fetch(`${server.baseUrl}/shop/${seeded.store.handle}`)).status).toBe(200);
  });

  it('treats a store that is not ready as not there', async () => {
    const seeded = await seed({ status: 'processing' });
    const response = await fetch(`${server.baseUrl}/shop/${seeded.store.handle}`);
    expect(response.status).toBe(404);
  });
});

describe('a private store', () => {
  it('shows no product data anywhere without the password', async () => {
    const seeded = await seed({ isPrivate: true });
    const base = `/shop/${seeded.store.handle}`;
    for (const path of storeUrls(seeded)) {
      const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.headers.get('x-robots-tag'), path).toContain('noindex');
      const body = await response.text();
      for (const product of seeded.products) expect(body, path).not.toContain(product.title);
      if (path.endsWith('.json')) expect(response.status).toBe(401);
      else if (path.includes('/media/') || path.endsWith('.xml'))
        expect(response.status, path).toBe(401);
      else {
        expect(response.status, path).toBe(302);
        expect(response.headers.get('location')).toBe(
          `${base}/password?next=${encodeURIComponent(path)}`,
        );
      }
    }
    const gate = await fetch(`${server.baseUrl}${base}/password`);
    expect(gate.status).toBe(200);
    const page = await gate.text();
    expect(page).toContain('This store is private');
    expect(page).toContain('noindex, nofollow');
    expect(page).not.toContain(seeded.products[0]?.title ?? '?');
  });

  it('refuses a wrong password and lets the right one in, back to where the visitor was going', async () => {
    const seeded = await seed({ isPrivate: true, password: 'velvet482' });
    const base = `/shop/${seeded.store.handle}`;
    const browser = createTestBrowser(server.baseUrl);
    const product = seeded.products[0];
    const gate = await browser.request(`${server.baseUrl}${base}/products/${product?.handle}`);
    expect(gate.url.pathname).toBe(`${base}/password`);

    const wrong = await browser.request(`${server.baseUrl}${base}/password`, {
      method: 'POST',
      form: { password: 'velvet483', next: `${base}/products/${product?.handle}` },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.body).toContain('That password isn&#39;t right');
    expect(browser.cookie('encore_access')).toBeUndefined();

    const right = await browser.request(`${server.baseUrl}${base}/password`, {
      method: 'POST',
      form: { password: ' velvet482 ', next: `${base}/products/${product?.handle}` },
    });
    expect(right.response.status).toBe(200);
    expect(right.url.pathname).toBe(`${base}/products/${product?.handle}`);
    expect(right.body).toContain(product?.title);
    expect(right.response.headers.get('x-robots-tag')).toContain('noindex');
    const json = await browser.request(`${server.baseUrl}${base}/products.json`);
    expect(JSON.parse(json.body).products).toHaveLength(2);
    const image = await browser.request(`${server.baseUrl}${base}/media/${product?.imageKeys[0]}`);
    expect(image.response.status).toBe(200);
    // Private stores have nothing to index, even for a visitor who is let in.
    expect((await browser.request(`${server.baseUrl}${base}/sitemap.xml`)).response.status).toBe(
      404,
    );

    // A next outside the store is ignored.
    const offsite = await browser.request(
      `${server.baseUrl}${base}/password`,
      { method: 'POST', form: { password: 'velvet482', next: 'https://evil.example/' } },
      { follow: () => false },
    );
    expect(offsite.response.headers.get('location')).toBe(base);
  });

  it('lets the share link in, and a changed password revokes every cookie given before', async () => {
    const seeded = await seed({ isPrivate: true });
    const base = `/shop/${seeded.store.handle}`;
    const viaLink = createTestBrowser(server.baseUrl);
    const landed = await viaLink.request(
      `${server.baseUrl}${base}?key=${encodeURIComponent(seeded.store.accessKey)}&utm_source=artist`,
    );
    expect(landed.hops[0]?.status).toBe(302);
    expect(landed.url.pathname + landed.url.search).toBe(`${base}?utm_source=artist`);
    expect(landed.response.status).toBe(200);
    expect(landed.body).toContain(seeded.products[0]?.title);

    const wrongKey = await fetch(`${server.baseUrl}${base}?key=nope`, { redirect: 'manual' });
    expect(wrongKey.headers.get('location')).toContain(`${base}/password`);

    const viaPassword = createTestBrowser(server.baseUrl);
    await viaPassword.request(`${server.baseUrl}${base}/password`, {
      method: 'POST',
      form: { password: seeded.store.password },
    });
    expect((await viaPassword.request(`${server.baseUrl}${base}`)).url.pathname).toBe(base);

    await update(seeded, { password: 'newpassword1' });
    for (const browser of [viaLink, viaPassword]) {
      const after = await browser.request(`${server.baseUrl}${base}`);
      expect(after.url.pathname).toBe(`${base}/password`);
    }
    const json = await viaLink.request(`${server.baseUrl}${base}/products.json`);
    expect(json.response.status).toBe(401);
  });

  it('rate-limits password tries', async () => {
    const seeded = await seed({ isPrivate: true });
    const base = `/shop/${seeded.store.handle}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await fetch(`${server.baseUrl}${base}/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'password=wrong',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain('Too many tries');
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('a public store', () => {
  it('is indexable: sitemap.xml lists the store and its products, robots.txt allows the shop', async () => {
    const seeded = await seed();
    const base = `/shop/${seeded.store.handle}`;
    const sitemap = await fetch(`${server.baseUrl}${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${server.baseUrl}${base}</loc>`);
    for (const product of seeded.products) {
      expect(xml).toContain(`<loc>${server.baseUrl}${base}/products/${product.handle}</loc>`);
    }
    const robots = await (await fetch(`${server.baseUrl}/shop/robots.txt`)).text();
    expect(robots).toContain('Allow: /shop/');
    expect(robots).toContain('Disallow: /shop/*/checkout');

    const json = (await (await fetch(`${server.baseUrl}${base}/products.json`)).json()) as {
      store: unknown;
      products: unknown[];
    };
    expect(json.store).toMatchObject({ handle: seeded.store.handle, currency: 'usd' });
    expect(json.products[0]).toMatchObject({
      handle: seeded.products[0]?.handle,
      images: [`${server.baseUrl}${base}/media/${seeded.products[0]?.imageKeys[0]}`],
    });
    expect(JSON.stringify(json)).not.toContain(seeded.products[0]?.printKey);
  });

  it('picks up a change made by another process within the cache lifetime', async () => {
    const seeded = await seed();
    const base = `${server.baseUrl}/shop/${seeded.store.handle}`;
    expect((await fetch(base)).status).toBe(200);
    // Written without a notice, as a worker process would.
    await server.database.db.execute(
      sql`update stores set is_enabled = false where id = ${seeded.store.id}`,
    );
    const deadline = Date.now() + 6000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await fetch(base)).status;
    }
    expect(status).toBe(503);
  });
});
