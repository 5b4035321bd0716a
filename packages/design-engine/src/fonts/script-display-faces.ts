/**
 * The display faces of the scripts the Latin display faces lack (see script-display.ts for how a
 * design picks one by register). Data only, so the face list can include them without an import
 * circle.
 */
import { expo, fontsource, type FontFace } from './sources.ts';

export const SCRIPT_DISPLAY_FACES = {
  // Cyrillic (Playfair Display, Pacifico, Unbounded and others already carry it).
  oswald: expo('Oswald', 700),
  russoOne: expo('Russo One', 400),
  rubik: expo('Rubik', 800), // also Hebrew
  ruslanDisplay: fontsource('Ruslan Display', 'ruslan-display', ['cyrillic']),
  // Greek (Syne carries it).
  // Greek, and Cyrillic beside the marker (see script-display.ts).
  firaExtraCondensed: fontsource(
    'Fira Sans Extra Condensed',
    'fira-sans-extra-condensed',
    ['greek', 'cyrillic'],
    900,
  ),
  notoSerifDisplay: fontsource('Noto Serif Display', 'noto-serif-display', ['greek'], 900),
  notoSerifDisplayMedium: fontsource('Noto Serif Display', 'noto-serif-display', ['greek'], 500),
  // Arabic.
  lalezar: fontsource('Lalezar', 'lalezar', ['arabic']),
  reemKufi: fontsource('Reem Kufi', 'reem-kufi', ['arabic'], 700),
  amiri: expo('Amiri', 700),
  amiriRegular: expo('Amiri', 400),
  arefRuqaa: fontsource('Aref Ruqaa', 'aref-ruqaa', ['arabic'], 700),
  arefRuqaaRegular: fontsource('Aref Ruqaa', 'aref-ruqaa', ['arabic'], 400),
  balooBhaijaan: fontsource('Baloo Bhaijaan 2', 'baloo-bhaijaan-2', ['arabic'], 800),
  // Hebrew (Fredoka carries it).
  suezOne: fontsource('Suez One', 'suez-one', ['hebrew']),
  frankRuhl: expo('Frank Ruhl Libre', 900),
  // Devanagari.
  khand: fontsource('Khand', 'khand', ['devanagari'], 700),
  baloo2: expo('Baloo 2', 800),
  martel: fontsource('Martel', 'martel', ['devanagari'], 800),
  martelRegular: fontsource('Martel', 'martel', ['devanagari'], 400),
  // Thai.
  kanit: expo('Kanit', 800),
  chakraPetch: expo('Chakra Petch', 700),
  notoSerifThai: fontsource('Noto Serif Thai', 'noto-serif-thai', ['thai'], 800),
  notoSerifThaiMedium: fontsource('Noto Serif Thai', 'noto-serif-thai', ['thai'], 500),
  // Japanese (kana and the kanji beside them).
  delaGothic: expo('Dela Gothic One', 400),
  mplusRounded: expo('M PLUS Rounded 1c', 800),
  kaiseiDecol: expo('Kaisei Decol', 700),
  kaiseiDecolMedium: expo('Kaisei Decol', 500),
  // Chinese (simplified; a character a face lacks falls through to Noto Sans SC).
  zcoolQingke: fontsource('ZCOOL QingKe HuangYou', 'zcool-qingke-huangyou', ['chinese-simplified']),
  zcoolKuaile: fontsource('ZCOOL KuaiLe', 'zcool-kuaile', ['chinese-simplified']),
  maShanZheng: fontsource('Ma Shan Zheng', 'ma-shan-zheng', ['chinese-simplified']),
  zcoolXiaowei: fontsource('ZCOOL XiaoWei', 'zcool-xiaowei', ['chinese-simplified']),
  // Hangul.
  blackHanSans: fontsource('Black Han Sans', 'black-han-sans', ['korean']),
  jua: expo('Jua', 400),
  gowunBatang: fontsource('Gowun Batang', 'gowun-batang', ['korean'], 700),
  gowunBatangRegular: fontsource('Gowun Batang', 'gowun-batang', ['korean'], 400),
} as const satisfies Record<string, FontFace>;
