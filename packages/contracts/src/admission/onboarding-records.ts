import { z } from 'zod';
import { artistSchema } from '../catalog/artist.ts';
import { parsePlatformUrl, platformUrlMessages, socialPlatformIdSchema } from './platform-urls.ts';

// Legacy onboarding records (spec §3), kept locally during onboarding and sent with createUser.

/** Saved music-streaming profile: the confirmed artist and the link it came from. */
export const savedSpotifyProfileSchema = z.object({
  artist: artistSchema,
  spotify_url: z.string(),
  completed: z.boolean(),
});
export type SavedSpotifyProfile = z.infer<typeof savedSpotifyProfileSchema>;

/** At most this many platforms may be chosen (spec §5, §9). */
export const MAX_SOCIAL_PLATFORMS = 4;

export const platformAccountStatusSchema = z.enum(['pending', 'approved', 'edited', 'skipped']);
export type PlatformAccountStatus = z.infer<typeof platformAccountStatusSchema>;

/**
 * A platform account under verification (spec §3). Encore looks nothing up on the platforms, so
 * an account is what the user gave: the link and the handle it names. Follower figures and a
 * match confidence are optional, for a record that really has them; Encore never invents them.
 * An approved or edited account's link follows its platform's rule (platform-urls.ts); a pending
 * or skipped one may have none yet ('').
 */
export const platformAccountSchema = z
  .object({
    id: z.string(),
    platform: socialPlatformIdSchema,
    username: z.string(),
    displayName: z.string(),
    followerCount: z.number().nonnegative().optional(),
    followerLabel: z.string().optional(),
    profileImage: z.string().nullish(),
    profileUrl: z.string(),
    confidence: z.number().optional(),
    status: platformAccountStatusSchema,
  })
  .superRefine((account, ctx) => {
    const confirmed = account.status === 'approved' || account.status === 'edited';
    if (!confirmed || parsePlatformUrl(account.platform, account.profileUrl) !== null) return;
    ctx.addIssue({
      code: 'custom',
      path: ['profileUrl'],
      message: platformUrlMessages.invalid(account.platform),
    });
  });
export type PlatformAccount = z.infer<typeof platformAccountSchema>;

export const socialPlatformChoiceSchema = z.object({
  platforms: z
    .array(socialPlatformIdSchema)
    .max(MAX_SOCIAL_PLATFORMS, `at most ${MAX_SOCIAL_PLATFORMS} platforms may be chosen`),
  accounts: z.array(platformAccountSchema).optional(),
  completed: z.boolean(),
});
export type SocialPlatformChoice = z.infer<typeof socialPlatformChoiceSchema>;

export const userRoleIdSchema = z.enum([
  'solo-artist',
  'band-member',
  'producer',
  'manager',
  'label',
  'content-creator',
  'other',
]);
export type UserRoleId = z.infer<typeof userRoleIdSchema>;

export type UserRoleCategory = 'creator' | 'business' | 'other';

/** Role categories (spec §3). Roles are self-described and grant no permissions. */
export const userRoleCategories: Readonly<Record<UserRoleId, UserRoleCategory>> = {
  'solo-artist': 'creator',
  'band-member': 'creator',
  producer: 'creator',
  'content-creator': 'creator',
  manager: 'business',
  label: 'business',
  other: 'other',
};

export const userRoleChoiceSchema = z.object({
  role: userRoleIdSchema.nullable(),
  completed: z.boolean(),
});
export type UserRoleChoice = z.infer<typeof userRoleChoiceSchema>;
