/**
 * How each script is sized beside the design's face (text/shape.ts): the letter whose top is its
 * cap or main body height, the optical correction for scripts that read smaller at the same
 * height, and the scripts drawn at their font's own size.
 */
import type { Script } from './scripts.ts';

/** Letter whose top marks the cap (or main body) height of each script. */
export const REFERENCE_LETTER: Partial<Record<Script, string>> = {
  Latin: 'H',
  Greek: 'Η',
  Cyrillic: 'Н',
  Armenian: 'Ա',
  Arabic: 'ا',
  Hebrew: 'ה',
  Devanagari: 'क',
  Bengali: 'ক',
  Tamil: 'க',
  Thai: 'ก',
  Gurmukhi: 'ਕ',
  Gujarati: 'ક',
  Telugu: 'క',
  Kannada: 'ಕ',
  Malayalam: 'ക',
  Sinhala: 'ක',
  Georgian: 'ა',
  Lao: 'ກ',
  Khmer: 'ក',
  Myanmar: 'က',
  Ethiopic: 'ሀ',
  Han: '国',
  Kana: '国',
  Hangul: '한',
};

/**
 * How tall a script's reference letter stands against the chosen face's capital H when the two
 * look the same size (Noto's own CJK fonts set 한 and 国 this much above their H: square
 * syllables with air inside read smaller than capitals of the same height). Absent: 1.
 */
export const OPTICAL: Partial<Record<Script, number>> = {
  Hangul: 1.1,
  Han: 1.06,
  Kana: 1.06,
  // The alef stands as tall as a capital, but Arabic's body (teeth, bowls) is half its height:
  // matched alef to H, a title read smaller and thinner than the Latin one beside it (two
  // reviewers, Layla Haddad's set list).
  Arabic: 1.15,
};

/** Scripts drawn at the font's own size (pictures, not letters). */
export const UNSCALED: ReadonlySet<Script> = new Set<Script>(['Emoji', 'Symbol']);

/** Harmonised runs never grow or shrink more than this (a font with odd metrics). */
export const MAX_HARMONY = 1.4;
