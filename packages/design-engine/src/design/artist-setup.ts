/**
 * What every design of one artist shares, worked out once before planning: the printed name and
 * its lockup, the palette and portrait from the picture, the genre style, the songs worth
 * printing, the true small lines. generateDesigns and the arrangement tests both start here, so
 * a test draws a design exactly the way the product does.
 */
import { extractPalette, syntheticPalette, type PaletteColor } from '../color/palette.ts';
import { GENRES } from '../genres/index.ts';
import { preparePortrait, spotlightPortrait, type Portrait } from '../image/portrait.ts';
import { Rng } from '../random/prng.ts';
import { genreFamily } from '../style/genre-family.ts';
import type { StyleSpec } from '../style/styles.ts';
import { countryName, designHook, shortTitle, songTitles } from '../text/hook.ts';
import { countryNameFor } from '../text/country-name.ts';
import { splitName } from '../text/names.ts';
import { designHan, designLocale, type TextScope } from '../text/scope.ts';
import type { ArtistInput, Scale, StageTimings } from '../types.ts';
import type { DesignContext } from './build-design.ts';
import type { DesignPlan, SetArtist } from './plan-set.ts';

/**
 * Longest track title a design sets by preference: a ribbon or banner holds about this many
 * capitals at the minimum text size, and short titles read better on a garment.
 */
const MAX_TRACK_CHARS = 30;

export interface ArtistSetup {
  key: string;
  artist: ArtistInput;
  /** The name as printed ("별빛" of "별빛 (Byeolbit)") and what is set small under it. */
  name: string;
  altName: string | null;
  style: StyleSpec;
  palette: PaletteColor[];
  portrait: Portrait;
  /** Whether there is a picture of someone to print (an abstract cover is only a palette). */
  hasImage: boolean;
  /** The songs, cleaned, placeholders ("Untitled 3", "Intro") left out. */
  tracks: string[];
  /** The songs a design may be named after (see planSet's `tracks`). */
  designTracks: string[];
  /** What small lines print: the country, in the name's script where it has one. */
  details: string[];
  /** The country in English, printed or not: for regional art and motifs, never as a line. */
  country: string | null;
  setArtist: SetArtist;
  /**
   * Each design draws inside this text scope: the artist's own words in their language's capitals
   * ("KALBİM" for a Turkish artist, the layout's "SIDE A" still English) and one face for all
   * lines of a tracklist (see text/scope.ts).
   */
  scope: TextScope;
}

export async function setUpArtist(
  input: {
    artist: ArtistInput;
    tracks: readonly string[];
    image: Buffer | null;
    seed: number | string;
  },
  timings: StageTimings,
): Promise<ArtistSetup> {
  const { artist, image } = input;
  // "별빛 (Byeolbit)" prints as a lockup: the name large, its romanisation small; a long name
  // leads with its first phrase.
  const { primary: name, secondary: altName } = splitName(artist.name.trim() || artist.id);
  const started = performance.now();
  const [palette, portrait] = image
    ? await Promise.all([extractPalette(image), preparePortrait(image)])
    : [syntheticPalette(artist.id), spotlightPortrait()];
  timings.palette += performance.now() - started;
  // Only songs are printed: a placeholder title ("Untitled 3", "Intro") is in no tracklist and
  // names no design, and an artist without a song gets no song line (never their name again).
  const tracks = songTitles(input.tracks);
  // Titles too long to set on one line at the minimum size are never cut: another track is
  // chosen while there is one, else a title's short form without its version note.
  const fits = (t: string): boolean => [...t].length <= MAX_TRACK_CHARS;
  const settable = tracks.some(fits)
    ? tracks.filter(fits)
    : [...new Set(tracks.map(shortTitle))].filter(fits);
  // Small lines say something true of the artist: where they are from. A genre word ("HIP
  // HOP") is filler a fan would not wear, so it is never printed as a detail.
  const country = countryName(artist.country);
  const printedCountry = countryNameFor(artist.country, name);
  // An abstract cover gives the palette but no portrait (image/figure-presence.ts).
  const hasImage = image !== null && portrait.hasFigure;
  return {
    key: `${artist.id}|${String(input.seed)}`,
    artist,
    name,
    altName,
    style: GENRES[genreFamily(artist.genres)].style,
    palette,
    portrait,
    hasImage,
    tracks,
    designTracks: settable.length > 0 ? settable : tracks,
    details: printedCountry ? [printedCountry] : [],
    country,
    setArtist: { name, genres: artist.genres, hasImage, songs: tracks.length },
    scope: {
      locale: designLocale(artist.country, artist.name, tracks),
      lists: tracks,
      // The country is the artist's word too: a Turkish act's TÜRKİYE, never TÜRKIYE.
      own: [artist.name, ...input.tracks, ...(printedCountry ? [printedCountry] : [])],
      han: designHan(artist.country, [artist.name, ...tracks]),
    },
  };
}

/** What buildDesign needs to draw one planned design of the artist. */
export function designContext(
  setup: ArtistSetup,
  plan: DesignPlan,
  scale: Scale,
  timings: StageTimings,
): DesignContext {
  const hook = designHook(plan.trackName, setup.name, new Rng(`${setup.key}|${plan.index}|hook`));
  return {
    key: setup.key,
    name: setup.name,
    altName: setup.altName,
    hook,
    details: setup.details,
    country: setup.country,
    tracks: setup.tracks,
    genres: setup.artist.genres,
    style: setup.style,
    portrait: setup.portrait,
    hasImage: setup.hasImage,
    scale,
    timings,
  };
}
