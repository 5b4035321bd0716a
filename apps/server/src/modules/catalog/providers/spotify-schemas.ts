// The parts of Spotify Web API responses Encore reads, parsed leniently: fields Spotify has been
// withdrawing from development-mode apps (followers, popularity, genres) may be absent or null.
// https://developer.spotify.com/documentation/web-api/reference/get-an-artist
import { z } from 'zod';

const imageSchema = z.object({
  url: z.string().min(1),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const spotifyTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
});
export type SpotifyToken = z.infer<typeof spotifyTokenSchema>;

export const spotifyArtistSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  followers: z.object({ total: z.number().int().nonnegative().nullish() }).nullish(),
  popularity: z.number().min(0).max(100).nullish(),
  genres: z.array(z.string()).nullish(),
  images: z.array(imageSchema).nullish(),
  external_urls: z.object({ spotify: z.string().nullish() }).nullish(),
});
export type SpotifyArtist = z.infer<typeof spotifyArtistSchema>;

export const spotifyTopTracksSchema = z.object({
  tracks: z.array(
    z.object({
      name: z.string(),
      album: z
        .object({ name: z.string().nullish(), images: z.array(imageSchema).nullish() })
        .nullish(),
    }),
  ),
});
export type SpotifyTopTracks = z.infer<typeof spotifyTopTracksSchema>;
