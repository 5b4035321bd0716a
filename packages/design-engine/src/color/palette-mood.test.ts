import { describe, expect, it } from 'vitest';
import { hexToHsl } from './color.ts';
import { describePalette, neutralInk } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';

function colour(hex: string, weight: number): PaletteColor {
  const { h, s, l } = hexToHsl(hex);
  return { hex, weight, hue: h, saturation: s, lightness: l };
}

describe('describePalette', () => {
  it('groups tones of one hue (a deep violet and a lilac) into one source with both tones', () => {
    const mood = describePalette([
      colour('#15072d', 0.4),
      colour('#cb95d6', 0.3),
      colour('#a36dba', 0.3),
    ]);
    expect(mood.hues).toHaveLength(1);
    expect(mood.hues[0]?.tones).toHaveLength(3);
  });

  it('keeps red and orange apart', () => {
    const mood = describePalette([colour('#65110e', 0.5), colour('#d9641a', 0.5)]);
    expect(mood.hues).toHaveLength(2);
  });

  it('reads a grey picture as neutral, keeping only its one real accent', () => {
    const mood = describePalette([
      colour('#111214', 0.4),
      colour('#55585c', 0.3),
      colour('#a3a6aa', 0.2),
      colour('#6e7a88', 0.07),
      colour('#d7261e', 0.03),
    ]);
    expect(mood.kind).toBe('neutral');
    expect(mood.hues).toHaveLength(1);
    expect(Math.round(mood.hues[0]?.hue ?? -1)).toBe(Math.round(hexToHsl('#d7261e').h));
    // Neutral inks stay neutral: tinted, never saturated.
    expect(hexToHsl(neutralInk(mood, 0.86)).s).toBeLessThan(0.2);
  });

  it('tells neon, pastel and earthy pictures apart', () => {
    expect(
      describePalette([colour('#0b0b12', 0.5), colour('#ff2bd6', 0.25), colour('#21f5ff', 0.25)])
        .kind,
    ).toBe('neon');
    expect(
      describePalette([colour('#f3c6d6', 0.4), colour('#c9b8f0', 0.35), colour('#f5f0e8', 0.25)])
        .kind,
    ).toBe('pastel');
    expect(
      describePalette([colour('#5a3b22', 0.4), colour('#8a6a3a', 0.35), colour('#3a2a1c', 0.25)])
        .kind,
    ).toBe('earthy');
  });
});
