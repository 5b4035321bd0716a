// Issue 14 F6: a store's pictures follow its visibility. /files/ serves only links the server
// signed for whoever may see the file (the artist's own calls, the printer), never a bare key, and
// never with year-long public caching; the storefront's own media route stays gated as it was.
import { describe, expect, it } from 'vitest';
import { v2DesignsResponseSchema } from '@encore/contracts';
import { seedStore } from '../modules/storefront/testing/index.ts';
import { storeKit } from '../modules/stores/testing/index.ts';
import { useTestApp } from '../testing/use-test-app.ts';

const server = useTestApp();

const bare = (key: string) => fetch(`${server.baseUrl}/files/${key}`);
const media = (handle: string, key: string) =>
  fetch(`${server.baseUrl}/shop/${handle}/media/${key}`);

/** Refused without a trace of the file, and nothing a cache may keep. */
async function expectRefused(response: Response, label: string) {
  expect(response.status, label).toBe(404);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control'), label).toBe('no-store');
  await response.body?.cancel();
}

describe('GET /files/ of a store’s product pictures', () => {
  it('serves a private or an offline store’s pictures to nobody who holds only the key', async () => {
    const storage = server.services.storage;
    const { db } = server.database;
    const locked = await seedStore({ db, storage, store: { isPrivate: true }, banner: true });
    const offline = await seedStore({ db, storage, store: { isEnabled: false } });
    for (const seeded of [locked, offline]) {
      const keys = [
        ...(seeded.products[0]?.imageKeys ?? []),
        seeded.design.printKey ?? '',
        seeded.store.bannerKey ?? '',
      ].filter((key) => key !== '');
      expect(keys.length).toBeGreaterThan(1);
      for (const key of keys) await expectRefused(await bare(key), key);
    }
    // The storefront's own route stays gated as before: password first, or unavailable.
    const key = locked.products[0]?.imageKeys[0] ?? '';
    expect((await media(locked.store.handle, key)).status).toBe(401);
    const offlineKey = offline.products[0]?.imageKeys[0] ?? '';
    expect((await media(offline.store.handle, offlineKey)).status).toBe(503);
  });

  it('shows the artist their own files through signed links, private to their browser', async () => {
    const kit = storeKit(server);
    const { tokens, designIds } = await kit.artist('Signed Links', 1);
    const live = await kit.launchLive(tokens, designIds);
    const { body } = await kit.call('v2/designs', tokens);
    const [design] = v2DesignsResponseSchema.parse(body).designs;
    const links = [design?.design ?? '', ...(design?.mocks ?? []), live.storeBannerUrl ?? ''];
    for (const link of links) {
      expect(link, 'a signed link').toMatch(/\/files\/[^?]+\?exp=\d+&sig=[\w-]{22}$/);
      const image = await fetch(link);
      expect(image.status, link).toBe(200);
      expect(image.headers.get('content-type'), link).toMatch(/^image\//);
      const cache = image.headers.get('cache-control') ?? '';
      expect(cache, link).toMatch(/^private, max-age=\d+$/);
      expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(3600);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
      const etag = image.headers.get('etag') ?? '';
      expect((await fetch(link, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
    // The same links all hour, so polled answers keep their ETags and browsers their images.
    const again = v2DesignsResponseSchema.parse((await kit.call('v2/designs', tokens)).body);
    expect(again.designs[0]?.design).toBe(design?.design);

    // A link is for its key and its expiry only.
    const url = new URL(design?.design ?? '');
    const otherKey = new URL(design?.mocks[0] ?? '').pathname;
    await expectRefused(await fetch(`${url.origin}${url.pathname}`), 'no signature');
    await expectRefused(await fetch(`${url.origin}${otherKey}${url.search}`), 'another key');
    const later = url.search.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    await expectRefused(await fetch(`${url.origin}${url.pathname}${later}`), 'a later expiry');

    // The store's own pages link its media route only, and that one is public while it is.
    const page = await (await fetch(live.shopifyStoreUrl ?? '')).text();
    expect(page).not.toContain('/files/');
    const product = await kit.storeRow(tokens.user.id);
    expect(product?.bannerKey).toBeTruthy();
    await expectRefused(await bare(product?.bannerKey ?? ''), 'bare banner key');
  });

  it('serves a deleted account’s store pictures to nobody, storefront or /files/', async () => {
    const kit = storeKit(server);
    const { tokens, designIds } = await kit.artist('Deleted Soon', 1);
    const live = await kit.launchLive(tokens, designIds);
    const row = await kit.storeRow(tokens.user.id);
    const bannerKey = row?.bannerKey ?? '';
    const handle = row?.handle ?? '';
    expect((await media(handle, bannerKey)).status).toBe(200);
    const deleted = await kit.call('delete-account', tokens, { confirmationText: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await media(handle, bannerKey)).status).toBe(503);
    await expectRefused(await bare(bannerKey), 'bare banner key');
    expect(live.storeBannerUrl).toContain('/files/');
  });
});
