import { describe, expect, it } from 'vitest';
import { buildStatusSchema, isStorePrivateLegacy, storeVisibilityV2 } from './store.ts';

describe('store visibility defaults', () => {
  it('legacy treats a store as private unless explicitly not', () => {
    expect(isStorePrivateLegacy(undefined)).toBe(true);
    expect(isStorePrivateLegacy(null)).toBe(true);
    expect(isStorePrivateLegacy(true)).toBe(true);
    expect(isStorePrivateLegacy(false)).toBe(false);
  });

  it('v2 defaults to enabled and public', () => {
    expect(storeVisibilityV2({})).toEqual({ isStoreEnabled: true, isStorePrivate: false });
    expect(storeVisibilityV2({ isStoreEnabled: false, isStorePrivate: true })).toEqual({
      isStoreEnabled: false,
      isStorePrivate: true,
    });
  });
});

describe('build status', () => {
  it('passes an unexpected status through for the poller to count', () => {
    expect(buildStatusSchema.parse({ status: 'queued' })).toEqual({ status: 'queued' });
    expect(
      buildStatusSchema.parse({ status: 'ready', storeData: { shopifyStoreUrl: 'https://s' } })
        .storeData?.shopifyStoreUrl,
    ).toBe('https://s');
  });
});
