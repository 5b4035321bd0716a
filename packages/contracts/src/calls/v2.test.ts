import { describe, expect, it } from 'vitest';
import { describeZodError } from '../core/errors.ts';
import { updateStoreStatusRequestSchema, v2DesignsResponseSchema } from './v2.ts';

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

describe('v2/designs response', () => {
  it('normalizes the designs', () => {
    const { designs } = v2DesignsResponseSchema.parse({
      designs: [{ id: 'd1', trackName: 'T', hook: 'undefined', status: 'processing' }],
    });
    expect(designs[0]).toMatchObject({ id: 'd1', hook: null, status: 'processing' });
  });
});
