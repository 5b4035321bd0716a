// A store's whole life over real HTTP, as an artist and their fans live it: launch from a design,
// the build job makes it live, a fan buys a hoodie in M in test mode (order and fulfilment
// recorded), the figures show the visit and the sale, and the artist's visibility changes are
// enforced on the store's URLs.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fulfilments, orders } from '../../db/schema/index.ts';
import { createTestBrowser } from '../../testing/browser.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { storeKit } from './testing/store-kit.ts';

const server = useTestApp();
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  kit = storeKit(server);
});

interface ProductsJson {
  products: {
    id: string;
    kind: string;
    title: string;
    variants: { id: string; size: string | null; color: string; priceCents: number }[];
  }[];
}

describe('a store from launch to sale', () => {
  it('launches, sells a hoodie in test mode, counts it, and enforces visibility', async () => {
    const { tokens, designIds } = await kit.artist('Lifecycle Lane', 1);
    const live = await kit.launchLive(tokens, designIds);
    const storeUrl = live.shopifyStoreUrl ?? '';
    expect(storeUrl).toBe(`${server.baseUrl}/shop/lifecycle-lane`);
    expect(live.overview).toMatchObject({ orders: 0, visitors: 0, weeklyRevenueCents: 0 });

    // A fan visits the live store (one visitor from here on: the browser keeps its cookies) and
    // finds the hoodie in M.
    const browser = createTestBrowser(server.baseUrl);
    const home = await browser.request(storeUrl);
    expect(home.response.status).toBe(200);
    const catalog = (await (await fetch(`${storeUrl}/products.json`)).json()) as ProductsJson;
    const hoodie = catalog.products.find((product) => product.kind === 'hoodie');
    const medium = hoodie?.variants.find((variant) => variant.size === 'M');
    if (!hoodie || !medium) throw new Error('the store sells no hoodie in M');

    const cart = await browser.request(`${storeUrl}/cart`, {
      method: 'POST',
      form: { product: hoodie.id, size: 'M', color: medium.color, quantity: '1' },
    });
    expect(cart.body).toContain(hoodie.title);
    const payPage = await browser.request(`${storeUrl}/checkout`, {
      method: 'POST',
      form: {
        email: 'fan@example.com',
        name: 'Robin Fan',
        line1: '1 Main Street',
        line2: '',
        city: 'Springfield',
        region: '',
        postalCode: '12345',
        country: 'US',
      },
    });
    expect(payPage.body).toContain('Test mode — no real charge');
    const paid = await browser.request(payPage.url, {
      method: 'POST',
      form: {},
    });
    expect(paid.body).toContain('Thank you for your order!');

    const [order] = await server.database.db.select().from(orders);
    expect(order).toMatchObject({ status: 'paid', isTest: true, email: 'fan@example.com' });
    expect(order?.items).toEqual([
      expect.objectContaining({ kind: 'hoodie', size: 'M', quantity: 1 }),
    ]);
    const [fulfilment] = await server.database.db
      .select()
      .from(fulfilments)
      .where(eq(fulfilments.orderId, order?.id ?? ''));
    expect(fulfilment).toMatchObject({ provider: 'queue', status: 'queued' });

    // The figures: the sale at once, the visit once the counter's batch is written.
    await server.services.visits.flush();
    const figures = (await kit.storeData(tokens)).overview;
    expect(figures).toMatchObject({
      orders: 1,
      weeklyRevenueCents: order?.totalCents,
      visitors: 1,
    });
    expect(figures?.conversionPercent).toBe(100);

    // Offline: every store URL is unavailable.
    await kit.call('store/update-status', tokens, { isStoreEnabled: false });
    for (const path of ['', '/products.json', `/cart`]) {
      expect((await fetch(`${storeUrl}${path}`)).status, path).toBe(503);
    }

    // Back online but private: a visitor meets the password page, the owner's password opens it.
    await kit.call('store/update-status', tokens, { isStoreEnabled: true });
    await kit.call('store/update-privacy', tokens, { isStorePrivate: true });
    const visitor = createTestBrowser(server.baseUrl);
    const gate = await visitor.request(storeUrl);
    expect(gate.url.pathname).toBe('/shop/lifecycle-lane/password');
    expect(gate.body).not.toContain(hoodie.title);
    const { storePassword } = await kit.storeData(tokens);
    const inside = await visitor.request(`${storeUrl}/password`, {
      method: 'POST',
      form: { password: storePassword ?? '' },
    });
    expect(inside.body).toContain(hoodie.title);
  });
});
