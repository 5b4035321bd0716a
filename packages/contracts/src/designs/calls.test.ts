import { describe, expect, it } from 'vitest';
import { getDesignsResponseSchema, v2DesignsResponseSchema } from './calls.ts';

describe('v2/designs response', () => {
  it('normalizes the designs', () => {
    const { designs } = v2DesignsResponseSchema.parse({
      designs: [{ id: 'd1', trackName: 'T', hook: 'undefined', status: 'processing' }],
    });
    expect(designs[0]).toMatchObject({ id: 'd1', hook: null, status: 'processing' });
  });
});

describe('get-designs response', () => {
  it('reads get-designs as a bare list or as an object with store flags', () => {
    const bare = getDesignsResponseSchema.parse([{ trackName: 'T', designAssetId: 'x' }]);
    expect(bare).toEqual({ designs: [expect.objectContaining({ id: 'x', trackName: 'T' })] });

    const wrapped = getDesignsResponseSchema.parse({
      designs: [{ trackName: 'T', desingAssetId: 'y' }],
      isStoreEnabled: null,
      isStorePrivate: false,
      shopifyStoreUrl: 'https://shop.example.com',
    });
    expect(wrapped.designs[0]?.id).toBe('y');
    expect(wrapped).toMatchObject({ isStoreEnabled: null, isStorePrivate: false });
  });
});
