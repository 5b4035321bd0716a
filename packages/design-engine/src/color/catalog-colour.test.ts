/**
 * Palette fidelity over every artist of the embedded catalog: their real pictures (rendered as
 * the server does, through the CLI's catalog adapter), their genre's wardrobe, ten colourways.
 */
import { describe, expect, it } from 'vitest';
import { catalogArtistIds, resolveCatalogArtist } from '../../cli/catalog-adapter.ts';
import { contrastRatio } from './color.ts';
import { isDark, TEXT_CONTRAST } from './contrast.ts';
import { planColourways, sameColourway, type Colourway } from './colourways.ts';
import { isSaturatedInk, offPaletteInks } from './fidelity.ts';
import { extractPalette, type PaletteColor } from './palette.ts';
import { GENRES } from '../genres/index.ts';
import { genreFamily } from '../style/genre-family.ts';

interface Row {
  id: string;
  family: string;
  palette: PaletteColor[];
  colourways: Colourway[];
}

async function catalog(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const id of catalogArtistIds()) {
    const { artist, image } = await resolveCatalogArtist(id);
    if (!image) continue;
    const palette = await extractPalette(image);
    const family = genreFamily(artist.genres);
    const colourways = planColourways({
      family,
      palette,
      garments: GENRES[family].style.garments,
      count: 10,
    });
    rows.push({ id, family, palette, colourways });
  }
  return rows;
}

const inksOf = (c: Colourway): string[] => [
  c.inks.primary,
  c.inks.accent,
  c.inks.support,
  ...(c.inks.metallic?.stops ?? []),
];

describe('catalog artists: colourways from their pictures', () => {
  it(
    'stays on the palette, reads on the garment and never repeats a colourway',
    { timeout: 60_000 },
    async () => {
      const rows = await catalog();
      expect(rows.length).toBeGreaterThanOrEqual(40);
      let saturated = 0;
      let dark = 0;
      for (const row of rows) {
        expect(row.colourways.length).toBeGreaterThanOrEqual(4);
        if (isDark(row.colourways[0]?.background ?? '#ffffff')) dark += 1;
        row.colourways.forEach((cw, i) => {
          const inks = inksOf(cw);
          saturated += inks.filter(isSaturatedInk).length;
          expect(offPaletteInks(inks, row.palette), `${row.id} colourway ${i}`).toEqual([]);
          for (const ink of inks)
            expect(contrastRatio(ink, cw.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
          for (const earlier of row.colourways.slice(0, i))
            expect(sameColourway(cw, earlier)).toBe(false);
        });
      }
      expect(saturated).toBeGreaterThan(500);
      // Real band merch is mostly dark: most artists lead on a dark blank.
      expect(dark / rows.length).toBeGreaterThan(0.6);
    },
  );
});
