/**
 * The shape of a genre family's style (its typefaces, garments, wear); each family's values live
 * in `genres/<family>/`. Also the casing rule for ornate faces.
 */
import { fallbackChain, type FaceId } from '../fonts/catalog.ts';
import { isCasedScript, scriptsOf, upperCase, type Script } from '../text/scripts.ts';
import type { Weighted } from '../random/prng.ts';
import type { GenreFamily } from './genre-family.ts';
import type { GarmentId } from './garments.ts';

/** A layout's id (`<family>-<name>` for a family's own layouts, the bare name for shared ones). */
export type TemplateId = string;

export interface StyleSpec {
  family: GenreFamily;
  /** Hero typefaces (the artist's name); one is chosen per artist set. */
  display: readonly FaceId[];
  /**
   * Hero faces for sub-genres that read wrong in some of `display` (black metal in a clean Roman
   * capital looks like a wine label): the first rule matching one of the artist's genres wins.
   */
  displayByGenre?: readonly (readonly [RegExp, readonly FaceId[]])[];
  /** The quiet second typeface (track names, small lines). */
  support: readonly FaceId[];
  /** Script or brush faces for hook-type layouts. */
  script: readonly FaceId[];
  garments: readonly Weighted<GarmentId>[];
  /** Probability that a design gets a worn, distressed print texture. */
  distress: number;
  /** The genre word, for a small line when the artist has nothing better. */
  word: string;
}

/** The hero faces a set picks from for an artist of these genres (see displayByGenre). */
export function displayFaces(style: StyleSpec, genres: readonly string[]): readonly FaceId[] {
  const rule = style.displayByGenre?.find(([pattern]) => genres.some((g) => pattern.test(g)));
  return rule && rule[1].length > 0 ? rule[1] : style.display;
}

/**
 * Faces whose capitals are ornate enough that all-caps would be illegible, with the cased
 * scripts they draw themselves (a letter of another script is set in the face's companion for
 * that script, see fonts/script-display.ts, whose capitals may be plain).
 */
const MIXED_CASE_FACES: Readonly<Partial<Record<FaceId, readonly Script[]>>> = {
  unifraktur: ['Latin'],
  greatVibes: ['Latin', 'Cyrillic'],
  pacifico: ['Latin', 'Cyrillic'],
  permanentMarker: ['Latin'],
  shrikhand: ['Latin'],
  kaushan: ['Latin'],
};

/**
 * Whether `text` set in `face` keeps its mixed case: the face's capitals are ornate and it draws
 * the text's letters itself, or its companion for the letters it lacks is ornate too (Pacifico
 * beside Kaushan). The marker's Cyrillic is set in a grotesque, whose capitals read: "ДОЩ".
 */
function keepsMixedCase(face: FaceId, text: string): boolean {
  const own = MIXED_CASE_FACES[face];
  if (!own) return false;
  const other = scriptsOf(text).find((script) => isCasedScript(script) && !own.includes(script));
  if (!other) return true;
  const companion = fallbackChain(other, 'sc', face)[0];
  return companion !== undefined && companion !== face && keepsMixedCase(companion, text);
}

/**
 * Whether the text is written in lower case on purpose ("glaive", "bbno$", "astrid"): at least two
 * cased letters and no capital. Artists who style themselves so keep it on their merch.
 */
export function isStyledLowerCase(text: string): boolean {
  const cased = [...text].filter((ch) => ch.toLowerCase() !== ch.toUpperCase());
  return cased.length >= 2 && text === text.toLowerCase();
}

/**
 * Capitals for the face unless it is ornate or the text is styled in lower case. Only cased
 * scripts change (Greek by Greek rules, Turkish and Azerbaijani with dotted İ: `locale`, else what
 * the text's letters or the design's artist show, see `upperCase`); Arabic, Hangul, Han and other
 * caseless scripts are left exactly as written.
 */
export function casingFor(face: FaceId, text: string, locale?: string): string {
  return keepsMixedCase(face, text) || isStyledLowerCase(text) ? text : upperCase(text, locale);
}
