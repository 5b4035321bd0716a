import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userContextSchema, withUserContext } from './user-context.ts';

describe('withUserContext', () => {
  const schema = withUserContext({ name: z.string() });

  it('accepts a body with or without user_context, partial or complete', () => {
    expect(schema.parse({ name: 'n' })).toEqual({ name: 'n' });
    expect(
      schema.parse({ name: 'n', user_context: { user_id: 'u1', email: 'a@b.c' } }).user_context,
    ).toEqual({ user_id: 'u1', email: 'a@b.c' });
    expect(schema.safeParse({ name: 'n', user_context: {} }).success).toBe(true);
    expect(schema.safeParse({ name: 'n', user_context: { email: null } }).success).toBe(true);
  });

  it('rejects a user_context of the wrong type', () => {
    expect(schema.safeParse({ name: 'n', user_context: 'u1' }).success).toBe(false);
    expect(userContextSchema.safeParse({ user_id: 7 }).error?.issues[0]?.message).toBe(
      'user_context.user_id must be a string',
    );
  });

  it('strips unknown keys', () => {
    expect(schema.parse({ name: 'n', admin: true })).toEqual({ name: 'n' });
  });
});
