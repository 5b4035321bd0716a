/**
 * Display faces for the scripts the Latin display faces lack, matched by register (the face's
 * character: heavy, rounded, serif, ...). A Cyrillic band name beside a blackletter face is set in
 * a sharp high-contrast serif, a Hangul name beside a heavy condensed sans in Black Han Sans,
 * rather than in plain Noto Sans; Noto stays after them in the chain for any letter they lack.
 */
import type { FaceId } from './faces.ts';
import type { FontFace } from './sources.ts';

/**
 * How much larger (or smaller) a face is set than its script's reference letter at the Latin cap
 * height makes it (text/shape.ts). Most faces read right at 1; these don't: Aref Ruqaa's alef is
 * short beside its tall lam and swashes (the word stood 1.7 caps tall), Amiri's and Reem Kufi's
 * alef is tall over small bowls (the word read small), Lalezar's and Baloo Bhaijaan's bowls are
 * big and deep (the word outweighed the capitals), and Ma Shan
 * Zheng's and ZCOOL QingKe's brush and pixel strokes sit well inside their em square, while
 * Dela Gothic's kana fill theirs.
 */
const OPTICAL_SCALE: Readonly<Record<string, number>> = {
  'Aref Ruqaa': 0.66,
  Amiri: 1.18,
  'Reem Kufi': 1.1,
  Lalezar: 0.85,
  'Baloo Bhaijaan 2': 0.9,
  'Ma Shan Zheng': 1.08,
  'Dela Gothic One': 0.95,
  'ZCOOL QingKe HuangYou': 1.05,
};

export function opticalScale(face: FontFace): number {
  return OPTICAL_SCALE[face.family] ?? 1;
}

/** The character of a Latin display face, which its companion faces in other scripts share. */
export type Register =
  'heavy' | 'rounded' | 'serif' | 'sharp' | 'brush' | 'marker' | 'tech' | 'light';

export const REGISTER: Readonly<Partial<Record<FaceId, Register>>> = {
  anton: 'heavy',
  bebas: 'heavy',
  leagueGothic: 'heavy',
  archivoBlack: 'heavy',
  barlowCondensed: 'heavy',
  barlowCondensedBlack: 'heavy',
  bowlby: 'heavy',
  alfaSlab: 'heavy',
  fredoka: 'rounded',
  lilita: 'rounded',
  shrikhand: 'rounded',
  unbounded: 'rounded',
  baskerville: 'serif',
  abril: 'serif',
  playfair: 'serif',
  playfairBold: 'serif',
  cinzel: 'serif',
  cinzelBold: 'serif',
  cormorant: 'serif',
  rye: 'serif',
  unifraktur: 'sharp',
  pacifico: 'brush',
  // Hand-lettered capitals, not a script: punk's and indie's marker.
  permanentMarker: 'marker',
  greatVibes: 'brush',
  kaushan: 'brush',
  orbitron: 'tech',
  orbitronBold: 'tech',
  syne: 'tech',
  spaceGrotesk: 'tech',
  spaceMono: 'tech',
  monoton: 'tech',
  specialElite: 'tech',
  poiret: 'light',
  josefinSans: 'light',
};

/** Scripts with display faces of their own; Han goes by the letters beside it (see CjkFlavour). */
type DisplayScript = 'Cyrillic' | 'Greek' | 'Arabic' | 'Hebrew' | 'Devanagari' | 'Thai' | CjkScript;
type CjkScript = 'Japanese' | 'Chinese' | 'Korean';

const ALPHABETS = ['Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Devanagari', 'Thai'] as const;
const isAlphabet = (script: string): script is (typeof ALPHABETS)[number] =>
  (ALPHABETS as readonly string[]).includes(script);

type Table = Readonly<Partial<Record<DisplayScript, FaceId>>>;

/** Bold faces, beside the heavy and bold Latin faces. A register a script lacks uses Noto. */
const BOLD: Readonly<Partial<Record<Register, Table>>> = {
  heavy: {
    Cyrillic: 'oswald',
    Greek: 'firaExtraCondensed',
    Arabic: 'lalezar',
    Hebrew: 'rubik',
    Devanagari: 'khand',
    Thai: 'kanit',
    Japanese: 'delaGothic',
    Chinese: 'zcoolQingke',
    Korean: 'blackHanSans',
  },
  rounded: {
    Cyrillic: 'rubik',
    Greek: 'mplusRounded',
    Arabic: 'balooBhaijaan',
    Hebrew: 'rubik',
    Devanagari: 'baloo2',
    Thai: 'kanit',
    Japanese: 'mplusRounded',
    Chinese: 'zcoolKuaile',
    Korean: 'jua',
  },
  serif: {
    Cyrillic: 'playfair',
    Greek: 'notoSerifDisplay',
    Arabic: 'amiri',
    Hebrew: 'frankRuhl',
    Devanagari: 'martel',
    Thai: 'notoSerifThai',
    Japanese: 'kaiseiDecol',
    Chinese: 'zcoolXiaowei',
    Korean: 'gowunBatang',
  },
  // Blackletter has no open Cyrillic, Greek or Hebrew cut: Ruslan Display's Old Russian capitals
  // (the pagan and black metal look) and the sharpest heavy serifs stand in; angular Kufi for Arabic; brush calligraphy for Chinese; the heaviest gothics for
  // Japanese and Korean.
  sharp: {
    Cyrillic: 'ruslanDisplay',
    Greek: 'notoSerifDisplay',
    Arabic: 'reemKufi',
    Hebrew: 'suezOne',
    Devanagari: 'martel',
    Thai: 'notoSerifThai',
    Japanese: 'delaGothic',
    Chinese: 'maShanZheng',
    Korean: 'blackHanSans',
  },
  // Pacifico's Greek: the round bold letters of the rounded register (Pacifico carries Cyrillic).
  brush: {
    Greek: 'mplusRounded',
    Arabic: 'arefRuqaa',
    Chinese: 'maShanZheng',
  },
  // The marker's capitals are punk's and indie's hand-lettering, no script: no open marker
  // carries Cyrillic or Greek, so a heavy grotesque does (a reviewer saw a Ukrainian punk name
  // set in Pacifico: "a bakery or a wedding invite"), one the heavy faces' companion is not, so
  // a hook beside the name and the ransom note's clippings still differ. Other scripts as the
  // brush.
  marker: {
    Cyrillic: 'firaExtraCondensed',
    Greek: 'delaGothic',
    Arabic: 'arefRuqaa',
    Chinese: 'maShanZheng',
  },
  tech: {
    Cyrillic: 'russoOne',
    Greek: 'syne',
    Arabic: 'reemKufi',
    Hebrew: 'rubik',
    Devanagari: 'khand',
    Thai: 'chakraPetch',
    Japanese: 'delaGothic',
    Chinese: 'zcoolQingke',
    Korean: 'blackHanSans',
  },
};

/**
 * Lighter cuts beside the light and slender Latin faces (the rest of their fallbacks are Noto in
 * a medium weight); a bold companion would outweigh a Cormorant or Great Vibes name.
 */
const LIGHT: Readonly<Partial<Record<Register, Table>>> = {
  serif: {
    Greek: 'notoSerifDisplayMedium',
    Arabic: 'amiriRegular',
    Devanagari: 'martelRegular',
    Thai: 'notoSerifThaiMedium',
    Japanese: 'kaiseiDecolMedium',
    Chinese: 'zcoolXiaowei',
    Korean: 'gowunBatangRegular',
  },
  // Kaushan's brush script: Pacifico's Cyrillic script.
  brush: { Cyrillic: 'pacifico', Arabic: 'arefRuqaaRegular' },
  // Art deco capitals (Poiret One, Josefin Sans): Kaisei Decol's ball-terminal Mincho is the deco
  // of Japanese type; the slender serifs for Chinese and Korean.
  light: {
    Japanese: 'kaiseiDecolMedium',
    Chinese: 'zcoolXiaowei',
    Korean: 'gowunBatangRegular',
  },
};

function displayScript(script: string, cjk: 'sc' | 'jp' | 'kr'): DisplayScript | null {
  if (script === 'Kana') return 'Japanese';
  if (script === 'Hangul') return 'Korean';
  if (script === 'Han') return cjk === 'jp' ? 'Japanese' : cjk === 'kr' ? 'Korean' : 'Chinese';
  return isAlphabet(script) ? script : null;
}

/** The display face of `script` in the register of `face`, or null (then Noto sets the run). */
export function scriptDisplayFace(
  script: string,
  cjk: 'sc' | 'jp' | 'kr',
  face: FaceId | undefined,
  light: boolean,
): FaceId | null {
  const register = face ? REGISTER[face] : undefined;
  const key = displayScript(script, cjk);
  if (!register || !key) return null;
  return (light ? LIGHT : BOLD)[register]?.[key] ?? null;
}
