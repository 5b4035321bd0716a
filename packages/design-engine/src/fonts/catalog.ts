/**
 * Every typeface the engine may use, each shipped by an npm package as TTF or WOFF under an open
 * licence (see FONTS.md). A face is one family at one weight; a face may span several files when
 * its package splits it into Unicode subsets.
 */

import { SCRIPT_DISPLAY_FACES, scriptDisplayFace } from './script-display.ts';
import { expo, fontsource, type FontFace } from './sources.ts';

export type { FontFace, FontWeight } from './sources.ts';

export const FACES = {
  anton: expo('Anton', 400),
  bebas: expo('Bebas Neue', 400),
  leagueGothic: expo('League Gothic', 400),
  archivoBlack: expo('Archivo Black', 400),
  barlowCondensed: expo('Barlow Condensed', 700),
  barlowCondensedBlack: expo('Barlow Condensed', 900),
  orbitron: expo('Orbitron', 900),
  orbitronBold: expo('Orbitron', 700),
  syne: expo('Syne', 800),
  spaceGrotesk: expo('Space Grotesk', 700),
  spaceMono: expo('Space Mono', 700),
  monoton: expo('Monoton', 400),
  fredoka: expo('Fredoka', 700),
  lilita: expo('Lilita One', 400),
  specialElite: expo('Special Elite', 400, 'Apache-2.0'),
  permanentMarker: expo('Permanent Marker', 400, 'Apache-2.0'),
  rye: expo('Rye', 400),
  baskerville: expo('Libre Baskerville', 700),
  abril: expo('Abril Fatface', 400),
  greatVibes: expo('Great Vibes', 400),
  pacifico: expo('Pacifico', 400),
  cinzel: expo('Cinzel', 900),
  cinzelBold: expo('Cinzel', 700),
  cormorant: expo('Cormorant Garamond', 700),
  playfair: expo('Playfair Display', 900),
  playfairBold: expo('Playfair Display', 700),
  unifraktur: fontsource('UnifrakturMaguntia', 'unifrakturmaguntia', ['latin']),
  alfaSlab: fontsource('Alfa Slab One', 'alfa-slab-one', ['latin', 'latin-ext']),
  bowlby: fontsource('Bowlby One SC', 'bowlby-one-sc', ['latin', 'latin-ext']),
  poiret: fontsource('Poiret One', 'poiret-one', ['latin', 'latin-ext', 'cyrillic']),
  shrikhand: fontsource('Shrikhand', 'shrikhand', ['latin', 'latin-ext']),
  josefinSans: expo('Josefin Sans', 700),
  unbounded: expo('Unbounded', 800),
  kaushan: fontsource('Kaushan Script', 'kaushan-script', ['latin', 'latin-ext']),
  notoSans: expo('Noto Sans', 800),
  notoSansArabic: expo('Noto Sans Arabic', 700),
  notoSansHebrew: fontsource('Noto Sans Hebrew', 'noto-sans-hebrew', ['hebrew'], 700),
  notoSansDevanagari: expo('Noto Sans Devanagari', 700),
  notoSansBengali: fontsource('Noto Sans Bengali', 'noto-sans-bengali', ['bengali'], 700),
  notoSansTamil: fontsource('Noto Sans Tamil', 'noto-sans-tamil', ['tamil'], 700),
  notoSansThai: expo('Noto Sans Thai', 700),
  notoSansGurmukhi: fontsource('Noto Sans Gurmukhi', 'noto-sans-gurmukhi', ['gurmukhi'], 700),
  notoSansGujarati: fontsource('Noto Sans Gujarati', 'noto-sans-gujarati', ['gujarati'], 700),
  notoSansTelugu: fontsource('Noto Sans Telugu', 'noto-sans-telugu', ['telugu'], 700),
  notoSansKannada: fontsource('Noto Sans Kannada', 'noto-sans-kannada', ['kannada'], 700),
  notoSansMalayalam: fontsource('Noto Sans Malayalam', 'noto-sans-malayalam', ['malayalam'], 700),
  notoSansArmenian: fontsource('Noto Sans Armenian', 'noto-sans-armenian', ['armenian'], 700),
  notoSansGeorgian: fontsource('Noto Sans Georgian', 'noto-sans-georgian', ['georgian'], 700),
  notoSansKhmer: fontsource('Noto Sans Khmer', 'noto-sans-khmer', ['khmer'], 700),
  notoSansMyanmar: fontsource('Noto Sans Myanmar', 'noto-sans-myanmar', ['myanmar'], 700),
  notoSansLao: expo('Noto Sans Lao', 700),
  notoSansSinhala: fontsource('Noto Sans Sinhala', 'noto-sans-sinhala', ['sinhala'], 700),
  notoSansEthiopic: fontsource('Noto Sans Ethiopic', 'noto-sans-ethiopic', ['ethiopic'], 700),
  notoSansSc: expo('Noto Sans SC', 900),
  notoSansKr: expo('Noto Sans KR', 900),
  notoSansJp: expo('Noto Sans JP', 900),
  notoSansSymbols2: fontsource('Noto Sans Symbols 2', 'noto-sans-symbols-2', ['symbols', 'math']),
  notoEmoji: expo('Noto Emoji', 700),
  // Medium weights of the fallbacks, beside light and slender faces (see `fallbackChain`).
  notoSansMedium: expo('Noto Sans', 500),
  notoSansArabicMedium: expo('Noto Sans Arabic', 500),
  notoSansHebrewMedium: fontsource('Noto Sans Hebrew', 'noto-sans-hebrew', ['hebrew'], 500),
  notoSansDevanagariMedium: expo('Noto Sans Devanagari', 500),
  notoSansBengaliMedium: fontsource('Noto Sans Bengali', 'noto-sans-bengali', ['bengali'], 500),
  notoSansTamilMedium: fontsource('Noto Sans Tamil', 'noto-sans-tamil', ['tamil'], 500),
  notoSansThaiMedium: expo('Noto Sans Thai', 500),
  notoSansScMedium: expo('Noto Sans SC', 500),
  notoSansKrMedium: expo('Noto Sans KR', 500),
  notoSansJpMedium: expo('Noto Sans JP', 500),
  notoEmojiMedium: expo('Noto Emoji', 500),
  ...SCRIPT_DISPLAY_FACES,
} as const satisfies Record<string, FontFace>;

export type FaceId = keyof typeof FACES;

/** The Noto face made for each script that needs its own (see `fallbackChain`). */
const SCRIPT_FACE: Readonly<Record<string, FaceId>> = {
  Arabic: 'notoSansArabic',
  Hebrew: 'notoSansHebrew',
  Devanagari: 'notoSansDevanagari',
  Bengali: 'notoSansBengali',
  Tamil: 'notoSansTamil',
  Thai: 'notoSansThai',
  Gurmukhi: 'notoSansGurmukhi',
  Gujarati: 'notoSansGujarati',
  Telugu: 'notoSansTelugu',
  Kannada: 'notoSansKannada',
  Malayalam: 'notoSansMalayalam',
  Armenian: 'notoSansArmenian',
  Georgian: 'notoSansGeorgian',
  Khmer: 'notoSansKhmer',
  Myanmar: 'notoSansMyanmar',
  Lao: 'notoSansLao',
  Sinhala: 'notoSansSinhala',
  Ethiopic: 'notoSansEthiopic',
};

/** Han is drawn in the CJK face that matches the rest of the text: kana → JP, Hangul → KR, else SC. */
export type CjkFlavour = 'sc' | 'jp' | 'kr';

const CJK: Record<CjkFlavour, FaceId> = { sc: 'notoSansSc', jp: 'notoSansJp', kr: 'notoSansKr' };

/** Light or slender faces, whose fallbacks are set in a medium weight rather than bold or black. */
const LIGHT_FACES: ReadonlySet<FaceId> = new Set<FaceId>([
  'poiret',
  'greatVibes',
  'specialElite',
  'cormorant',
  'kaushan',
  'josefinSans',
  'spaceMono',
]);

const MEDIUM: Partial<Record<FaceId, FaceId>> = {
  notoSans: 'notoSansMedium',
  notoSansArabic: 'notoSansArabicMedium',
  notoSansHebrew: 'notoSansHebrewMedium',
  notoSansDevanagari: 'notoSansDevanagariMedium',
  notoSansBengali: 'notoSansBengaliMedium',
  notoSansTamil: 'notoSansTamilMedium',
  notoSansThai: 'notoSansThaiMedium',
  notoSansSc: 'notoSansScMedium',
  notoSansKr: 'notoSansKrMedium',
  notoSansJp: 'notoSansJpMedium',
  notoEmoji: 'notoEmojiMedium',
};

/**
 * Faces to try, in order, for a run of `script` after `face`: the script's display face in the
 * register of `face` (script-display.ts), then the script's own Noto face (CJK picked by `cjk`),
 * Noto Sans (Latin extended, Greek, Cyrillic), Noto Sans Symbols 2 and Noto Emoji (monochrome
 * outlines, printed in the text's ink like any glyph); in a medium weight beside a light face,
 * bold or black beside the rest, so a fallback matches the colour of the type. Noto stays after
 * the display face, so a letter it lacks still prints.
 */
export function fallbackChain(script: string, cjk: CjkFlavour, face?: FaceId): FaceId[] {
  const light = face !== undefined && LIGHT_FACES.has(face);
  const display = scriptDisplayFace(script, cjk, face, light);
  const bold = boldChain(script, cjk);
  const chain = light ? bold.map((id) => MEDIUM[id] ?? id) : bold;
  return display ? [display, ...chain.filter((id) => id !== display)] : chain;
}

function boldChain(script: string, cjk: CjkFlavour): FaceId[] {
  const own = SCRIPT_FACE[script];
  const cjkFirst = CJK[cjk];
  const chain: FaceId[] = [];
  if (script === 'Emoji') chain.push('notoEmoji');
  if (own) chain.push(own);
  if (script === 'Han' || script === 'Kana' || script === 'Hangul') {
    chain.push(cjkFirst);
    if (script === 'Kana') chain.push('notoSansJp');
    if (script === 'Hangul') chain.push('notoSansKr');
  }
  chain.push('notoSans', 'notoSansSymbols2', 'notoEmoji', ...Object.values(SCRIPT_FACE));
  chain.push(cjkFirst, 'notoSansSc', 'notoSansJp', 'notoSansKr');
  return [...new Set(chain)];
}

export function faceKey(face: FontFace): string {
  return `${face.family}@${face.weight}`;
}
