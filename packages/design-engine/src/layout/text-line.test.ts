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

  it('measures a caseless line by its own script, not by a Latin H', async () => {
    const latin = await textLine('H', 'anton');
    for (const text of ['별빛', '回路', 'क्षत्रिय', 'عمرو']) {
      const line = await textLine(text, 'anton');
      const ink = inkAbove(line);
      expect(capHeight(line), text).toBeGreaterThan(ink * 0.6);
      expect(capHeight(line), text).toBeLessThanOrEqual(ink * 1.05);
      expect(capHeight(line)).not.toBe(capHeight(latin));
    }
  });

  it('breaks unspaced Chinese and Japanese between characters', () => {
    expect(splitBalanced('米津玄師回路', 2)).toEqual(['米津玄', '師回路']);
    expect(splitBalanced('Two Words', 2)).toEqual(['Two', 'Words']);
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
    const lines = await Promise.all(['LA NIÑA', 'ELÉCTRICA'].map((t) => textLine(t, 'anton')));
    const [, plain] = referenceBaselines(lines, 0.06);
    const [, outlined] = referenceBaselines(lines, 0.06, 0.3);
    const cap = capHeight(lines[0] as TextLine);
    expect((outlined ?? 0) - (plain ?? 0)).toBeCloseTo(cap * 0.2, 0);
  });
});
