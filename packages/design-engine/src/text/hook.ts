/**
 * The words a design may print besides the name, all taken from true facts: a cleaned-up track
 * title, a hook line built from the track and the artist (never invented lyrics), the genre and
 * the country.
 */
import type { Rng } from '../random/prng.ts';
import { isPlaceholderTitle } from './placeholder-title.ts';

const NOISE = [
  /\s*[-–—]\s*(?:\d{4}\s+)?(?:remaster(?:ed)?|live|radio edit|single version|edit|mono|stereo|acoustic|demo|version|mix|remix)\b.*$/i,
  /\s*[([](?:feat\.?|ft\.?|with|prod\.?|from)\b[^)\]]*[)\]]/gi,
  /\s*[([](?:\d{4}\s+)?(?:remaster(?:ed)?|radio edit|live|bonus track|explicit|clean)[^)\]]*[)\]]/gi,
];

/** "Song (feat. X) - Remastered 2011" → "Song". Falls back to the original if nothing is left. */
export function cleanTrackName(name: string): string {
  let cleaned = name.trim();
  for (const pattern of NOISE) cleaned = cleaned.replace(pattern, '');
  cleaned = cleaned.replace(/\s+/g, ' ').trim();
  return cleaned.length > 0 ? cleaned : name.trim();
}

/**
 * The title without a trailing version note or subtitle in brackets or after a dash ("Le Dernier
 * Bal (Version Longue)" → "Le Dernier Bal"): the same title in its short form, for a layout that
 * cannot set the long one. Never cut mid-title; the title itself when it has no such part.
 */
export function shortTitle(title: string): string {
  const short = title
    .replace(/\s*[([（［][^()[\]（）［］]*[)\]）］]\s*$/u, '')
    .replace(/\s+[-–—:]\s+.*$/u, '')
    .trim();
  return short.length > 0 ? short : title.trim();
}

/** A short line from the track and the artist, never cut. Never empty. */
export function makeHook(track: string, artist: string, rng: Rng): string {
  const t = track.trim() || artist.trim();
  const a = artist.trim();
  const options = [`“${t}”`];
  if (a && [...`${t}${a}`].length <= 40) options.push(`${t} — ${a}`, `${a} · “${t}”`);
  const hook = rng.pick(options).trim();
  return hook.length > 0 && hook !== 'undefined' ? hook : a || 'Encore';
}

/**
 * The design's hook: none without a song, since a hook made of the artist's name alone would
 * print the name a second time.
 */
export function designHook(track: string, artist: string, rng: Rng): string {
  return track.trim().length > 0 ? makeHook(track, artist, rng) : '';
}

/** The titles worth printing, cleaned: no empty titles and no placeholders ("Untitled 3"). */
export function songTitles(titles: readonly string[]): string[] {
  return titles.map(cleanTrackName).filter((t) => t.length > 0 && !isPlaceholderTitle(t));
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** "SE" → "Sweden"; other strings pass through when short. */
export function countryName(country: string | null | undefined): string | null {
  if (!country) return null;
  const code = country.trim();
  if (/^[A-Za-z]{2}$/.test(code)) {
    try {
      return regions.of(code.toUpperCase()) ?? null;
    } catch {
      return null;
    }
  }
  return code.length > 0 && code.length <= 24 ? code : null;
}
