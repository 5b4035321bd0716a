import { z } from 'zod';
import { userStateSchema } from '../admission/user-state.ts';

/** Identity-provider account (spec §3): the profile screen falls back when a part is missing. */
export const identityProfileSchema = z.object({
  email: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type IdentityProfile = z.infer<typeof identityProfileSchema>;

/** Response of v2 auth-user (spec §3 "Auth user response"). */
export const authUserResponseSchema = z.object({
  userId: z.string().min(1),
  userState: userStateSchema,
  profile: identityProfileSchema,
  /** ISO timestamp of joining the waiting list, null when not on it. */
  waitingListJoinedAt: z.string().nullable(),
  /**
   * Encore's addition, optional so older readers are unaffected: the user's place in the
   * waiting list (1 = next in), counted from the users who joined before them; null or absent
   * when they are not on it. The first-generation waiting list shows it instead of a made-up one.
   */
  waitingListPosition: z.number().int().positive().nullish(),
});
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

export const legacyUserStatusSchema = z.literal('new');
export const legacyUserStatusDetailSchema = z.enum([
  'existing_incomplete',
  'existing_different_artist',
]);
export type LegacyUserStatusDetail = z.infer<typeof legacyUserStatusDetailSchema>;

/**
 * Legacy user-status response (spec §3), answered by createUser. All fields may be absent; the
 * /main logic of spec §4.3 branches on which ones are present.
 */
export const legacyUserStatusResponseSchema = z.object({
  userId: z.string().nullish(),
  fullName: z.string().nullish(),
  googleProfileImage: z.string().nullish(),
  /** A reduced artist record; its shape is not specified. */
  spotifyLeanData: z.unknown().optional(),
  /** true, false or null — null without a store URL may mean the store was deleted (§4.3). */
  isStoreEnabled: z.boolean().nullish(),
  isStorePrivate: z.boolean().nullish(),
  shopifyStoreUrl: z.string().nullish(),
  status: legacyUserStatusSchema.nullish(),
  user_status: legacyUserStatusDetailSchema.nullish(),
  spotifyUrl: z.string().nullish(),
  /**
   * Encore's addition, optional so older readers are unaffected: the user's admission state after
   * this call (spec §4.5). `new` with a waitingListJoinedAt means they wait for a spot (§2.3).
   */
  userState: userStateSchema.nullish(),
  /** ISO time the user joined the waiting list; null when they are not on it. */
  waitingListJoinedAt: z.string().nullish(),
});
export type LegacyUserStatusResponse = z.infer<typeof legacyUserStatusResponseSchema>;
