import { z } from 'zod';
import {
  savedSpotifyProfileSchema,
  socialPlatformChoiceSchema,
  userRoleChoiceSchema,
} from '../admission/onboarding-records.ts';
import { requiredObject, requiredString, stringField } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { legacyUserStatusResponseSchema } from './user.ts';

// The account calls of both generations (spec §7): who the signed-in user is, and deleting the
// account. Sign-in itself is Encore's session API (session-api.ts), not a workflow call.
// createUser carries the legacy onboarding records, which admission owns: accounts may import
// admission, never the reverse, so the domains form no circle.

// Legacy: POST createUser — also the user-status check
export const createUserRequestSchema = withUserContext({
  user: requiredObject('user', {
    id: requiredString('user.id'),
    email: requiredString('user.email'),
    created_at: requiredString('user.created_at'),
    user_metadata: z
      .record(z.string(), z.unknown(), { error: 'user.user_metadata must be an object' })
      .optional(),
  }),
  onboarding: requiredObject('onboarding', {
    spotify_profile: savedSpotifyProfileSchema.nullish(),
    social_platforms: socialPlatformChoiceSchema.nullish(),
    user_role: userRoleChoiceSchema.nullish(),
    completed_at: z.string({ error: 'onboarding.completed_at must be a string' }).nullish(),
  }).optional(),
  app_context: requiredObject('app_context', {
    source: requiredString('app_context.source'),
    version: stringField('app_context.version'),
    timestamp: requiredString('app_context.timestamp'),
  }),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;
export const createUserResponseSchema = legacyUserStatusResponseSchema;
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

// v2: POST auth-user — sends no body; the web helper may still send `{ user_context }`. The
// response is `authUserResponseSchema` (user.ts).
export const authUserRequestSchema = withUserContext({}).optional();
export type AuthUserRequest = z.infer<typeof authUserRequestSchema>;

// v2: POST delete-account
/** What v2 asks the user to type, exact and case-sensitive (spec §5). */
export const DELETE_CONFIRMATION_TEXT = 'DELETE';
/** The server's answer (400) to a confirmation that matches neither DELETE nor the artist name. */
export const INVALID_DELETE_CONFIRMATION_MESSAGE =
  'Please type DELETE to confirm account deletion.';
export const deleteAccountRequestSchema = withUserContext({
  userId: requiredString('userId'),
  // v2 sends DELETE; the first-generation screen sends the exact artist name. Which one is valid
  // for this user is the server's decision, so the schema only asks for text.
  confirmationText: stringField('confirmationText').min(1, 'confirmationText must not be empty'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullish(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
