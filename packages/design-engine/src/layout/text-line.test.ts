import { describe, expect, it } from 'vitest';
import type { FaceId } from '../fonts/catalog.ts';
import { SAMPLE_NAMES } from '../text/samples.ts';
import {
  capHeight,
  fitBlock,
  inkAbove,
  inkBelow,
  referenceBaselines,
  splitBalanced,
  textLine,
  type TextBlock,
  type TextLine,
} from './text-line.ts';

/** Ink of line i spans [top, bottom] in block units; lines must not touch. */
function expectClear(block: TextBlock, label: string): void {
  const spans = block.lines.map((line, i) => {
    const baseline = block.baselines[i] ?? 0;
    return {
      top: baseline - inkAbove(line) * block.scale,
      bottom: baseline + inkBelow(line) * block.scale,
    };
  });
  expect(spans[0]?.top ?? -1, label).toBeGreaterThanOrEqual(-1e-6);
  for (let i = 1; i < spans.length; i += 1) {
    expect(
      (spans[i]?.top ?? 0) - (spans[i - 1]?.bottom ?? 0),
      `${label} lines ${i - 1}/${i}`,
    ).toBeGreaterThan(0);
  }
  expect(block.height + 1e-6).toBeGreaterThanOrEqual(spans[spans.length - 1]?.bottom ?? 0);
}

const STACKS = [
  'ŚWIĘTY ŃANDÚ ÅSA ÑOÑO',
  'Đặng Thị Quỳnh Ỷ Ễ',
  '별빛 방탄소년단 하늘',
  '周杰倫 回路 米津玄師',
  'ธงไชย แมคอินไตย์ ปู่',
  'क्षत्रिय अरिजीत सिंह',
  'gjpq ÅÑÉ yQ',
];

describe('line metrics from real glyph bounds', () => {
  it.each(['anton', 'playfair', 'greatVibes'] as FaceId[])(
    'never lets stacked lines touch (%s)',
    async (face) => {
      for (const text of [...STACKS, ...SAMPLE_NAMES.map((s) => s.text)]) {
        for (const leading of [0, 0.12, 0.28]) {
          const block = await fitBlock(text, face, {
            maxWidth: 260,
            maxCap: 200,
            maxHeight: 900,
            maxLines: 3,
            leading,
          });
          expectClear(block, `${face} "${text}" leading ${leading}`);
        }
      }
    },
  );

  it('sizes a line in a fallback font so its letters match the face capitals', async () => {
    const latin = await textLine('H', 'anton');
    for (const text of ['별빛', '回路', 'क्षत्रिय', 'عمرو']) {
      const line = await textLine(text, 'anton');
      // The line is as big as the face's capitals (its own letters scaled to them)...
      expect(capHeight(line), text).toBeCloseTo(capHeight(latin), 5);
      // ...and its ink reaches about that high (Hangul and Han a little higher, by design).
      expect(inkAbove(line), text).toBeGreaterThan(capHeight(latin) * 0.9);
      expect(inkAbove(line), text).toBeLessThan(capHeight(latin) * 1.6);
    }
  });

  it('sets Bengali and Hangul titles as big as the Latin titles beside them', async () => {
    const cap = capHeight(await textLine('III.  NODI', 'baskerville'));
    const mixed = await textLine('II.  মাটির গান', 'baskerville');
    expect(capHeight(mixed)).toBeCloseTo(cap, 5);
    // The Bengali headline stands at the Latin cap height (it was 18 % lower: the fallback font's
    // em was used as is).
    const bengali = await textLine('ক', 'baskerville');
    expect(-bengali.shape.bbox.y0 / cap).toBeGreaterThan(0.95);
    expect(-bengali.shape.bbox.y0 / cap).toBeLessThan(1.08);
    // Hangul syllables stand a tenth above the capitals, as Noto's own Korean sets them.
    const latin = capHeight(await textLine('01  OVERDRIVE', 'spaceGrotesk'));
    const hangul = await textLine('02  불꽃놀이', 'spaceGrotesk');
    expect(capHeight(hangul)).toBeCloseTo(latin, 5);
    expect(-hangul.shape.bbox.y0 / latin).toBeGreaterThan(1.05);
    expect(-hangul.shape.bbox.y0 / latin).toBeLessThan(1.2);
  });

  it('breaks unspaced Chinese and Japanese between characters', () => {
    expect(splitBalanced('米津玄師回路', 2)).toEqual(['米津玄', '師回路']);
    // Kinsoku: no line starts with a middle dot, a long-vowel mark or a small kana.
    expect(splitBalanced('森下カイト・トリオ', 2)).toEqual(['森下カイト・', 'トリオ']);
    for (const name of ['ギターウルフ', 'チェッカーズ', 'ちゃんみな', '「夜」の果て']) {
      for (const line of splitBalanced(name, 2))
        expect(line, name).not.toMatch(/^[・ーッャュョぁゃ」]/);
      for (const line of splitBalanced(name, 2)) expect(line, name).not.toMatch(/「$/);
    }
    expect(splitBalanced('Two Words', 2)).toEqual(['Two', 'Words']);
    // A katakana word or a Latin one among the characters stays whole.
    for (const line of splitBalanced('「星屑のメロディ」', 2)) {
      expect(line.includes('メロディ') || !/[メロディ]/u.test(line), line).toBe(true);
    }
    expect(splitBalanced('東京POPスター', 2).some((l) => l.includes('POP'))).toBe(true);
  });

  it('keeps a name particle with the name after it', () => {
    expect(splitBalanced('NOOR AL SABAH', 2)).toEqual(['NOOR', 'AL SABAH']);
    expect(splitBalanced('Yuval Ben Ami', 2)).toEqual(['Yuval', 'Ben Ami']);
    // The first word is a name of its own (Al Green), never a particle.
    expect(splitBalanced('Al Green', 2)).toEqual(['Al', 'Green']);
  });

  it('breaks a name framed by symbols symmetrically, or not at all', () => {
    expect(splitBalanced('😈 BADMOOD 😈', 2)).toEqual(['😈 BADMOOD 😈']);
    expect(splitBalanced('😈 BADMOOD 😈', 3)).toEqual(['😈', 'BADMOOD', '😈']);
    expect(splitBalanced('★ Nova Lux Club ★', 4)).toEqual(['★', 'Nova', 'Lux Club', '★']);
    // Symbols on one side only, or inside, break as words do.
    expect(splitBalanced('BADMOOD 😈', 2)).toEqual(['BADMOOD', '😈']);
    expect(splitBalanced('Salt ✶ Pepper', 2)).toEqual(['Salt ✶', 'Pepper']);
  });

  it('never leaves a short last word alone on the last line', () => {
    expect(splitBalanced('STAHLWERK 9', 2)).toEqual(['STAHLWERK 9']);
    expect(splitBalanced('Blink 182', 2)).toEqual(['Blink 182']);
    expect(splitBalanced('Jay Z', 2)).toEqual(['Jay Z']);
    expect(splitBalanced('Kaiser Chiefs 21', 2)).toEqual(['Kaiser', 'Chiefs 21']);
    expect(splitBalanced('Maroon Five', 2)).toEqual(['Maroon', 'Five']);
    // Two Hangul syllables are a whole word, free to take a line.
    expect(splitBalanced('검정치마 밴드', 2)).toEqual(['검정치마', '밴드']);
  });

  it('never ends a line on "of the", "and" or "&", nor splits "Op. 98"', () => {
    const lines = splitBalanced('THE LONG-NAMED ORCHESTRA OF THE NORTHERN LIGHTS', 3);
    expect(lines.every((l) => !/\b(OF|THE|AND|&)$/.test(l))).toBe(true);
    expect(splitBalanced('Wren & Willow', 2)).toEqual(['Wren', '& Willow']);
    const op = splitBalanced('Symphony No. 4 in E minor, Op. 98', 3);
    expect(op.some((l) => l.includes('Op. 98'))).toBe(true);
    expect(op.some((l) => l.includes('No. 4'))).toBe(true);
  });

  it('takes more lines rather than print a very long name below the minimum size', async () => {
    const name = 'The Incredibly Long-Named Orchestra of Saint Petersburg and Surroundings';
    const block = await fitBlock(name, 'anton', {
      maxWidth: 900,
      maxCap: 200,
      maxHeight: 600,
      maxLines: 1,
    });
    expect(block.lines.length).toBeGreaterThan(1);
    expect(block.cap).toBeGreaterThan(25);
    expect(block.lines.map((l) => l.text).join(' ')).toBe(name);
  });

  it('keeps more clear space between stacked lines drawn with an outline (inkGap)', async () => {
    const lines = await Promise.all(['LA NINA', 'ELECTRICA'].map((t) => textLine(t, 'anton')));
    const [, plain] = referenceBaselines(lines, 0.06);
    const [, outlined] = referenceBaselines(lines, 0.06, 0.3);
    const cap = capHeight(lines[0] as TextLine);
    expect((outlined ?? 0) - (plain ?? 0)).toBeCloseTo(cap * 0.2, 0);
  });

  it('keeps a mark below a letter clearly apart from the next line', async () => {
    for (const [upper, lower] of [
      ['HẠ LONG', 'TAPES'],
      ['FILANTES', 'DE MONTRÉAL'],
    ] as const) {
      const lines = await Promise.all([upper, lower].map((t) => textLine(t, 'archivoBlack')));
      const [first, second] = referenceBaselines(lines, 0.16);
      const [a, b] = lines as [TextLine, TextLine];
      const cap = Math.max(capHeight(a), capHeight(b));
      const gap = (second ?? 0) - inkAbove(b) - ((first ?? 0) + inkBelow(a));
      // The dot under Ạ (or the accent on É) sits about a tenth of the cap from its own letter:
      // the next line must be clearly further away than that.
      expect(gap, `${upper} / ${lower}`).toBeGreaterThanOrEqual(cap * 0.24);
    }
  });

  it('keeps a stack of one size evenly spaced when one pair needs room for a mark', async () => {
    const texts = ['LES ÉTOILES', 'FILANTES', 'DE MONTRÉAL'];
    const lines = await Promise.all(texts.map((t) => textLine(t, 'cormorant')));
    const [a = 0, b = 0, c = 0] = referenceBaselines(lines, 0.16);
    expect(b - a).toBeCloseTo(c - b, 5);
  });
});
