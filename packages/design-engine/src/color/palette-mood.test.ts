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

  it("keeps a grey picture's soft colour (a grey-mint stripe) as its accent, but not a grey's cast", () => {
    const grey = [colour('#171c21', 0.4), colour('#5c6e6e', 0.3), colour('#8ba198', 0.27)];
    // Saturation 0.18, yet clearly mint: the stripe of 白日梦乐队's picture.
    const mint = describePalette([...grey, colour('#8fb19f', 0.03)]);
    expect(mint.kind).toBe('neutral');
    expect(mint.hues).toHaveLength(1);
    expect(Math.round(mint.hues[0]?.hue ?? -1)).toBe(Math.round(hexToHsl('#8fb19f').h));
    // A warm grey (saturation 0.13) is a cast, not a colour to print.
    expect(describePalette([...grey, colour('#8a8068', 0.03)]).hues).toHaveLength(0);
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

describe('a near-black ground', () => {
  // Arjun Malhotra's picture: a near-black violet ground, magenta haze, orange bokeh.
  const arjun = [
    colour('#1f132f', 0.29),
    colour('#511c3c', 0.2),
    colour('#6a435a', 0.19),
    colour('#886b79', 0.11),
    colour('#b49a9f', 0.11),
    colour('#b36230', 0.1),
  ];

  it('ranks below the small vivid colour a viewer remembers', () => {
    const hues = describePalette(arjun).hues.map((h) => h.hex);
    expect(hues.slice(0, 2)).toEqual(['#511c3c', '#b36230']);
    // Still a hue of the picture, last: a blank (navy, plum) can carry it.
    expect(hues.at(-1)).toBe('#1f132f');
  });

  it('still leads a picture whose only colour it is', () => {
    const navy = [colour('#10172b', 0.6), colour('#8a8f99', 0.4)];
    expect(describePalette(navy).hues[0]?.hex).toBe('#10172b');
  });
});

describe('a near-neutral picture', () => {
  // Kofi Mensah's: greys and stone, a gold sticker and a Ghana-green shape.
  const kofi = [
    colour('#1e2722', 0.3),
    colour('#425143', 0.21),
    colour('#767f72', 0.18),
    colour('#bbbeaf', 0.11),
    colour('#dcd8cc', 0.1),
    colour('#c4a539', 0.04),
    colour('#1b5036', 0.06),
  ];

  it('keeps a second accent as saturated as its first', () => {
    const mood = describePalette(kofi);
    expect(mood.kind).toBe('neutral');
    expect(mood.hues.map((h) => h.hex)).toEqual(['#c4a539', '#1b5036']);
  });

  it('keeps only its one accent when the rest is greyish', () => {
    const greyGreen = kofi.map((c) => (c.hex === '#1b5036' ? colour('#3d5a4a', 0.06) : c));
    expect(describePalette(greyGreen).hues.map((h) => h.hex)).toEqual(['#c4a539']);
  });
});
