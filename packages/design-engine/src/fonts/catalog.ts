/**
 * The engine's typefaces (faces.ts) and, for each script, the chain of faces a run of it is set
 * in after the design's own face: the script's display face of that face's register, its Noto
 * face, then the rest, so nothing ever prints a box.
 */
import type { FaceId } from './faces.ts';
import { scriptDisplayFace } from './script-display.ts';
import type { FontFace } from './sources.ts';

export type { FontFace, FontWeight } from './sources.ts';
export { FACES, type FaceId } from './faces.ts';

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
