import { describe, expect, it } from 'vitest';
import { describeZodError } from '../core/errors.ts';
import {
  authUserRequestSchema,
  deleteAccountRequestSchema,
  updateStoreStatusRequestSchema,
  v2DesignsResponseSchema,
} from './v2.ts';

describe('auth-user request', () => {
  it('accepts no body, an empty body or only user_context', () => {
    expect(authUserRequestSchema.safeParse(undefined).success).toBe(true);
    expect(authUserRequestSchema.safeParse({}).success).toBe(true);
    expect(authUserRequestSchema.safeParse({ user_context: { user_id: 'u' } }).success).toBe(true);
    expect(authUserRequestSchema.safeParse([]).success).toBe(false);
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

describe('delete-account request', () => {
  it('takes any non-empty confirmation text, unchanged (the server decides what matches)', () => {
    for (const confirmationText of ['DELETE', 'delete', ' The Artist ']) {
      const parsed = deleteAccountRequestSchema.safeParse({ userId: 'u1', confirmationText });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.confirmationText).toBe(confirmationText);
    }
    expect(
      deleteAccountRequestSchema.safeParse({ userId: 'u1', confirmationText: '' }).error?.issues[0]
        ?.message,
    ).toBe('confirmationText must not be empty');
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
