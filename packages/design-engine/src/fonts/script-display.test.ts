import { describe, expect, it } from 'vitest';
import { shapingFont } from '../text/harfbuzz.ts';
import { itemise } from '../text/itemise.ts';
import { outlineText } from '../text/outline.ts';
import { FACES, fallbackChain, type FaceId } from './catalog.ts';
import { loadFace } from './loader.ts';
import { REGISTER } from './script-display.ts';

/** One Latin face of each register, and whole alphabets of each script with a display face. */
const BY_REGISTER: readonly FaceId[] = [
  'anton',
  'lilita',
  'playfair',
  'unifraktur',
  'pacifico',
  'orbitron',
  'poiret',
  'cormorant',
  'greatVibes',
  'permanentMarker',
];
const ALPHABETS: readonly string[] = [
  'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ ҐЄІЇЎ абвгдежзийклмнопрстуфхцчшщъыьэюя',
  'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθικλμνξοπρσςτυφχψω άέήίόύώ',
  'ابتثجحخدذرزسشصضطظعغفقكلمنهوي ءآأؤإئةى پچژگک ۀ لا ٠١٢٣',
  'אבגדהוזחטיכךלמםנןסעפףצץקרשת שָׁלוֹם',
  'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह क्ष त्र ज्ञ श्र द्ध क़ ँ ं ः',
  'กขฃคฅฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรฤลฦวศษสหฬอฮ น้ำ ปั่น ฤๅ',
  'あいうえおかきくけこゃゅょっ アイウエオガギグゲゴャュョッー 東京事変 米津玄師',
  '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年 龍飛鳳舞 乐队',
  '가나다라마바사아자차카타파하 별빛 방탄소년단 똠방각하 햏',
];

describe('display faces per script, by register', () => {
  it('sets a Cyrillic, Arabic or Hangul name beside a heavy Latin face in a heavy face', async () => {
    const faceOf = async (text: string, face: FaceId) => (await outlineText({ text, face })).faces;
    expect(await faceOf('АРИЯ', 'anton')).toEqual(['Oswald@700']);
    expect(await faceOf('عمرو دياب', 'anton')).toEqual(['Lalezar@400']);
    expect(await faceOf('지코', 'bebas')).toEqual(['Black Han Sans@400']);
    // Other registers pick their own companions.
    expect(await faceOf('БУРАН', 'unifraktur')).toEqual(['Ruslan Display@400']);
    expect(await faceOf('БУРАН', 'abril')).toEqual(['Playfair Display@900']);
    expect(await faceOf('فيروز', 'abril')).toEqual(['Amiri@700']);
    expect(await faceOf('아이유', 'fredoka')).toEqual(['Jua@400']);
    expect(await faceOf('夜の果て', 'poiret')).toEqual(['Kaisei Decol@500']);
    expect(await faceOf('재즈', 'playfair')).toEqual(['Gowun Batang@700']);
    // A face that carries the script itself keeps it.
    expect(await faceOf('Кино', 'unbounded')).toEqual(['Unbounded@800']);
    // The punk marker's Cyrillic and Greek are heavy grotesques, never a script.
    expect(await faceOf('КИСЛОТНИЙ ДОЩ', 'permanentMarker')).toEqual([
      'Fira Sans Extra Condensed@900',
    ]);
    expect(await faceOf('ΕΛΕΝΗ', 'permanentMarker')).toEqual(['Dela Gothic One@400']);
    // Greek beside the rounded and the tech faces; Cyrillic beside Kaushan's brush script.
    expect(await faceOf('ΕΛΕΝΗ', 'lilita')).toEqual(['M PLUS Rounded 1c@800']);
    expect(await faceOf('ΕΛΕΝΗ', 'orbitron')).toEqual(['Syne@800']);
    expect(await faceOf('Кино', 'kaushan')).toEqual(['Pacifico@400']);
  });

  it('gives Cyrillic and Greek a display face of the register: no script beside a face that is none, no plain Noto beside a bold one', async () => {
    const SCRIPT_FACES = new Set<FaceId>(['pacifico', 'greatVibes', 'kaushan']);
    // Light faces take Noto's medium weight where no lighter display cut has the script (no
    // open Greek script, typewriter or mono is shipped).
    const LIGHT = new Set<FaceId>([
      'poiret',
      'josefinSans',
      'specialElite',
      'spaceMono',
      'greatVibes',
      'kaushan',
    ]);
    const samples = { Cyrillic: 'ДЖЯ', Greek: 'ΔΩλ' };
    for (const [face, register] of Object.entries(REGISTER) as [FaceId, string][]) {
      const own = (await loadFace(FACES[face])).codePoints;
      for (const [script, letters] of Object.entries(samples)) {
        // A face that draws the script itself sets it.
        if ([...letters].every((c) => own.has(c.codePointAt(0) ?? 0))) continue;
        const first = fallbackChain(script, 'sc', face)[0];
        if (register !== 'brush')
          expect(SCRIPT_FACES.has(first ?? 'notoSans'), `${face} ${script}: ${first}`).toBe(false);
        if (!LIGHT.has(face) && register !== 'light')
          expect(first, `${face} ${script}`).not.toMatch(/^notoSans(Medium)?$/);
      }
    }
  });

  it('keeps the script’s Noto face after its display face', () => {
    for (const face of Object.keys(REGISTER) as FaceId[]) {
      for (const [script, cjk, noto] of [
        ['Arabic', 'sc', /^notoSansArabic/],
        ['Hangul', 'kr', /^notoSansKr/],
        ['Han', 'jp', /^notoSansJp/],
        ['Cyrillic', 'sc', /^notoSans(Medium)?$/],
      ] as const) {
        const chain = fallbackChain(script, cjk, face);
        expect(
          chain.some((id) => noto.test(id)),
          `${face} ${script}`,
        ).toBe(true);
      }
    }
  });

  it('falls back to Noto for a letter the display face lacks', async () => {
    // ZCOOL KuaiLe has simplified Chinese only: 龍 (traditional) comes from Noto, and so does
    // the rest of its word, so a word never mixes two faces.
    const faceOf = async (text: string) => (await outlineText({ text, face: 'fredoka' })).faces;
    expect(await faceOf('国')).toEqual(['ZCOOL KuaiLe@400']);
    expect(await faceOf('龍')).toEqual(['Noto Sans SC@900']);
    expect(await faceOf('龍国')).toEqual(['Noto Sans SC@900']);
  });

  it('covers every letter of every script beside every register, with no empty box', async () => {
    for (const face of BY_REGISTER) {
      for (const text of ALPHABETS) {
        const { runs, missing } = await itemise(text, face);
        expect(
          missing.map((c) => c.text),
          `${face}: ${text}`,
        ).toEqual([]);
        for (const run of runs) {
          const font = await shapingFont(run.file);
          const glyphs = font.shape(text, run.start, run.end - run.start, {
            rtl: run.level % 2 === 1,
          });
          const boxes = glyphs.filter(
            (g) => g.codepoint === 0 && !/\s/.test(text[g.cluster] ?? ''),
          );
          expect(boxes, `${face} ${run.script} in ${run.file.key}`).toEqual([]);
        }
      }
    }
  }, 60_000);

  it('sets each script’s display face about as tall as the Latin capitals', async () => {
    const words = [
      'АРИЯ',
      'ΩΜΕΓΑ',
      'سلمى محمد',
      'נועם',
      'अर्जुन',
      'พลอย',
      'ギター',
      '乐队',
      '하늘빛',
    ];
    for (const face of BY_REGISTER) {
      const cap = -(await outlineText({ text: 'H', face })).capTop;
      for (const text of words) {
        const { bbox } = await outlineText({ text, face });
        // Above the baseline: from a cap's height to Devanagari's matras over the headline.
        expect(-bbox.y0 / cap, `${face} ${text} top`).toBeGreaterThan(0.8);
        expect(-bbox.y0 / cap, `${face} ${text} top`).toBeLessThan(1.6);
        expect(bbox.y1 / cap, `${face} ${text} descent`).toBeLessThan(0.7);
      }
    }
  }, 60_000);
});
