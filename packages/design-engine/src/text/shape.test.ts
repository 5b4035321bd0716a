import { describe, expect, it } from 'vitest';
import { shapingFont } from './harfbuzz.ts';
import { itemise } from './itemise.ts';
import { designHan, withTextScope } from './scope.ts';
import { outlineText } from './outline.ts';
import { SAMPLE_NAMES } from './samples.ts';

/** The drawn piece of the cluster at `index` (logical UTF-16 offset). */
async function pieceAt(text: string, index: number) {
  const shape = await outlineText({ text, face: 'anton' });
  const piece = shape.pieces.find((p) => p.cluster === index);
  if (!piece?.bbox) throw new Error(`no piece at ${index} in ${text}`);
  return { shape, piece, bbox: piece.bbox };
}

describe('every script, never a box', () => {
  it.each(SAMPLE_NAMES)('sets $script "$text" with every glyph', async ({ text }) => {
    for (const face of ['anton', 'playfair', 'unifraktur'] as const) {
      const shape = await outlineText({ text, face });
      expect(shape.missing, `${face}: ${text}`).toEqual([]);
      expect(shape.dropped).toEqual([]);
      expect(shape.d.length).toBeGreaterThan(50);
      expect(shape.pieces.flatMap((p) => p.glyphs)).not.toContain(0);
    }
    // HarfBuzz itself maps every letter to a real glyph (id 0 is .notdef, the empty box).
    const { runs, missing } = await itemise(text, 'anton');
    expect(missing).toEqual([]);
    for (const run of runs) {
      const font = await shapingFont(run.file);
      const glyphs = font.shape(text, run.start, run.end - run.start, { rtl: run.level % 2 === 1 });
      const notdef = glyphs.filter((g) => g.codepoint === 0 && !/\s/.test(text[g.cluster] ?? ''));
      expect(notdef, `${run.script} in ${run.file.key}`).toEqual([]);
    }
  });

  it('leaves a clear gap between words a space separates, whatever the swashes', async () => {
    // Great Vibes' T reaches back under its crossbar to within 0.03 em of the ampersand: the
    // space vanished and "Mama Zulu & The Shebeen Kings" read "&The".
    const shape = await outlineText({ text: '& The', face: 'greatVibes' });
    const amp = shape.pieces.find((p) => p.cluster === 0)?.bbox;
    const t = shape.pieces.find((p) => p.cluster === 2)?.bbox;
    expect((t?.x0 ?? 0) - (amp?.x1 ?? Infinity)).toBeGreaterThanOrEqual(0.12 * 200 - 0.01);
    // A face whose words already stand apart is set as its font sets it.
    const plain = await outlineText({ text: 'a b', face: 'anton' });
    const joined = await outlineText({ text: 'ab', face: 'anton' });
    const space = (await outlineText({ text: ' ', face: 'anton' })).advance;
    expect(plain.advance).toBeCloseTo(joined.advance + space, 5);
  });

  it('leaves a script face’s words a third of an em apart: joined letters need a wider space', async () => {
    // Pacifico's word space under a neon glow: "Loretta Vance" read "LorettaVance".
    for (const face of ['pacifico', 'greatVibes'] as const) {
      const shape = await outlineText({ text: 'Loretta Vance', face });
      const a = shape.pieces.find((p) => p.cluster === 6)?.bbox;
      const v = shape.pieces.find((p) => p.cluster === 8)?.bbox;
      expect((v?.x0 ?? 0) - (a?.x1 ?? Infinity), face).toBeGreaterThanOrEqual(0.3 * 200 - 0.01);
    }
  });

  it('sets Arabic a little above the capitals, so its body reads as large as the Latin', async () => {
    // Matched alef to H, a set list's Arabic titles read smaller than the Latin ones beside them.
    // Beside a mono face the Arabic is Noto Sans Arabic at its own proportions (no display
    // face's optical size): the alef stands 1.15 capitals tall.
    const h = (await outlineText({ text: 'H', face: 'spaceMono' })).bbox;
    const alef = (await outlineText({ text: 'ا', face: 'spaceMono' })).bbox;
    expect((alef.y1 - alef.y0) / (h.y1 - h.y0)).toBeCloseTo(1.15, 1);
  });

  it('keeps a name in a face whose letters span its subset files', async () => {
    // Shrikhand and Bowlby ship latin and latin-ext as two files: "Kuşları" needs both, and
    // fell to Noto Sans whole (a reviewer asked Gece Yarısı Kuşları for 70s display type).
    for (const [face, family] of [
      ['shrikhand', 'Shrikhand@400'],
      ['bowlby', 'Bowlby One SC@400'],
    ] as const) {
      const shape = await outlineText({ text: 'Gece Yarısı Kuşları', face });
      expect(shape.faces, face).toEqual([family]);
      expect(shape.missing).toEqual([]);
      expect(shape.pieces.flatMap((p) => p.glyphs)).not.toContain(0);
    }
  });

  it('draws each script from a font made for it', async () => {
    const faceOf = async (text: string) => (await outlineText({ text, face: 'anton' })).faces;
    // Beside a heavy condensed sans, each script's heavy display face (fonts/script-display.ts).
    expect(await faceOf('عمرو دياب')).toEqual(['Lalezar@400']);
    expect(await faceOf('עומר אדם')).toEqual(['Rubik@800']);
    expect(await faceOf('ธงไชย')).toEqual(['Kanit@800']);
    // Han follows the other characters: kana → Japanese, Hangul → Korean, else Chinese.
    expect(await faceOf('米津玄師 あ')).toEqual(['Dela Gothic One@400']);
    expect(await faceOf('回路')).toEqual(['ZCOOL QingKe HuangYou@400']);
    expect(await faceOf('Ωμέγα')).toEqual(['Fira Sans Extra Condensed@900']);
    // A script run the display face can set stays in it; only the other script falls back.
    expect(await faceOf('OMEGA Ωμέγα')).toEqual(['Anton@400', 'Fira Sans Extra Condensed@900']);
    // Beside a face with no register (a fallback itself), the script's own Noto face.
    const plain = async (text: string) => (await outlineText({ text, face: 'notoSans' })).faces;
    expect(await plain('عمرو دياب')).toEqual(['Noto Sans Arabic@700']);
    expect(await plain('米津玄師 あ')).toEqual(['Noto Sans JP@900']);
    // Kanji alone take the design's forms: a Japanese artist's "桜前線" is not set as Chinese.
    expect(await plain('桜前線')).toEqual(['Noto Sans SC@900']);
    const asJapanese = await withTextScope({ locale: null, lists: [], han: 'jp' }, () =>
      plain('桜前線'),
    );
    expect(asJapanese).toEqual(['Noto Sans JP@900']);
    expect(designHan('JP', ['桜前線'])).toBe('jp');
    expect(designHan(null, ['桜前線', '散りゆく花'])).toBe('jp');
    expect(designHan('TW', ['月亮代表我的心'])).toBeNull();
    expect(designHan('CN', ['花', 'さくら'])).toBeNull();
    // A name never mixes typefaces within one script: one word the face lacks moves them all.
    // (Bebas has Ś and Ñ but not Ặ: all three words move to Noto Sans, not just ĐẶNG.)
    expect((await outlineText({ text: 'ŚWIĘTY ÑANDÚ', face: 'bebas' })).faces).toEqual([
      'Bebas Neue@400',
    ]);
    const inBebas = await outlineText({ text: 'ŚWIĘTY ĐẶNG ÑANDÚ', face: 'bebas' });
    expect(inBebas.faces).toEqual(['Noto Sans@800']);
  });

  it('reads right to left: the first Arabic or Hebrew letter is rightmost', async () => {
    for (const text of ['عمرو دياب', 'עומר אדם']) {
      const { shape, bbox } = await pieceAt(text, 0);
      const rightmost = Math.max(...shape.pieces.map((p) => p.bbox?.x1 ?? -Infinity));
      expect(bbox.x1).toBe(rightmost);
    }
    // Mixed: Latin stays left to right, the Arabic word inside reads right to left.
    const mixed = await outlineText({ text: 'Omar عمر', face: 'anton' });
    const o = mixed.pieces.find((p) => p.cluster === 0);
    const ain = mixed.pieces.find((p) => p.cluster === 5);
    const ra = mixed.pieces.find((p) => p.cluster === 7);
    expect(o?.x).toBe(0);
    expect(ain?.x ?? 0).toBeGreaterThan(ra?.x ?? Infinity);
  });

  it('joins Arabic letters and forms Devanagari conjuncts', async () => {
    const isolated = await outlineText({ text: 'ع', face: 'anton' });
    const initial = await pieceAt('عمرو', 0);
    expect(initial.piece.glyphs).not.toEqual(isolated.pieces[0]?.glyphs);
    // क्ष is one conjunct glyph, not क + virama + ष.
    const conjunct = await outlineText({ text: 'क्ष', face: 'anton' });
    expect(conjunct.pieces.flatMap((p) => p.glyphs)).toHaveLength(1);
  });

  it('stacks Thai marks above and below their letters', async () => {
    const base = await outlineText({ text: 'ย', face: 'anton' });
    const marked = await outlineText({ text: 'ย์', face: 'anton' });
    expect(marked.bbox.y0).toBeLessThan(base.bbox.y0 - 20);
    const below = await outlineText({ text: 'ดุ', face: 'anton' });
    const plain = await outlineText({ text: 'ด', face: 'anton' });
    expect(below.bbox.y1).toBeGreaterThan(plain.bbox.y1 + 10);
  });

  it('prints emoji in one ink, and drops a sequence the font cannot form', async () => {
    const singer = await outlineText({ text: '👩‍🎤', face: 'anton' });
    expect(singer.pieces.flatMap((p) => p.glyphs)).toHaveLength(1);
    expect(singer.faces).toEqual(['Noto Emoji@700']);
    // Man + red hair + microphone is no emoji: printed apart it would misread, so it is left out.
    const bogus = await outlineText({ text: 'A 👨‍🦰‍🎤', face: 'anton' });
    expect(bogus.dropped).toEqual(['👨‍🦰‍🎤']);
    expect(bogus.missing).toEqual([]);
  });

  it('reports a character no font has instead of drawing a box', async () => {
    const shape = await outlineText({ text: 'Band \u{e000}', face: 'bebas' });
    expect(shape.missing).toEqual(['\u{e000}']);
    expect(shape.pieces.flatMap((p) => p.glyphs)).not.toContain(0);
  });

  it('never letter-spaces joined scripts', async () => {
    const tight = await outlineText({ text: 'عمرو', face: 'anton' });
    const tracked = await outlineText({ text: 'عمرو', face: 'anton', tracking: 0.3 });
    expect(tracked.d).toBe(tight.d);
    const latin = await outlineText({ text: 'OMAR', face: 'anton', tracking: 0.3 });
    const latinTight = await outlineText({ text: 'OMAR', face: 'anton' });
    expect(latin.bbox.x1 - latin.bbox.x0).toBeGreaterThan(latinTight.bbox.x1 - latinTight.bbox.x0);
  });

  // 첫눈 ("first snow") tracked wide printed as "첫 눈", two words (review).
  it('letter-spaces Hangul only a little, so its syllables never part like words', async () => {
    const width = async (text: string, tracking: number) => {
      const { bbox } = await outlineText({ text, face: 'anton', tracking });
      return bbox.x1 - bbox.x0;
    };
    const gap = (await width('첫눈', 0.4)) - (await width('첫눈', 0));
    const wordSpace = (await width('첫 눈', 0)) - (await width('첫눈', 0));
    expect(gap).toBeLessThan(wordSpace / 2);
  });

  it('keeps a numbered right-to-left title in a left-to-right list in the number column', async () => {
    const text = '01  עכשיו מעונן';
    const leftmost = (runs: readonly { start: number; end: number }[]) =>
      text.slice(runs[0]?.start, runs[0]?.end);
    const inList = await itemise(text, 'specialElite', 'Halevai Zman Kochavim');
    expect(leftmost(inList.runs)).toMatch(/^01/);
    // Alone (or in a right-to-left list) the line reads right to left: the number ends it.
    const alone = await itemise(text, 'specialElite');
    expect(leftmost(alone.runs)).not.toMatch(/^01/);
  });
});
