import type { z } from 'zod';
import { requiredString } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { artistSchema } from './artist.ts';
import { validatedProfileSchema } from './validated-profile.ts';

// The artist lookups of both generations (spec §7). Neither needs sign-in: onboarding shows the
// artist before the user has an account.

// Legacy: POST getArtistBySpotifyUrl — the artist in the music catalog's own field names.
export const getArtistBySpotifyUrlRequestSchema = withUserContext({
  artistUrl: requiredString('artistUrl'),
});
export type GetArtistBySpotifyUrlRequest = z.infer<typeof getArtistBySpotifyUrlRequestSchema>;
export const getArtistBySpotifyUrlResponseSchema = artistSchema;
export type GetArtistBySpotifyUrlResponse = z.infer<typeof getArtistBySpotifyUrlResponseSchema>;

// v2: POST validate-spotify-artist — the artist already in Encore's field names.
export const validateSpotifyArtistRequestSchema = withUserContext({
  artistUrl: requiredString('artistUrl'),
});
export type ValidateSpotifyArtistRequest = z.infer<typeof validateSpotifyArtistRequestSchema>;
export const validateSpotifyArtistResponseSchema = validatedProfileSchema;
export type ValidateSpotifyArtistResponse = z.infer<typeof validateSpotifyArtistResponseSchema>;
