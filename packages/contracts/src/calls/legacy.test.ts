import { describe, expect, it } from 'vitest';
import {
  buildStoreRequestSchema,
  getDesignsResponseSchema,
  getStoreDataResponseSchema,
} from './legacy.ts';
import { userIdQuerySchema } from '../core/user-id-query.ts';

describe('buildStore request', () => {
  it('accepts design asset ids', () => {
    const body = { userId: 'u1', selectedDesigns: ['a', 'b'], timestamp: '2025-01-01' };
    expect(buildStoreRequestSchema.parse(body)).toEqual(body);
  });

  it('needs at least one design, with the product message', () => {
    const result = buildStoreRequestSchema.safeParse({ userId: 'u1', selectedDesigns: [] });
    expect(result.error?.issues[0]?.message).toBe('Pick at least 1 design to launch your store');
  });

  it('rejects wrong types', () => {
    expect(buildStoreRequestSchema.safeParse({ userId: 1, selectedDesigns: ['a'] }).success).toBe(
      false,
    );
    expect(buildStoreRequestSchema.safeParse({ userId: 'u1', selectedDesigns: 'a' }).success).toBe(
      false,
    );
  });
});

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

  it('needs a known store state in store data', () => {
    expect(getStoreDataResponseSchema.safeParse({ storeState: 'ready' }).success).toBe(true);
    expect(getStoreDataResponseSchema.safeParse({ storeState: 'live' }).success).toBe(false);
  });
});
