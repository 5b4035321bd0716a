import { describe, expect, it } from 'vitest';
import { describeZodError } from '../core/errors.ts';
import {
  buildStoreRequestSchema,
  getStoreDataResponseSchema,
  updateStoreStatusRequestSchema,
} from './calls.ts';

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

describe('get-store-data response', () => {
  it('needs a known store state in store data', () => {
    expect(getStoreDataResponseSchema.safeParse({ storeState: 'ready' }).success).toBe(true);
    expect(getStoreDataResponseSchema.safeParse({ storeState: 'live' }).success).toBe(false);
  });
});

describe('store/update-status request', () => {
  it('needs a real boolean', () => {
    const ok = updateStoreStatusRequestSchema.safeParse({ userId: 'u1', isStoreEnabled: false });
    expect(ok.success).toBe(true);
    const wrong = updateStoreStatusRequestSchema.safeParse({ userId: 'u1', isStoreEnabled: 'no' });
    expect(wrong.error && describeZodError(wrong.error).message).toBe(
      'isStoreEnabled: isStoreEnabled must be true or false',
    );
  });
});
