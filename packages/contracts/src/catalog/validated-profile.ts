import { z } from 'zod';

/** v2 artist validation result (spec §3 "Validated profile"), already in Encore's field names. */
export const validatedProfileSchema = z.object({
  spotifyId: z.string().min(1),
  artistName: z.string(),
  // An artist without images has no picture; null rather than an invented one.
  imageUrl: z.string().nullable(),
  // The Spotify Web API may not give a follower count; null then (the screen shows no follower
  // line) rather than an invented 0.
  followers: z.number().int().nonnegative().nullable(),
  country: z.string().nullish(),
  genres: z.array(z.string()),
  spotifyUrl: z.string(),
});

export type ValidatedProfile = z.infer<typeof validatedProfileSchema>;
