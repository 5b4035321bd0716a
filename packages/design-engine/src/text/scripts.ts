/**
 * Which writing systems a text uses, and what that allows a layout to do with it: whether it has
 * capitals, whether its letters may be split into tiles or letter-spaced, which way it reads.
 */
import { layoutWordSpans, localeOfText, textScope } from './scope.ts';

/**
 * Scripts the engine tells apart (names as printed in the manifest). 'Kana' is Hiragana and
 * Katakana together (ISO 15924 Hrkt); 'Han' is Chinese characters, also in Japanese and Korean.
 */
export type Script =
  | 'Latin'
  | 'Greek'
  | 'Cyrillic'
  | 'Armenian'
  | 'Georgian'
  | 'Arabic'
  | 'Hebrew'
  | 'Syriac'
  | 'Thaana'
  | 'Devanagari'
  | 'Bengali'
  | 'Gurmukhi'
  | 'Gujarati'
  | 'Oriya'
  | 'Tamil'
  | 'Telugu'
  | 'Kannada'
  | 'Malayalam'
  | 'Sinhala'
  | 'Thai'
  | 'Lao'
  | 'Tibetan'
  | 'Myanmar'
  | 'Khmer'
  | 'Ethiopic'
  | 'Han'
  | 'Kana'
  | 'Hangul'
  | 'Emoji'
  | 'Symbol'
  | 'Other';

/** Scripts matched by Unicode property, in the order they are tried. */
const BY_PROPERTY: readonly [Script, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Han', /\p{Script=Han}/u],
  // The long-vowel mark ー (and its half-width form) is a Common letter used only in kana words:
  // taken as kana so it is set in the kana's face, not split off into another.
  ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}\u30fc\uff70]/u],
  ['Hangul', /\p{Script=Hangul}/u],
];

/** Neither a letter of a script nor a picture: spaces, digits, punctuation, combining marks. */
export type Neutral = 'Common';

const cache = new Map<number, Script | Neutral>();
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const SYMBOL = /[\p{S}]/u;

/** The script of one code point; 'Common' for characters shared by all scripts. */
function scriptOfCodePoint(code: number): Script | Neutral {
  const known = cache.get(code);
  if (known) return known;
  const char = String.fromCodePoint(code);
  let result: Script | Neutral = 'Common';
  const found = BY_PROPERTY.find(([, pattern]) => pattern.test(char));
  if (found) result = found[0];
  else if (EMOJI_PRESENTATION.test(char) || (code >= 0x1f1e6 && code <= 0x1f1ff)) result = 'Emoji';
  else if (PICTOGRAPHIC.test(char) || SYMBOL.test(char)) result = 'Symbol';
  else if (/\p{L}/u.test(char)) result = 'Other';
  cache.set(code, result);
  return result;
}

/**
 * The script of one grapheme cluster: Emoji for an emoji sequence (emoji presentation, VS16, ZWJ
 * sequences, flags, keycaps), else its base character's script.
 */
export function scriptOfCluster(cluster: string): Script | Neutral {
  const codes = [...cluster].map((c) => c.codePointAt(0) ?? 0);
  const base = codes[0] ?? 0;
  const baseScript = scriptOfCodePoint(base);
  if (baseScript === 'Emoji') return 'Emoji';
  const emojiSequence =
    codes.includes(0xfe0f) ||
    codes.includes(0x20e3) ||
    (codes.includes(0x200d) && codes.some((c) => PICTOGRAPHIC.test(String.fromCodePoint(c))));
  if (emojiSequence && (baseScript === 'Symbol' || baseScript === 'Common')) return 'Emoji';
  return baseScript;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The grapheme clusters of `text` with their UTF-16 offsets. */
export function graphemes(text: string): { text: string; index: number }[] {
  return [...segmenter.segment(text)].map((s) => ({ text: s.segment, index: s.index }));
}

/** Scripts used by `text`, in order of first appearance (digits and punctuation are not listed). */
export function scriptsOf(text: string): Script[] {
  const found = new Set<Script>();
  for (const cluster of graphemes(text)) {
    const script = scriptOfCluster(cluster.text);
    if (script !== 'Common') found.add(script);
  }
  return [...found];
}

const CASED: ReadonlySet<Script> = new Set<Script>(['Latin', 'Greek', 'Cyrillic', 'Armenian']);

/** True when the text has letters with an upper and a lower case (so casing choices apply). */
export function isCased(text: string): boolean {
  return scriptsOf(text).some((s) => CASED.has(s));
}

/** True for a script whose letters have an upper and a lower case. */
export function isCasedScript(script: Script): boolean {
  return CASED.has(script);
}

/**
 * Scripts whose letters join or stack into clusters: they cannot be cut into separate letter
 * tiles, set glyph by glyph, or letter-spaced without breaking the words apart.
 */
const JOINING: ReadonlySet<Script> = new Set<Script>([
  'Arabic',
  'Syriac',
  'Thaana',
  'Hebrew',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
]);

export function isJoiningScript(script: Script | Neutral): boolean {
  return JOINING.has(script as Script);
}

const RTL: ReadonlySet<Script> = new Set<Script>(['Arabic', 'Hebrew', 'Syriac', 'Thaana']);

export function isRtlScript(script: Script | Neutral): boolean {
  return RTL.has(script as Script);
}

/**
 * Whether a layout may split the text into separate letters (collage tiles, letters set one by
 * one on a curve) or letter-space it: false for joining and complex scripts (Arabic, Hebrew,
 * Indic, Thai and their kin), whose letters change shape with their neighbours or stack marks.
 */
export function canSetAsTiles(text: string): boolean {
  return !scriptsOf(text).some(isJoiningScript);
}

/**
 * Scripts with an italic tradition, whose letters may lean: Latin, Greek, Cyrillic, Armenian.
 * Han, kana, Hangul, Arabic, Hebrew, Indic, Thai and the rest have no italic; a sheared line of
 * them reads as a distorted picture of the letters, not as emphasis.
 */
const SLANTS: ReadonlySet<Script> = new Set<Script>(['Latin', 'Greek', 'Cyrillic', 'Armenian']);

/** True when every letter of `text` is in a script that may be set at a slant (see SLANTS). */
export function takesSlant(text: string): boolean {
  return scriptsOf(text).every((s) => SLANTS.has(s) || s === 'Emoji' || s === 'Symbol');
}

/** Letters the Turkish alphabet lacks: a title with them is not Turkish ("Wax", "Quiet"). */
const NOT_TURKISH = /[qwxQWX]/;

/**
 * The language a text's capitals follow: an explicit one, else what its own letters show
 * ("Yağmuru", "Yalçın" → Turkish), else the design's (a Turkish artist's "Kalbim" → "KALBİM"),
 * unless the text has letters Turkish never writes; else English.
 */
function casingLocale(text: string, locale: string | undefined): string {
  if (locale) return locale;
  const own = localeOfText(text);
  if (own) return own;
  const design = textScope()?.locale;
  return design && !NOT_TURKISH.test(text) ? design : 'en';
}

/**
 * Upper case for the cased scripts only (Greek by Greek rules, dropping accents on capitals;
 * Turkish and Azerbaijani i → İ, ı → I, see `casingLocale`); caseless scripts are left exactly as
 * written (Georgian would otherwise turn into Mtavruli, which the fonts lack).
 */
export function upperCase(text: string, locale?: string): string {
  const latin = casingLocale(text, locale);
  // The artist's language capitalises the artist's words; a layout's own words beside them
  // ("Side A", "Set list") are English: "SIDE A", never "SİDE A".
  const english = locale || latin === 'en' ? [] : layoutWordSpans(text);
  const layoutWord = (at: number): boolean => english.some(([s, e]) => at >= s && at < e);
  const localeOf = (script: Script | Neutral): string | null =>
    script === 'Greek'
      ? 'el'
      : script === 'Latin'
        ? latin
        : script === 'Cyrillic' || script === 'Armenian'
          ? 'en'
          : null;
  // Runs of one script are cased together: Greek drops a capital's accent by the word around it
  // ("Αθήνα" → "ΑΘΗΝΑ"), which a letter cased alone would keep ("ή" → "Ή").
  let out = '';
  let run = '';
  let runLocale: string | null = null;
  const flush = (): void => {
    out += runLocale ? run.toLocaleUpperCase(runLocale) : run;
    run = '';
  };
  for (const cluster of graphemes(text)) {
    const script = scriptOfCluster(cluster.text);
    const clusterLocale = script === 'Latin' && layoutWord(cluster.index) ? 'en' : localeOf(script);
    if (clusterLocale !== runLocale) {
      flush();
      runLocale = clusterLocale;
    }
    run += cluster.text;
  }
  flush();
  return out;
}
