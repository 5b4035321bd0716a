// The shape of the embedded catalog's data. Everything in it is fictional.

/** The genre families the embedded catalog covers; each artist belongs to one. */
export const genreFamilies = [
  'metal',
  'hip hop',
  'trap',
  'electronic',
  'house',
  'pop',
  'k-pop',
  'indie rock',
  'punk',
  'country',
  'folk',
  'jazz',
  'r&b',
  'latin',
  'reggaeton',
  'classical',
] as const;
export type GenreFamily = (typeof genreFamilies)[number];

/** Colours as #rrggbb: a deep background, a second background tone, an accent, a light tone. */
export type ArtPalette = readonly [deep: string, mid: string, accent: string, light: string];

/** Who stands in the artist picture: one person, two, a band, or nobody (abstract art only). */
export type ArtFigure = 'solo' | 'duo' | 'band' | 'none';

export interface DemoArtist {
  /** 22-character base62, like Spotify's ids; fixed forever so links keep working. */
  readonly id: string;
  readonly name: string;
  readonly family: GenreFamily;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly followers: number;
  /** 0-100. */
  readonly popularity: number;
  /** Spotify-style genre names. */
  readonly genres: readonly string[];
  /** Ten track names, best known first. */
  readonly tracks: readonly string[];
  readonly art: { readonly palette: ArtPalette; readonly figure: ArtFigure };
}
