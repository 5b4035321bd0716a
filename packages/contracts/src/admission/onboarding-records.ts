import { z } from 'zod';
import { artistSchema } from '../catalog/artist.ts';

// Legacy onboarding records (spec §3), kept locally during onboarding and sent with createUser.

/** Saved music-streaming profile: the confirmed artist and the link it came from. */
export const savedSpotifyProfileSchema = z.object({
  artist: artistSchema,
  spotify_url: z.string(),
  completed: z.boolean(),
});
export type SavedSpotifyProfile = z.infer<typeof savedSpotifyProfileSchema>;

export const socialPlatformIdSchema = z.enum([
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'facebook',
  'soundcloud',
  'website',
]);
export type SocialPlatformId = z.infer<typeof socialPlatformIdSchema>;

/** At most this many platforms may be chosen (spec §5, §9). */
export const MAX_SOCIAL_PLATFORMS = 4;

export const platformAccountStatusSchema = z.enum(['pending', 'approved', 'edited', 'skipped']);
export type PlatformAccountStatus = z.infer<typeof platformAccountStatusSchema>;

/** A platform account under verification (spec §3). */
export const platformAccountSchema = z.object({
  id: z.string(),
  platform: socialPlatformIdSchema,
  username: z.string(),
  displayName: z.string(),
  followerCount: z.number().nonnegative(),
  followerLabel: z.string(),
  profileImage: z.string().nullish(),
  profileUrl: z.string(),
  confidence: z.number(),
  status: platformAccountStatusSchema,
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
