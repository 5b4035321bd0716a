import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl } from './color.ts';
import { isDark, SHAPE_CONTRAST, TEXT_CONTRAST } from './contrast.ts';
import {
  assignColourways,
  planColourways,
  paperColourway,
  sameColourway,
  type Colourway,
} from './colourways.ts';
import { isSaturatedInk, offPaletteInks } from './fidelity.ts';
import type { PaletteColor } from './palette.ts';
import type { Weighted } from '../random/prng.ts';
import { GARMENTS, garmentWeight as w, type GarmentId } from '../style/garments.ts';
import { PALETTE_FLAVOURS, randomPalette } from '../testing/palettes.ts';

/** Three kinds of genre wardrobe: dark only (metal), mixed (pop), light-leaning (classical). */
const WARDROBES: Record<string, readonly Weighted<GarmentId>[]> = {
  metal: [w('black', 10), w('charcoal', 1)],
  pop: [w('white', 3), w('black', 3), w('pink', 2), w('natural', 1)],
  classical: [w('natural', 4), w('white', 2), w('black', 1.5), w('navy', 1)],
  hiphop: [w('black', 7), w('charcoal', 1), w('white', 1.5), w('sand', 1)],
  electronic: [w('black', 8), w('navy', 1), w('charcoal', 1)],
};
const FAMILIES = Object.keys(WARDROBES);
const GARMENT_HEX = (id: GarmentId): string => GARMENTS[id];

const textInks = (c: Colourway): string[] => [
  c.inks.primary,
  c.inks.accent,
  c.inks.support,
  ...c.inks.inks,
  ...(c.inks.metallic?.stops ?? []),
];

interface Case {
  flavour: string;
  family: string;
  palette: PaletteColor[];
  colourways: Colourway[];
}

const CASES: Case[] = PALETTE_FLAVOURS.flatMap((flavour) =>
  Array.from({ length: 40 }, (_, seed) => {
    const family = FAMILIES[seed % FAMILIES.length] ?? 'pop';
    const palette = randomPalette(flavour, seed);
    const colourways = planColourways({
      family,
      palette,
      garments: WARDROBES[family] ?? [],
      count: 6,
    });
    return { flavour, family, palette, colourways };
  }),
);

describe('colourways over 200 seeded palettes (neon, pastel, earthy, monochrome, two-hue)', () => {
  it('prints no saturated ink more than 30° of hue from every palette colour', () => {
    let saturated = 0;
    const off: string[] = [];
    for (const c of CASES)
      for (const cw of c.colourways) {
        saturated += textInks(cw).filter(isSaturatedInk).length;
        off.push(...offPaletteInks(textInks(cw), c.palette));
      }
    expect(saturated).toBeGreaterThan(1000);
    expect(off).toEqual([]);
  });

  it('keeps every text ink at 4.5:1 and the duotone pair at 3:1 on its garment', () => {
    for (const { colourways } of CASES)
      for (const cw of colourways) {
        for (const ink of textInks(cw))
          expect(contrastRatio(ink, cw.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        for (const ink of [cw.inks.duotone.dark, cw.inks.duotone.light])
          expect(contrastRatio(ink, cw.background)).toBeGreaterThanOrEqual(SHAPE_CONTRAST);
      }
  });

  it('returns at least four distinct colourways, best first', () => {
    for (const { colourways } of CASES) {
      expect(colourways.length).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < colourways.length; i += 1) {
        const here = colourways[i] as Colourway;
        expect(here.score).toBeLessThanOrEqual((colourways[i - 1] as Colourway).score);
        for (const earlier of colourways.slice(0, i))
          expect(sameColourway(here, earlier)).toBe(false);
      }
    }
  });

  it('offers another blank than the lead whenever the genre sells two', () => {
    for (const { colourways, family, flavour } of CASES) {
      const blanks = new Set(colourways.map((c) => c.garment));
      expect(blanks.size, `${family} ${flavour}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("puts a light-led set's alternate design on a dark blank when the genre sells one", () => {
    let flipped = 0;
    let possible = 0;
    for (const { colourways, family } of CASES) {
      const leadDark = isDark(colourways[0]?.background ?? '#ffffff');
      const sellsOther = (WARDROBES[family] ?? []).some(
        (g) => isDark(GARMENT_HEX(g.value)) !== leadDark,
      );
      if (!sellsOther || leadDark) continue;
      possible += 1;
      const picks = assignColourways(['a', 'b', 'c', 'd'], colourways, 2);
      const alternate = colourways[picks[2] ?? 0];
      if (alternate && isDark(alternate.background)) flipped += 1;
    }
    // Nearly every light-led set: a palette may suit no dark blank at all.
    expect(flipped / Math.max(1, possible)).toBeGreaterThan(0.8);
  });

  it('leads neon and pastel pictures on a dark blank', () => {
    for (const c of CASES.filter((k) => k.flavour === 'neon' || k.flavour === 'pastel'))
      expect(isDark(c.colourways[0]?.background ?? '#ffffff')).toBe(true);
  });

  it('uses the lead recipe on a poster paper chosen from the palette, still readable', () => {
    for (const c of CASES.slice(0, 60)) {
      const lead = c.colourways[0];
      if (!lead) continue;
      const poster = paperColourway(c.palette, c.family, lead.recipe);
      expect(offPaletteInks(poster.inks.inks, c.palette)).toEqual([]);
      expect(contrastRatio(poster.inks.primary, poster.background)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
    }
  });
});

describe('assignColourways', () => {
  const palette = randomPalette('two-hue', 3);
  const colourways = planColourways({
    family: 'pop',
    palette,
    garments: WARDROBES.pop ?? [],
    count: 10,
  });

  it('never gives two designs the same layout and colourway in a 10-design set', () => {
    const layouts = ['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c', 'a'];
    const picks = assignColourways(layouts, colourways, 2);
    const pairs = layouts.map((l, i) => `${l}|${String(picks[i])}`);
    expect(new Set(pairs).size).toBe(layouts.length);
    for (const pick of picks) expect(pick).toBeLessThan(colourways.length);
  });

  it('keeps distinct layouts on the lead garment, and the alternate on another', () => {
    const picks = assignColourways(['a', 'b', 'c', 'd'], colourways, 2);
    const garments = picks.map((p) => colourways[p]?.garment);
    expect(garments[0]).toBe(colourways[0]?.garment);
    expect(garments[1]).toBe(colourways[0]?.garment);
    expect(garments[3]).toBe(colourways[0]?.garment);
    expect(garments[2]).not.toBe(colourways[0]?.garment);
  });
});

/** A palette colour from its hex and share of the picture. */
function colour(hex: string, weight: number): PaletteColor {
  const { h, s, l } = hexToHsl(hex);
  return { hex, weight, hue: h, saturation: s, lightness: l };
}

describe('a trio of hues', () => {
  // Jah Meadow's picture: gold rays, two greens and a red sun.
  const jah = [
    colour('#99861a', 0.18),
    colour('#2f5929', 0.19),
    colour('#ce302a', 0.04),
    colour('#104023', 0.26),
    colour('#78771c', 0.16),
    colour('#585b2b', 0.17),
  ];

  /** The family's best colourway for Jah's picture on a black blank. */
  const leadOnBlack = (family: string): Colourway | undefined =>
    planColourways({
      family,
      palette: jah,
      garments: [{ value: 'black', weight: 1 }],
      count: 4,
    })[0];

  it('prints reggae’s red, gold and green together when the picture has all three', () => {
    const lead = leadOnBlack('reggae');
    const hues = (lead?.inks.inks ?? []).map((ink) => hexToHsl(ink).h);
    expect(hues).toHaveLength(3);
    expect(hues.some((h) => h < 15 || h > 345)).toBe(true);
    expect(hues.some((h) => h > 40 && h < 65)).toBe(true);
    expect(hues.some((h) => h > 90 && h < 160)).toBe(true);
    // The red prints the shapes; small lines keep the green, lighter on black.
    const { h: support } = hexToHsl(lead?.inks.support ?? '#000000');
    expect(support > 90 && support < 160).toBe(true);
  });

  it('leaves other families to two hues and a neutral', () => {
    expect(leadOnBlack('pop')?.recipe.threeHues).toBeUndefined();
  });
});

describe('a yellow on a light blank', () => {
  // Jah Meadow's picture, mostly gold: darkened to read on cream, the gold went olive.
  const gold = [colour('#99861a', 0.5), colour('#104023', 0.3), colour('#e8e4d8', 0.2)];

  it('is neither the name ink nor the accent: the colourway goes to a dark blank', () => {
    const colourways = planColourways({
      family: 'reggae',
      palette: gold,
      garments: [
        { value: 'black', weight: 1 },
        { value: 'natural', weight: 1 },
      ],
      count: 4,
    });
    for (const c of colourways.filter((way) => !isDark(way.background))) {
      for (const ink of [c.inks.primary, c.inks.accent]) {
        const { h, l } = hexToHsl(ink);
        expect(h >= 40 && h <= 70 && l < 0.45, ink).toBe(false);
      }
    }
  });
});
