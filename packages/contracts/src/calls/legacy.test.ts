import { describe, expect, it } from 'vitest';
import { getDesignsResponseSchema } from './legacy.ts';
import { userIdQuerySchema } from '../core/user-id-query.ts';

describe('GET query', () => {
  it('needs one non-empty userId', () => {
    expect(userIdQuerySchema.parse({ userId: 'u1', other: 'x' })).toEqual({ userId: 'u1' });
    expect(userIdQuerySchema.safeParse({ userId: '' }).success).toBe(false);
    expect(userIdQuerySchema.safeParse({ userId: ['a', 'b'] }).success).toBe(false);
  });
});

describe('responses', () => {
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
