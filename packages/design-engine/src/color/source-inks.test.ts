import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl, hueDelta } from './color.ts';
import { TEXT_CONTRAST } from './contrast.ts';
import { describePalette } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';
import { sourceInk } from './source-inks.ts';

function colour(hex: string, weight: number): PaletteColor {
  const { h, s, l } = hexToHsl(hex);
  return { hex, weight, hue: h, saturation: s, lightness: l };
}

/** HSL chroma of a hex colour: how much colour it really carries. */
const chroma = (hex: string): number => {
  const { s, l } = hexToHsl(hex);
  return s * (1 - Math.abs(2 * l - 1));
};

/** The ink of a grey picture's one hue, `tone`, on `garment`. */
function inkOf(tone: string, garment: string): string {
  const mood = describePalette([
    colour('#0d1011', 0.45),
    colour('#53665c', 0.3),
    colour('#90a198', 0.2),
    colour(tone, 0.05),
  ]);
  const source = mood.hues[0];
  if (!source) throw new Error(`no hue source for ${tone}`);
  return sourceInk(source, garment);
}

describe('sourceInk', () => {
  it('prints an averaged, dull hue as a clean ink of the same hue, brighter on black', () => {
    // The picture's neon green (#39ff88) averages to #41b372; gold (#f2b705) to #bb9212; cyan
    // (#00e5ff) to #3198b8. Reviewers saw them print dull: #34c170, mustard #c89905, dim teal.
    for (const tone of ['#41b372', '#bb9212', '#3198b8']) {
      const ink = inkOf(tone, '#111111');
      expect(Math.abs(hueDelta(hexToHsl(ink).h, hexToHsl(tone).h)), tone).toBeLessThan(4);
      expect(chroma(ink), `${tone} → ${ink}`).toBeGreaterThan(chroma(tone) * 1.15);
      expect(hexToHsl(ink).l, `${tone} → ${ink}`).toBeGreaterThanOrEqual(0.47);
      expect(contrastRatio(ink, '#111111')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('cleans a hue on a light blank too, without lifting it off the garment', () => {
    const ink = inkOf('#41b372', '#f5f5f2');
    expect(hexToHsl(ink).s).toBeGreaterThan(hexToHsl('#41b372').s + 0.2);
    expect(contrastRatio(ink, '#f5f5f2')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a soft, near-grey hue soft (a grey-mint stays mint, never neon)', () => {
    const ink = inkOf('#8fb19f', '#111111');
    expect(Math.abs(hueDelta(hexToHsl(ink).h, hexToHsl('#8fb19f').h))).toBeLessThan(4);
    expect(chroma(ink)).toBeGreaterThan(chroma('#8fb19f'));
    expect(chroma(ink)).toBeLessThan(0.4);
  });

  it("prints a dull red (#a03f3f, a drill picture's #ff2d2d) as a hard red on black, not salmon", () => {
    const ink = inkOf('#a03f3f', '#111111');
    const { h, s, l } = hexToHsl(ink);
    expect(Math.abs(hueDelta(h, 0))).toBeLessThan(6);
    expect(s).toBeGreaterThan(0.6);
    expect(l).toBeLessThan(0.62);
    expect(contrastRatio(ink, '#111111')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
