// The music catalog as Encore sees it: an artist profile and their top tracks, whatever the
// source. Providers convert their vendor shapes to these types at the boundary.

/** Artist fields a source may not provide. `id`, `name` and `spotifyUrl` are always there. */
export const catalogArtistFields = [
  'followers',
  'popularity',
  'genres',
  'country',
  'imageUrl',
] as const;
export type CatalogArtistField = (typeof catalogArtistFields)[number];

export interface CatalogArtist {
  /** The 22-character Spotify id. */
  readonly id: string;
  readonly name: string;
  /** Follower total; null when the source did not say (never a made-up number). */
  readonly followers: number | null;
  /** 0-100; null when the source did not say. */
  readonly popularity: number | null;
  /** Spotify-style genre names; [] when the source says there are none, null when it did not say. */
  readonly genres: readonly string[] | null;
  /** ISO 3166-1 alpha-2; the Spotify Web API never gives one. */
  readonly country: string | null;
  /** https://open.spotify.com/artist/<id> */
  readonly spotifyUrl: string;
  /** The artist's picture (Spotify's images[0]); null when there is none. */
  readonly imageUrl: string | null;
  /** The fields above that the source did not provide, so callers can say so instead of guessing. */
  readonly missing: readonly CatalogArtistField[];
}

export interface CatalogTrack {
  readonly name: string;
  readonly albumName?: string;
  readonly albumImageUrl?: string;
}

export interface MusicCatalog {
  /** The artist with this Spotify id, or null when there is none. */
  getArtist(spotifyId: string): Promise<CatalogArtist | null>;
  /** Up to 10 of the artist's best-known tracks; [] when unknown or unavailable. */
  getTopTracks(spotifyId: string): Promise<CatalogTrack[]>;
  /**
   * The bytes of the artist's picture (JPEG or PNG) for colour extraction, or null when there is
   * none or it cannot be fetched in time (designs are then made without it, never made up).
   */
  getArtistImage(spotifyId: string): Promise<Buffer | null>;
}

/** What the catalog logs: a pino logger or Fastify's `app.log` will do. */
export interface CatalogLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Lists the fields of an artist that have no value. */
export function missingFields(artist: Omit<CatalogArtist, 'missing'>): CatalogArtistField[] {
  return catalogArtistFields.filter((field) => artist[field] === null);
}
