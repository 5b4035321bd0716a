import { describe, expect, it } from 'vitest';
import { userIdQuerySchema } from './user-id-query.ts';

describe('GET query', () => {
  it('needs one non-empty userId', () => {
    expect(userIdQuerySchema.parse({ userId: 'u1', other: 'x' })).toEqual({ userId: 'u1' });
    expect(userIdQuerySchema.safeParse({ userId: '' }).success).toBe(false);
    expect(userIdQuerySchema.safeParse({ userId: ['a', 'b'] }).success).toBe(false);
  });
});
