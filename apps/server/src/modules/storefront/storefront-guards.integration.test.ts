// The storefront against what is not a shopper: forms posted from other sites (refused, the
// Stripe webhook aside), password guessing from many addresses (limited per store), and crawlers
// (a root robots.txt and a sitemap index of the public stores only). Behind a trusted proxy, so
// each try can come from an address of its own.
import { describe, expect, it } from 'vitest';
import { STOREFRONT_RATE_LIMITS } from './routes/storefront-routes.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { seedStore, type SeededStore } from './testing/seed-store.ts';

const server = useTestApp({ TRUST_PROXY: 'true' }, { workers: false });

const seed = (store: Parameters<typeof seedStore>[0]['store'] = {}) =>
  seedStore({ db: server.database.db, store, kinds: ['hoodie'] });

function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

describe('forms from other sites', () => {
  it('refuses them with a 403 page and no cookie; the shop’s own forms go through', async () => {
    const seeded = await seed();
    const base = `${server.baseUrl}/shop/${seeded.store.handle}`;
    const hoodie = { product: seeded.byKind.hoodie?.id ?? '', size: 'M', color: 'Black' };
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await post(`${base}/cart`, hoodie, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('That did not come from this shop');
    }
    for (const path of ['cart/update', 'checkout', 'password']) {
      const response = await post(`${base}/${path}`, {}, { origin: 'https://evil.example' });
      expect(response.status, path).toBe(403);
    }

    const own = await post(`${base}/cart`, hoodie, {
      origin: server.baseUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(303);
    expect(own.headers.getSetCookie().join('\n')).toContain('encore_cart=');

    // Stripe's webhook comes from elsewhere by nature: it is judged by its signature alone.
    const webhook = await fetch(`${server.baseUrl}/shop/stripe/webhook`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(webhook.status).toBe(400);
  });
});

describe('password guessing', () => {
  it('limits wrong passwords per store, whatever address they come from', async () => {
    const target = await seed({ isPrivate: true });
    const other = await seed({ isPrivate: true });
    const passwordUrl = (store: SeededStore) =>
      `${server.baseUrl}/shop/${store.store.handle}/password`;
    let address = 0;
    const fromNewAddress = (store: SeededStore, password: string) => {
      address += 1;
      const ip = `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`;
      return post(passwordUrl(store), { password }, { 'x-forwarded-for': ip });
    };

    const statuses = new Set<number>();
    for (let tries = 0; tries < STOREFRONT_RATE_LIMITS.passwordFailuresPerStorePerHour; tries++) {
      statuses.add((await fromNewAddress(target, 'wrong')).status);
    }
    expect([...statuses]).toEqual([401]);

    const refused = await fromNewAddress(target, 'wrong');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await refused.text()).toContain('Too many tries');
    // Locked for everyone, right password included; other stores are not affected.
    expect((await fromNewAddress(target, target.store.password)).status).toBe(429);
    expect((await fromNewAddress(other, other.store.password)).status).toBe(303);
    // The artist's share link still lets its holders in.
    const viaLink = await fetch(
      `${server.baseUrl}/shop/${target.store.handle}?key=${target.store.accessKey}`,
      { redirect: 'manual' },
    );
    expect(viaLink.status).toBe(302);
    expect(viaLink.headers.getSetCookie().join('\n')).toContain('encore_access=');
  });
});

describe('crawlers', () => {
  it('find a root robots.txt pointing to a sitemap index of the public stores only', async () => {
    const open = await seed();
    const hidden = await Promise.all([
      seed({ isPrivate: true }),
      seed({ isEnabled: false }),
      seed({ status: 'processing' }),
    ]);

    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const rules = (await robots.text()).split('\n');
    expect(rules).toContain('Allow: /shop/');
    expect(rules).toContain('Disallow: /shop/*/checkout');
    expect(rules).toContain('Disallow: /auth/');
    expect(rules).toContain(`Sitemap: ${server.baseUrl}/shop/sitemap.xml`);

    const index = await fetch(`${server.baseUrl}/shop/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const xml = await index.text();
    expect(xml).toContain(`<loc>${server.baseUrl}/shop/${open.store.handle}/sitemap.xml</loc>`);
    for (const store of hidden) expect(xml).not.toContain(`/shop/${store.store.handle}/`);
    // Each listed sitemap is there.
    expect((await fetch(`${server.baseUrl}/shop/${open.store.handle}/sitemap.xml`)).status).toBe(
      200,
    );
  });
});
