// Deleting an account takes its live store offline at once (over real HTTP, with the build job's
// workers): the storefront answers the unavailable page — its cache told after the commit — and
// the store calls no longer answer the deleted user.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app.ts';
import { storeKit } from './testing/store-kit.ts';

const server = useTestApp();
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  kit = storeKit(server);
});

describe('a deleted account', () => {
  it('takes its store offline: unavailable page, and no store data for the user', async () => {
    const { tokens, designIds } = await kit.artist('Gone Tomorrow', 1);
    const live = await kit.launchLive(tokens, designIds);
    const storeUrl = live.shopifyStoreUrl ?? '';
    expect(storeUrl).toContain('/shop/');
    // Seen once, so the storefront has it cached as online.
    expect((await fetch(storeUrl)).status).toBe(200);
    const other = await kit.artist('Still Here', 1);
    const otherLive = await kit.launchLive(other.tokens, other.designIds);

    const deleted = await kit.call('delete-account', tokens, { confirmationText: 'DELETE' });
    expect(deleted).toEqual({ status: 200, body: { success: true } });

    const page = await fetch(storeUrl);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('This store is currently unavailable');
    expect((await kit.call('get-store-data', tokens)).status).toBe(401);
    expect(await kit.storeRow(tokens.user.id)).toMatchObject({ isEnabled: false });
    // Only that user's store.
    expect((await fetch(otherLive.shopifyStoreUrl ?? '')).status).toBe(200);
  });
});
