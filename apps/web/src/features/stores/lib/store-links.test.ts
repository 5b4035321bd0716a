import { describe, expect, it } from 'vitest';
import { storeShareLink, storeVisitLink } from './store-links';

const store = 'http://localhost:3000/shop/ari';
const tracking = 'utm_source=artist&utm_medium=share&utm_campaign=store_settings';

describe('store links (spec §9)', () => {
  it('shares the server’s link as it is', () => {
    const shareUrl = `${store}?key=k3y&${tracking}`;
    expect(storeShareLink({ shareUrl, shopifyStoreUrl: store })).toBe(shareUrl);
  });

  it('adds the tracking parameters to the store URL without a share link', () => {
    expect(storeShareLink({ shareUrl: null, shopifyStoreUrl: store })).toBe(`${store}?${tracking}`);
    expect(storeShareLink({ shareUrl: null, shopifyStoreUrl: null })).toBeNull();
  });

  it('visits with the access key but without the tracking parameters', () => {
    expect(
      storeVisitLink({ shareUrl: `${store}?key=k3y&${tracking}`, shopifyStoreUrl: store }),
    ).toBe(`${store}?key=k3y`);
    expect(storeVisitLink({ shareUrl: `${store}?${tracking}`, shopifyStoreUrl: store })).toBe(
      store,
    );
    expect(storeVisitLink({ shareUrl: null, shopifyStoreUrl: store })).toBe(store);
  });
});
