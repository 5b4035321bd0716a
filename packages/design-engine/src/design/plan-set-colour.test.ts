import { describe, expect, it } from 'vitest';
import { deltaE } from '../color/color.ts';
import { TEXT_CONTRAST } from '../color/contrast.ts';
import { contrastRatio } from '../color/color.ts';
import { offPaletteInks } from '../color/fidelity.ts';
import { GENRES } from '../genres/index.ts';
import { GENRE_FAMILIES } from '../style/genre-family.ts';
import { PALETTE_FLAVOURS, randomPalette } from '../testing/palettes.ts';
import { planSet, type DesignPlan } from './plan-set.ts';

const sameInks = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.some((y) => deltaE(x, y) < 12));

/** Same layout printed on the same background in the same inks. */
const sameLook = (a: DesignPlan, b: DesignPlan): boolean =>
  a.template.id === b.template.id &&
  a.background === b.background &&
  deltaE(a.inks.primary, b.inks.primary) < 12 &&
  sameInks(a.inks.inks, b.inks.inks);

describe('a 10-design set: palette inks, and never one layout in one colourway twice', () => {
  it.each(GENRE_FAMILIES)('%s', (family) => {
    for (const [i, flavour] of PALETTE_FLAVOURS.entries()) {
      const palette = randomPalette(flavour, i * 7 + family.length);
      const plans = planSet({
        key: `${family}|${flavour}`,
        style: GENRES[family].style,
        palette,
        tracks: ['One', 'Two', 'Three', 'Four'],
        artist: { name: 'Test Artist', genres: [], hasImage: true },
        count: 10,
      });
      for (const plan of plans) {
        const inks = [plan.inks.primary, plan.inks.accent, plan.inks.support];
        expect(offPaletteInks(inks, palette)).toEqual([]);
        for (const ink of inks)
          expect(contrastRatio(ink, plan.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
      for (let a = 0; a < plans.length; a += 1)
        for (let b = a + 1; b < plans.length; b += 1)
          expect(
            sameLook(plans[a] as DesignPlan, plans[b] as DesignPlan),
            `${flavour} ${a}/${b}`,
          ).toBe(false);
    }
  });
});
