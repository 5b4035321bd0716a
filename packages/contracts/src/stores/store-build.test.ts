import { describe, expect, it } from 'vitest';
import { buildStatusSchema } from './store-build.ts';

describe('build status', () => {
  it('passes an unexpected status through for the poller to count', () => {
    expect(buildStatusSchema.parse({ status: 'queued' })).toEqual({ status: 'queued' });
    expect(
      buildStatusSchema.parse({ status: 'ready', storeData: { shopifyStoreUrl: 'https://s' } })
        .storeData?.shopifyStoreUrl,
    ).toBe('https://s');
  });
});
