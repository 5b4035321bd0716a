import { z } from 'zod';

/**
 * An artist as returned by the artist lookup (spec §3), in the music catalog's own field names.
 * The catalog may omit followers, popularity, country, genres and images (country is not part of
 * the catalog's artist object at all), so those are optional: absent data stays absent.
 */
export const artistImageSchema = z.object({
  url: z.string(),
  height: z.number().nullish(),
  width: z.number().nullish(),
});

export const artistSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  followers: z.object({ total: z.number().int().nonnegative() }).nullish(),
  genres: z.array(z.string()).nullish(),
  popularity: z.number().min(0).max(100).nullish(),
  country: z.string().nullish(),
  external_urls: z.object({ spotify: z.string() }),
  images: z.array(artistImageSchema).nullish(),
});

export type ArtistImage = z.infer<typeof artistImageSchema>;
export type Artist = z.infer<typeof artistSchema>;

/** The first image is the one shown (spec §3: images[0].url). */
export function primaryArtistImage(artist: Pick<Artist, 'images'>): string | null {
  return artist.images?.[0]?.url ?? null;
}
