import { describe, expect, it } from 'vitest';
import { isStorePrivateLegacy, storeVisibilityV2 } from './store-data.ts';

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
