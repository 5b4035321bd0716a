import { z } from 'zod';
import { requiredString, stringField } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { notificationMethodSchema, savedPhoneNumberPattern } from './notification.ts';
import { userStateSchema } from './user-state.ts';

// The v2 admission calls (spec §7). The first generation has none of its own: its onboarding data
// rides on createUser (accounts), and it has no waiting list.

// POST submit-onboarding
export const submitOnboardingRequestSchema = withUserContext({
  userId: requiredString('userId'),
  spotifyId: requiredString('spotifyId'),
  /** '' when the user has no invite code. */
  inviteToken: stringField('inviteToken').max(256, 'inviteToken is too long'),
});
export type SubmitOnboardingRequest = z.infer<typeof submitOnboardingRequestSchema>;
export const submitOnboardingResponseSchema = z.object({
  success: z.boolean(),
  userState: userStateSchema.nullable(),
  /** Set when capacity is full and the user joined the waiting list. */
  waitingListJoinedAt: z.string().nullable(),
  /** E.g. an invalid invite code; shown to the user. */
  error: z.string().nullable(),
});
export type SubmitOnboardingResponse = z.infer<typeof submitOnboardingResponseSchema>;

// POST update-notification-preference
export const updateNotificationPreferenceRequestSchema = withUserContext({
  userId: requiredString('userId'),
  notificationMethod: notificationMethodSchema,
  /** Country code, dash, number; absent (or null) for email. */
  phoneNumber: z.string({ error: 'phoneNumber must be a string' }).nullish(),
}).superRefine((body, ctx) => {
  if (body.notificationMethod !== 'phone') return;
  const phone = body.phoneNumber?.trim() ?? '';
  if (phone === '') {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Phone number is required' });
  } else if (!savedPhoneNumberPattern.test(phone)) {
    ctx.addIssue({
      code: 'custom',
      path: ['phoneNumber'],
      message: 'phoneNumber must be a country code, a dash and the number (+1-123-456-7890)',
    });
  }
});
export type UpdateNotificationPreferenceRequest = z.infer<
  typeof updateNotificationPreferenceRequestSchema
>;
export const updateNotificationPreferenceResponseSchema = z.object({ success: z.boolean() });
export type UpdateNotificationPreferenceResponse = z.infer<
  typeof updateNotificationPreferenceResponseSchema
>;
