import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderContactSheet } from '../contact-sheet.ts';
import { FIXTURE_ARTISTS, fixtureImage } from '../testing/fixtures.ts';
import { planInks } from '../color/ink-plan.ts';
import { syntheticPalette } from '../color/palette.ts';
import { spotlightPortrait } from '../image/portrait.ts';
import { Rng } from '../random/prng.ts';
import { GENRES } from '../genres/index.ts';
import { buildDesign } from './build-design.ts';
import { emptyTimings, generateDesigns } from './generate.ts';
import { planSet } from './plan-set.ts';
import { readPngChunks } from '../render/png-chunks.ts';

/** What a print shop's RIP reads from the PNG header: resolution, colour space, channels. */
function printHeader(png: Buffer) {
  const chunks = readPngChunks(png);
  const ihdr = chunks.find((c) => c.type === 'IHDR');
  const phys = chunks.find((c) => c.type === 'pHYs');
  return {
    colourType: ihdr?.data[9],
    pixelsPerMetre: phys
      ? [phys.data.readUInt32BE(0), phys.data.readUInt32BE(4), phys.data[8]]
      : null,
    srgb: chunks.some((c) => c.type === 'sRGB') && chunks.some((c) => c.type === 'gAMA'),
  };
}

/** Alpha bounding box of a transparent PNG, in pixels. */
async function inkBounds(png: Buffer): Promise<{ x0: number; y0: number; x1: number; y1: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) < 128) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return { x0, y0, x1, y1 };
}

describe('print files', () => {
  it(
    'renders garments as 4500×5400 transparent PNGs with the same geometry as the preview',
    { timeout: 60_000 },
    async () => {
      const fixture = FIXTURE_ARTISTS[7];
      if (!fixture) throw new Error('no fixture');
      const input = {
        ...fixture,
        image: fixtureImage(fixture.photo, 320),
        seed: 5,
        count: 1,
        templates: ['halftone-portrait' as const],
      };
      const [print, preview] = [
        await generateDesigns({ ...input, scale: 'print' }),
        await generateDesigns({ ...input, scale: 'preview' }),
      ];
      for (const [i, design] of print.entries()) {
        expect(design.product).toBe('garment');
        expect(design.checks).toEqual({ passed: true, failures: [] });
        const meta = await sharp(design.png).metadata();
        expect([meta.width, meta.height, meta.channels, meta.format]).toEqual([
          4500,
          5400,
          4,
          'png',
        ]);
        // 300 dpi and sRGB in the header, RGBA (colour type 6): the garment shows through.
        const header = printHeader(design.png);
        expect(header.pixelsPerMetre).toEqual([11811, 11811, 1]);
        expect(header.srgb).toBe(true);
        expect(header.colourType).toBe(6);
        expect(printHeader(preview[i]?.png ?? Buffer.alloc(0)).pixelsPerMetre).toEqual([
          1969, 1969, 1,
        ]);
        const small = preview[i];
        if (!small) throw new Error('missing preview');
        const [big, little] = [await inkBounds(design.png), await inkBounds(small.png)];
        for (const edge of ['x0', 'y0', 'x1', 'y1'] as const)
          expect(Math.abs(big[edge] / 6 - little[edge])).toBeLessThan(2.5);
      }
    },
  );

  it(
    'renders posters at 18×24 in plus 0.125 in bleed a side, 300 dpi (5475×7275), on opaque paper',
    { timeout: 60_000 },
    async () => {
      const { style } = GENRES.electronic;
      const [plan] = planSet({
        key: 'poster|1',
        style,
        palette: syntheticPalette('poster'),
        tracks: ['Night Bus'],
        artist: { name: 'Poster Artist', genres: ['deep house'], hasImage: false },
        count: 1,
      });
      if (!plan) throw new Error('no plan');
      const poster = {
        ...plan,
        product: 'poster' as const,
        background: '#141414',
        inks: planInks('electronic', syntheticPalette('poster'), '#141414', new Rng(1)),
      };
      const built = await buildDesign(poster, {
        key: 'poster|1',
        name: 'Neon Hollow',
        altName: null,
        hook: '“Night Bus”',
        details: ['Deep House', 'Germany'],
        tracks: ['Night Bus'],
        style,
        portrait: spotlightPortrait(),
        hasImage: false,
        scale: 'print',
        timings: emptyTimings(),
      });
      expect([built.width, built.height]).toEqual([5475, 7275]);
      expect(built.checks).toEqual({ passed: true, failures: [] });
      const meta = await sharp(built.png).metadata();
      expect([meta.width, meta.height]).toEqual([5475, 7275]);
      const header = printHeader(built.png);
      expect(header.pixelsPerMetre).toEqual([11811, 11811, 1]);
      expect(header.srgb).toBe(true);
      // RGB, no alpha: the sheet is paper edge to edge, bleed included.
      expect(header.colourType).toBe(2);
      // The bleed is paper: the art stays inside the 18×24 in trim and its safe margin.
      const ink = await inkBounds(
        await sharp(built.png)
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => {
            for (let i = 0; i < data.length; i += 4) {
              const paper = data[i] === 0x14 && data[i + 1] === 0x14 && data[i + 2] === 0x14;
              data[i + 3] = paper ? 0 : 255;
            }
            return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
              .png()
              .toBuffer();
          }),
      );
      const safe = (0.125 + 0.25) * 300;
      expect(ink.x0).toBeGreaterThan(safe);
      expect(ink.y0).toBeGreaterThan(safe);
      expect(ink.x1).toBeLessThan(5475 - safe);
      expect(ink.y1).toBeLessThan(7275 - safe);
    },
  );
});

describe('renderContactSheet', () => {
  it('tiles designs on their garment colours with labels', async () => {
    const fixture = FIXTURE_ARTISTS[1];
    if (!fixture) throw new Error('no fixture');
    const designs = await generateDesigns({ ...fixture, image: null, seed: 1, count: 3 });
    const sheet = await renderContactSheet(
      designs.map((d) => ({
        label: `${d.template} · 별빛`,
        png: d.png,
        background: d.garmentColor,
      })),
      2,
    );
    const meta = await sharp(sheet).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(14 + 2 * (300 + 14));
    expect(meta.height).toBe(14 + 2 * (360 + 34 + 14));
  });
});
