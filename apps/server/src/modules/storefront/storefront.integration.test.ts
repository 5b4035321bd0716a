// The storefront through real HTTP on a real database: a seeded ready store's pages, the cart in
// its signed cookie, checkout with validation, the test payment, the order and its fulfilment,
// idempotent payment, and the admin command's view of the queue.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fulfilments, orders } from '../../db/schema/index.ts';
import { createTestBrowser, type TestBrowser } from '../../testing/browser.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { runAdminCommand } from '../../admin/commands.ts';
import { parseAdminArgs } from '../../admin/parse-args.ts';
import { seedStore, type SeededStore } from './testing/seed-store.ts';

const server = useTestApp({}, { workers: false });
let seeded: SeededStore;
let home: string;

beforeAll(async () => {
  seeded = await seedStore({
    db: server.database.db,
    storage: server.services.storage,
    banner: true,
  });
  home = `/shop/${seeded.store.handle}`;
});

/** The markup without formatting whitespace and with `/>` as `>`, for assertions on tags. */
const squash = (markup: string) =>
  markup
    .replace(/\s+/g, ' ')
    .replace(/\s*\/>/g, '>')
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<');

const hoodie = () => {
  const product = seeded.byKind.hoodie;
  if (!product) throw new Error('the seeded store sells hoodies');
  return product;
};

const validAddress = {
  email: 'fan@example.com',
  name: 'Ada Fan',
  line1: '1 Main St',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};

async function addHoodieM(browser: TestBrowser, quantity = '1') {
  return browser.request(`${server.baseUrl}${home}/cart`, {
    method: 'POST',
    form: { product: hoodie().id, size: 'M', color: 'Black', quantity },
  });
}

describe('storefront pages', () => {
  it('renders the home page with banner, products, prices and meta tags, without scripts', async () => {
    const response = await fetch(`${server.baseUrl}${home}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-robots-tag')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'none'");
    const page = squash(await response.text());
    expect(page).toContain(`<title>${seeded.store.name} — Official Merch Store</title>`);
    expect(page).toContain('<meta name="description"');
    expect(page).toContain('<meta name="robots" content="index, follow">');
    expect(page).toContain(`<link rel="canonical" href="${server.baseUrl}${home}">`);
    expect(page).toContain('<meta property="og:image"');
    expect(page).toContain(`${home}/media/${seeded.store.bannerKey}`);
    for (const product of seeded.products) {
      expect(page).toContain(product.title);
      expect(page).toContain(`${home}/products/${product.handle}`);
      expect(page).toContain(`${home}/media/${product.imageKeys[0]}`);
    }
    expect(page).toContain('$55.00');
    // The licence of the engine's icon motifs (CC BY 3.0) asks for this credit where they are sold.
    expect(page).toContain(
      'Icons by Game-icons.net (Lorc, Delapouite &amp; contributors), CC BY 3.0',
    );
    expect(page).not.toContain('<script');
    expect(page).not.toContain('/files/');
  });

  it('renders a product page with its gallery and a variant picker that works without JS', async () => {
    const response = await fetch(`${server.baseUrl}${home}/products/${hoodie().handle}`);
    expect(response.status).toBe(200);
    const page = squash(await response.text());
    expect(page).toContain(`<h1>${hoodie().title}</h1>`);
    expect(page).toContain(`action="${home}/cart"`);
    expect(page).toMatch(/<input type="radio" name="size" value="M" required>/);
    expect(page).toMatch(/<input type="radio" name="color" value="Black" required checked>/);
    expect(page).toContain('Add to cart');
    expect(page).toContain('og:type" content="product"');
  });

  it('serves product images through the store, and nothing the store does not show', async () => {
    const image = await fetch(`${server.baseUrl}${home}/media/${hoodie().imageKeys[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const print = await fetch(`${server.baseUrl}${home}/media/${hoodie().printKey}`);
    expect(print.status).toBe(404);
  });

  it('answers unknown stores and products with a noindex 404 page', async () => {
    for (const path of ['/shop/no-such-store', `${home}/products/nope`, `${home}/nope`]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      expect(await response.text()).toContain("We couldn't find that page");
    }
  });
});

describe('cart, checkout and test payment', () => {
  it('adds a hoodie in M, checks out after fixing errors, pays in test mode and queues a fulfilment', async () => {
    const browser = createTestBrowser(server.baseUrl);

    const missingSize = await browser.request(`${server.baseUrl}${home}/cart`, {
      method: 'POST',
      form: { product: hoodie().id, color: 'Black', quantity: '1' },
    });
    expect(missingSize.response.status).toBe(422);
    expect(missingSize.body).toContain('Choose a size.');

    const added = await addHoodieM(browser);
    expect(added.response.status).toBe(200);
    expect(added.url.pathname).toBe(`${home}/cart`);
    expect(added.body).toContain(`Added ${hoodie().title} to your cart.`);
    expect(added.body).toContain('Size M · Black');
    expect(squash(added.body)).toContain('Cart<span class="count">1</span>');
    const cartCookie = browser.cookie('encore_cart');
    expect(cartCookie).toBeDefined();

    // Quantity 2, then shown with totals ($110 is over the free-shipping threshold).
    const updated = await browser.request(`${server.baseUrl}${home}/cart/update`, {
      method: 'POST',
      form: { line: `${hoodie().id}:m-black`, quantity: '2', action: 'update' },
    });
    expect(updated.body).toContain('$110.00');
    expect(updated.body).toContain('Free');

    const form = await browser.request(`${server.baseUrl}${home}/checkout`);
    expect(form.response.status).toBe(200);
    expect(form.body).toContain('name="postalCode"');

    const invalid = await browser.request(`${server.baseUrl}${home}/checkout`, {
      method: 'POST',
      form: { ...validAddress, email: 'not-an-email', city: '' },
    });
    expect(invalid.response.status).toBe(422);
    expect(invalid.body).toContain('Enter a valid email address');
    expect(invalid.body).toContain('Enter your city.');
    expect(invalid.body).toContain('value="not-an-email"');
    expect(invalid.body).toContain('value="1 Main St"');
    expect(invalid.body).toContain('value="62701"');
    expect(await server.database.db.select().from(orders)).toHaveLength(0);

    const payPage = await browser.request(`${server.baseUrl}${home}/checkout`, {
      method: 'POST',
      form: validAddress,
    });
    expect(payPage.url.pathname).toMatch(new RegExp(`^${home}/pay/[0-9a-f-]{36}$`));
    expect(payPage.body).toContain('Test mode — no real charge');
    expect(payPage.body).toContain('Pay $110.00');

    const [pending] = await server.database.db.select().from(orders);
    expect(pending).toMatchObject({
      status: 'pending',
      isTest: true,
      paymentProvider: 'test',
      totalCents: 11000,
    });

    const payUrl = `${payPage.url.pathname}${payPage.url.search}`;
    const confirmed = await browser.request(`${server.baseUrl}${payUrl}`, {
      method: 'POST',
      form: {},
    });
    expect(confirmed.url.pathname).toBe(`${home}/orders/${pending?.id}`);
    expect(confirmed.body).toContain('Thank you for your order!');
    expect(confirmed.body).toContain('Test order — no real charge');
    expect(confirmed.body).toContain('Ada Fan');
    expect(browser.cookie('encore_cart')).toBeUndefined();

    const [paid] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, pending?.id ?? ''));
    expect(paid).toMatchObject({ status: 'paid', isTest: true, email: 'fan@example.com' });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(paid?.items).toEqual([
      expect.objectContaining({
        kind: 'hoodie',
        size: 'M',
        color: 'Black',
        quantity: 2,
        printKey: hoodie().printKey,
      }),
    ]);
    const queue = await server.database.db.select().from(fulfilments);
    expect(queue).toEqual([
      expect.objectContaining({ orderId: pending?.id, provider: 'queue', status: 'queued' }),
    ]);

    // A double click on Pay, or a second visit, changes nothing: still one fulfilment.
    const again = await browser.request(`${server.baseUrl}${payUrl}`, { method: 'POST', form: {} });
    expect(again.body).toContain('Thank you for your order!');
    await Promise.all([
      fetch(`${server.baseUrl}${payUrl}`, { method: 'POST' }),
      fetch(`${server.baseUrl}${payUrl}`, { method: 'POST' }),
    ]);
    expect(await server.database.db.select().from(fulfilments)).toHaveLength(1);
  });

  it('lists the print queue and the orders with the admin command', async () => {
    const admin = async (...argv: string[]) => {
      const lines: string[] = [];
      await runAdminCommand(parseAdminArgs(argv), {
        db: server.database.db,
        onboarding: null,
        configuredCapacity: 0,
        publicUrl: server.config.publicUrl,
        out: (line) => lines.push(line),
        fileUrl: (key) => server.services.storage.url(key),
      });
      return lines.join('\n');
    };
    const queue = await admin('fulfilments', 'list');
    expect(queue).toMatch(/^CREATED +ORDER +STORE +STATUS +ITEM +PRINT FILE +SHIP TO/);
    expect(queue).toContain(`2× ${hoodie().title} (M, Black)`);
    expect(queue).toContain(server.services.storage.url(hoodie().printKey));
    expect(queue).toContain('queued (test)');
    expect(queue).toContain('Ada Fan, Springfield, US');
    expect(queue).toContain('1 fulfilments, 1 queued.');
    const list = await admin('orders', 'list');
    expect(list).toContain('paid (test)');
    expect(list).toContain('$110.00');
    expect(list).toContain('fan@example.com');
    expect(() => parseAdminArgs(['orders'])).toThrow('orders needs list');
  });

  it('keeps the order page behind its token', async () => {
    const [order] = await server.database.db.select().from(orders);
    const noToken = await fetch(`${server.baseUrl}${home}/orders/${order?.id}`);
    expect(noToken.status).toBe(404);
    const wrong = await fetch(`${server.baseUrl}${home}/orders/${order?.id}?token=abc`);
    expect(wrong.status).toBe(404);
  });

  it('ignores a tampered cart cookie', async () => {
    const browser = createTestBrowser(server.baseUrl);
    await addHoodieM(browser);
    const cookie = browser.cookie('encore_cart') ?? '';
    const [body] = cookie.split('.');
    const response = await fetch(`${server.baseUrl}${home}/cart`, {
      headers: { cookie: `encore_cart=${body}.forged` },
    });
    expect(await response.text()).toContain('Your cart is empty.');
  });

  it('removes lines from the cart', async () => {
    const browser = createTestBrowser(server.baseUrl);
    await addHoodieM(browser, '3');
    const removed = await browser.request(`${server.baseUrl}${home}/cart/update`, {
      method: 'POST',
      form: { line: `${hoodie().id}:m-black`, quantity: '3', action: 'remove' },
    });
    expect(removed.body).toContain('Your cart is empty.');
    const checkout = await browser.request(`${server.baseUrl}${home}/checkout`);
    expect(checkout.url.pathname).toBe(`${home}/cart`);
  });
});
