// The storefront's pictures and text over real HTTP: <picture> markup with AVIF/WebP variants,
// variants made on first request, media cache headers that keep private stores' pictures out of
// shared caches, and brotli/gzip pages that decode to the same HTML.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeProducts } from '../../db/schema/index.ts';
import { variantKey } from '../../storage/index.ts';
import { createTestBrowser } from '../../testing/browser.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { STOREFRONT_CSS } from './pages/styles.ts';
import { stylesheetPath } from './pages/layout.ts';
import { createPaths } from './paths.ts';
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

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decode it) and sends only `headers`. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const squash = (markup: string) => markup.replace(/\s+/g, ' ').replace(/\s*\/?>/g, '>');
const imgTags = (page: string) => page.match(/<img [^>]*>/g) ?? [];
const firstKey = (product: SeededStore['products'][number] | undefined) =>
  product?.imageKeys[0] ?? '';

describe('responsive pictures', () => {
  it('gives the home page AVIF/WebP srcsets, sizes and dimensions; the first product first, the rest lazy', async () => {
    const page = squash((await rawGet(home)).body.toString());
    const [banner, first, ...rest] = imgTags(page);
    expect(banner).toContain(`src="${home}/media/${seeded.store.bannerKey}"`);
    expect(banner).toContain('fetchpriority="high"');
    expect(first).toContain(`src="${home}/media/${firstKey(seeded.products[0])}"`);
    expect(first).toMatch(/width="600" height="600" fetchpriority="high">$/);
    expect(first).not.toContain('loading=');
    expect(rest).toHaveLength(seeded.products.length - 1);
    for (const img of rest) {
      expect(img).toContain('loading="lazy" decoding="async"');
      expect(img).not.toContain('fetchpriority');
    }
    const avif = variantKey(firstKey(seeded.products[0]), 640, 'avif');
    expect(page).toContain(`<source type="image/avif" srcset="`);
    expect(page).toContain(`${home}/media/${avif} 640w`);
    expect(page).toMatch(/<source type="image\/webp" srcset="[^"]+ 1200w" sizes="[^"]+">/);
  });

  it('prioritises the first gallery image of a product page and loads the other views lazily', async () => {
    const other = await seedStore({
      db: server.database.db,
      storage: server.services.storage,
      kinds: ['tee', 'mug'],
    });
    await server.database.db
      .update(storeProducts)
      .set({ imageKeys: [firstKey(other.byKind.tee), firstKey(other.byKind.mug)] })
      .where(eq(storeProducts.id, other.byKind.tee?.id ?? ''));
    const base = `/shop/${other.store.handle}`;
    const page = squash(
      (await rawGet(`${base}/products/${other.byKind.tee?.handle}`)).body.toString(),
    );
    const gallery = imgTags(
      page.slice(page.indexOf('class="gallery"'), page.indexOf('class="details"')),
    );
    expect(gallery[0]).toMatch(/width="1200" height="1200" fetchpriority="high">$/);
    expect(gallery.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
    expect(gallery).toHaveLength(4); // two slides, two thumbnails
    // 'More from' cards are below the fold: lazy too.
    const more = imgTags(page.slice(page.indexOf('More from')));
    expect(more.length).toBeGreaterThan(0);
    expect(more.every((img) => img.includes('loading="lazy"'))).toBe(true);
  });

  it('makes a variant on first request, at its width and format, and caches it with an ETag', async () => {
    const key = variantKey(seeded.store.bannerKey ?? '', 320, 'avif');
    const path = `${home}/media/${key}`;
    const first = await rawGet(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(await sharp(first.body).metadata()).toMatchObject({ width: 320, height: 120 });
    // Kept minutes, not a year: the store may go private or offline (issue 14).
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    const again = await rawGet(path);
    expect(again.body.equals(first.body)).toBe(true); // stored, not made again
    expect((await rawGet(path, { 'if-none-match': etag })).status).toBe(304);
    // Never larger than the original (the seeded mockups are 600 px).
    const large = await rawGet(
      `${home}/media/${variantKey(firstKey(seeded.products[0]), 1200, 'webp')}`,
    );
    expect(await sharp(large.body).metadata()).toMatchObject({ format: 'webp', width: 600 });
  });

  it('serves variants only of what the store shows', async () => {
    const print = variantKey(seeded.products[0]?.printKey ?? '', 320, 'webp');
    const elsewhere = variantKey(`mockups/${'d'.repeat(64)}.webp`, 320, 'webp');
    for (const key of [print, elsewhere, `variants/v1/mockups/${'e'.repeat(64)}-webp-333.webp`]) {
      expect((await rawGet(`${home}/media/${key}`)).status, key ?? '').toBe(404);
    }
  });
});

describe('private and offline stores’ media', () => {
  it('is refused without access and never stored by shared caches with it', async () => {
    const locked = await seedStore({
      db: server.database.db,
      storage: server.services.storage,
      store: { isPrivate: true },
    });
    const base = `/shop/${locked.store.handle}`;
    const original = `${base}/media/${firstKey(locked.products[0])}`;
    const variant = `${base}/media/${variantKey(firstKey(locked.products[0]), 640, 'avif')}`;
    for (const path of [original, variant]) {
      const refused = await rawGet(path);
      expect(refused.status, path).toBe(401);
      expect(String(refused.headers['cache-control'])).not.toContain('public');
    }
    const browser = createTestBrowser(server.baseUrl);
    await browser.request(`${server.baseUrl}${base}?key=${locked.store.accessKey}`);
    for (const path of [original, variant]) {
      const { response } = await browser.request(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }

    const offline = await seedStore({
      db: server.database.db,
      storage: server.services.storage,
      store: { isEnabled: false },
    });
    const closed = await rawGet(
      `/shop/${offline.store.handle}/media/${variantKey(firstKey(offline.products[0]), 640, 'webp')}`,
    );
    expect(closed.status).toBe(503);
    expect(String(closed.headers['cache-control'])).not.toContain('public');
  });
});

describe('text compression', () => {
  it('sends the home page as brotli or gzip by Accept-Encoding, decoding to the same HTML', async () => {
    const plain = await rawGet(home);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const html = plain.body.toString();
    const br = await rawGet(home, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 3);
    const gzip = await rawGet(home, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    // A product page, and a page only one shopper gets (the cart), are compressed too.
    const product = await rawGet(`${home}/products/${seeded.products[0]?.handle}`, {
      'accept-encoding': 'br',
    });
    expect(product.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(product.body).toString()).toContain(seeded.products[0]?.title);
    const cart = await rawGet(`${home}/cart`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(cart.body).toString()).toContain('Your cart');
  });

  it('sends the stylesheet compressed, still cached for a year', async () => {
    const path = stylesheetPath(createPaths(`${server.baseUrl}/shop`));
    const css = await rawGet(path, { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(css.body).toString()).toBe(STOREFRONT_CSS);
  });
});
