// Artist lookups by link, for the legacy getArtistBySpotifyUrl and the v2 validate-spotify-artist
// calls (spec §7), and the conversions to their response shapes.
import {
  parseSpotifyArtistId,
  spotifyUrlMessages,
  validateLegacyArtistUrl,
  validateV2ArtistUrl,
  type Artist,
  type ValidatedProfile,
} from '@encore/contracts';
import { ArtistNotFoundError, InvalidArtistUrlError } from './errors.ts';
import type { CatalogArtist, MusicCatalog } from './types.ts';

/** Which form's messages to use when the link is not an artist link. */
export type UrlRules = 'legacy' | 'v2';

/**
 * The catalog artist behind a pasted link (query string, locale and trailing slash ignored).
 * Throws InvalidArtistUrlError (400) for a text that is not an artist link, ArtistNotFoundError
 * (404) for an artist the catalog does not know, CatalogUnavailableError (503) when the source fails.
 */
export async function findArtistByUrl(
  catalog: MusicCatalog,
  url: string,
  rules: UrlRules = 'v2',
): Promise<CatalogArtist> {
  const spotifyId = parseSpotifyArtistId(url);
  if (spotifyId === null) {
    const { error } = rules === 'legacy' ? validateLegacyArtistUrl(url) : validateV2ArtistUrl(url);
    throw new InvalidArtistUrlError(error ?? spotifyUrlMessages.notArtist);
  }
  const artist = await catalog.getArtist(spotifyId);
  if (!artist) throw new ArtistNotFoundError(spotifyId);
  return artist;
}

/** Encore's artist in the legacy lookup's shape (spec §3 Artist); absent data stays null. */
export function toArtist(artist: CatalogArtist): Artist {
  return {
    id: artist.id,
    name: artist.name,
    followers: artist.followers === null ? null : { total: artist.followers },
    genres: artist.genres === null ? null : [...artist.genres],
    popularity: artist.popularity,
    country: artist.country,
    external_urls: { spotify: artist.spotifyUrl },
    images: artist.imageUrl === null ? [] : [{ url: artist.imageUrl }],
  };
}

/** POST getArtistBySpotifyUrl: the artist of a link, in the legacy shape. */
export async function lookupArtistByUrl(
  catalog: MusicCatalog,
  url: string,
  rules: UrlRules = 'legacy',
): Promise<Artist> {
  return toArtist(await findArtistByUrl(catalog, url, rules));
}

/**
 * The v2 validated profile (spec §3). `followers` is null when the source did not provide a
 * count: inventing one (0) would be shown to the artist as a fact. Kept as an alias of the
 * contract's type, whose followers are nullable.
 */
export type ValidatedProfileDraft = ValidatedProfile;

export function toValidatedProfile(artist: Artist): ValidatedProfileDraft {
  return {
    spotifyId: artist.id,
    artistName: artist.name,
    imageUrl: artist.images?.[0]?.url ?? null,
    followers: artist.followers?.total ?? null,
    country: artist.country ?? null,
    genres: artist.genres ?? [],
    spotifyUrl: artist.external_urls.spotify,
  };
}
