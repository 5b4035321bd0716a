import { describe, expect, it } from 'vitest';
import { describeZodError } from '../core/errors.ts';
import {
  submitOnboardingRequestSchema,
  updateNotificationPreferenceRequestSchema,
} from './calls.ts';

describe('submit-onboarding request', () => {
  it('accepts an empty inviteToken but not a missing one', () => {
    const body = { userId: 'u1', spotifyId: 's1' };
    expect(submitOnboardingRequestSchema.safeParse({ ...body, inviteToken: '' }).success).toBe(
      true,
    );
    const missing = submitOnboardingRequestSchema.safeParse(body);
    expect(missing.error && describeZodError(missing.error).field).toBe('inviteToken');
  });
});

describe('update-notification-preference request', () => {
  const parse = (body: object) =>
    updateNotificationPreferenceRequestSchema.safeParse({ userId: 'u1', ...body });

  it('needs no phone number for email', () => {
    expect(parse({ notificationMethod: 'email' }).success).toBe(true);
    expect(parse({ notificationMethod: 'email', phoneNumber: null }).success).toBe(true);
  });

  it('needs a country-code phone number for phone', () => {
    expect(parse({ notificationMethod: 'phone', phoneNumber: '+1-123-456-7890' }).success).toBe(
      true,
    );
    expect(parse({ notificationMethod: 'phone', phoneNumber: '+44-7911123456' }).success).toBe(
      true,
    );
    expect(parse({ notificationMethod: 'phone' }).error?.issues[0]).toMatchObject({
      path: ['phoneNumber'],
      message: 'Phone number is required',
    });
    expect(parse({ notificationMethod: 'phone', phoneNumber: '123-456-7890' }).success).toBe(false);
  });

  it('rejects an unknown method', () => {
    expect(parse({ notificationMethod: 'pigeon' }).error?.issues[0]?.message).toBe(
      "notificationMethod must be 'email' or 'phone'",
    );
  });
});
