import { describe, expect, it } from 'vitest';
import { hexToHsl } from './color.ts';
import { isDark } from './contrast.ts';
import { rankGarments, rankPapers } from './garment-choice.ts';
import { describePalette } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';
import { garmentWeight as w } from '../style/garments.ts';

function colour(hex: string, weight: number): PaletteColor {
  const { h, s, l } = hexToHsl(hex);
  return { hex, weight, hue: h, saturation: s, lightness: l };
}
const neon = [colour('#0b0b12', 0.5), colour('#ff2bd6', 0.25), colour('#21f5ff', 0.25)];
const pastel = [colour('#f3c6d6', 0.4), colour('#c9b8f0', 0.35), colour('#f5f0e8', 0.25)];
const earthy = [colour('#5a3b22', 0.4), colour('#8a6a3a', 0.35), colour('#3a2a1c', 0.25)];
const navy = [colour('#0d1a3a', 0.45), colour('#1d3566', 0.3), colour('#c9d3e6', 0.25)];
const anyBlank = [w('black', 3), w('white', 3), w('natural', 2), w('pink', 1)];

const first = (palette: PaletteColor[], prior = anyBlank) =>
  rankGarments(describePalette(palette), palette, prior)[0];

describe('rankGarments', () => {
  it('puts neon and pastel pictures on a dark blank', () => {
    expect(isDark(first(neon)?.hex ?? '#ffffff')).toBe(true);
    expect(isDark(first(pastel)?.hex ?? '#ffffff')).toBe(true);
  });

  it('puts an earthy picture on a light blank when the genre sells them, warm ones on natural', () => {
    expect(isDark(first(earthy)?.hex ?? '#111111')).toBe(false);
    expect(first(earthy, [w('black', 2), w('white', 2), w('natural', 2)])?.id).toBe('natural');
  });

  it('never leaves the genre: metal stays on dark blanks whatever the palette', () => {
    const ranked = rankGarments(describePalette(earthy), earthy, [
      w('black', 10),
      w('charcoal', 1),
    ]);
    expect(ranked.every((g) => isDark(g.hex))).toBe(true);
  });

  it('offers a coloured blank when the picture is dominated by its hue', () => {
    const ranked = rankGarments(describePalette(navy), navy, [w('black', 8), w('charcoal', 1)]);
    expect(ranked.map((g) => g.id)).toContain('navy');
    expect(ranked.findIndex((g) => g.id === 'navy')).toBeLessThanOrEqual(1);
  });
});

describe('rankPapers', () => {
  it('prints neon posters on black paper and earthy ones on cream or kraft', () => {
    expect(rankPapers(describePalette(neon), 'pop')[0]?.id).toBe('black');
    expect(['cream', 'kraft']).toContain(rankPapers(describePalette(earthy), 'folk')[0]?.id);
  });
});
