import { describe, expect, it } from 'vitest';
import { deltaE, hexToHsl, hueDelta } from '../color/color.ts';
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

/** Lil Vyper's picture: greys with a red square (#ff2d2d) that averages to a dusty #a03f3f. */
const greyWithRed = [
  ['#0d0c0c', 0.33],
  ['#282323', 0.28],
  ['#6f6e6e', 0.16],
  ['#494545', 0.14],
  ['#9a9898', 0.07],
  ['#a03f3f', 0.02],
].map(([hex, weight]) => {
  const { h, s, l } = hexToHsl(hex as string);
  return { hex: hex as string, weight: weight as number, hue: h, saturation: s, lightness: l };
});

/** Every hue ink of a set a clean red: red, full, not lifted to salmon; every ink readable. */
function expectHardRed(plans: readonly DesignPlan[]): void {
  const hues = plans.flatMap((p) => p.inks.inks.filter((ink) => hexToHsl(ink).s > 0.3));
  expect(hues.length).toBeGreaterThanOrEqual(3);
  for (const ink of hues) {
    const { h, s, l } = hexToHsl(ink);
    expect(Math.abs(hueDelta(h, 0)), ink).toBeLessThan(8);
    expect(s, ink).toBeGreaterThan(0.85);
    expect(l, ink).toBeLessThan(0.56);
  }
  for (const plan of plans)
    for (const ink of [plan.inks.primary, plan.inks.accent, plan.inks.support])
      expect(contrastRatio(ink, plan.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
}

describe('drill, grime and trap print hard', () => {
  it('prints a drill set in a clean red (not salmon) with black and white', () => {
    const plans = planSet({
      key: 'lil-vyper',
      style: GENRES.hiphop.style,
      palette: greyWithRed,
      tracks: ['Opp Block', 'Night Shift', 'Peckham Story', 'Trapped In'],
      artist: { name: 'Lil Vyper', genres: ['uk drill', 'drill'], hasImage: true },
      count: 4,
    });
    expectHardRed(plans);
  });
});

describe('hard and industrial techno print hard', () => {
  it('prints a hard techno set in a clean red, as drill (KRNL PANIC’s red printed salmon)', () => {
    for (const seed of [1, 2, 3]) {
      const plans = planSet({
        key: `krnl-panic|${seed}`,
        style: GENRES.techno.style,
        palette: greyWithRed,
        tracks: ['Beton', 'Stahlwerk', 'Schranz 3000', 'Kontrollverlust'],
        artist: {
          name: 'KRNL PANIC',
          genres: ['hard techno', 'industrial techno'],
          hasImage: true,
        },
        count: 4,
      });
      expectHardRed(plans);
    }
  });
});
