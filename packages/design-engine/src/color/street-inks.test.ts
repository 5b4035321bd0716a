import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl, hueDelta } from './color.ts';
import { TEXT_CONTRAST } from './contrast.ts';
import { composeInks } from './ink-plan.ts';
import { describePalette } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';
import { isSoftInk } from './hard-inks.ts';
import { hardHue, streetInks } from './street-inks.ts';

function colour(hex: string, weight: number): PaletteColor {
  const { h, s, l } = hexToHsl(hex);
  return { hex, weight, hue: h, saturation: s, lightness: l };
}

/** Lil Vyper's picture: greys and black with a red square (#ff2d2d) that averages to #a03f3f. */
const drillPicture = [
  colour('#0d0c0c', 0.33),
  colour('#282323', 0.28),
  colour('#6f6e6e', 0.16),
  colour('#494545', 0.14),
  colour('#9a9898', 0.07),
  colour('#a03f3f', 0.02),
];

describe('streetInks (drill, grime, trap)', () => {
  it('prints the picture red as a clean hard red with white on black, never salmon or pink', () => {
    for (const garment of ['#111111', '#141414', '#f5f5f2']) {
      const plan = composeInks(describePalette(drillPicture), garment, {
        treatment: 'duotone',
        lead: 'hue',
        hueOffset: 0,
      });
      const hard = streetInks(plan);
      const red = hard.inks.filter((ink) => hexToHsl(ink).s > 0.3);
      expect(red).toHaveLength(1);
      const { h, s, l } = hexToHsl(red[0] ?? '#000000');
      expect(Math.abs(hueDelta(h, 0))).toBeLessThan(6);
      expect(s).toBeGreaterThan(0.85);
      expect(l).toBeLessThanOrEqual(0.56);
      expect(isSoftInk(red[0] ?? '#000000')).toBe(false);
      for (const ink of [hard.primary, hard.accent, hard.support, ...hard.inks])
        expect(contrastRatio(ink, garment)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it("keeps neutral inks and a hue ink's hue", () => {
    expect(hardHue('#f3f2f2', '#111111')).toBe('#f3f2f2');
    expect(hardHue('#1a1919', '#f5f5f2')).toBe('#1a1919');
    const gold = hardHue('#c89905', '#111111') ?? '#000000';
    expect(Math.abs(hueDelta(hexToHsl(gold).h, hexToHsl('#c89905').h))).toBeLessThan(3);
    expect(hexToHsl(gold).s).toBeGreaterThan(0.85);
  });

  it('prints white rather than a red lifted salmon on a brown blank', () => {
    const garment = '#3b2a20';
    const plan = composeInks(describePalette(drillPicture), garment, {
      treatment: 'duotone',
      lead: 'hue',
      hueOffset: 0,
    });
    const hard = streetInks(plan);
    for (const ink of hard.inks) {
      expect(isSoftInk(ink), ink).toBe(false);
      const { s, l } = hexToHsl(ink);
      expect(s > 0.3 && l > 0.62, ink).toBe(false);
      expect(contrastRatio(ink, garment)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
