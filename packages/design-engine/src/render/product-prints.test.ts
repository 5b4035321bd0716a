import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentBox } from '../mockups/design-source.ts';
import { chestBlockDesign } from '../mockups/testing/chest-block.ts';
import type { GeneratedDesign } from '../types.ts';
import { readPngChunks } from './png-chunks.ts';
import { readPrintManifest } from './print-manifest.ts';
import { derivedPrintFiles } from './product-prints.ts';

const BLANK = '#1d2537';
const INK = '#e0302f';

/** A preview-scale garment design (750×900, 50 dpi) with one block of ink on the chest. */
async function garmentDesign(): Promise<GeneratedDesign> {
  return {
    id: 'dsn_test_1',
    template: 'stacked-type',
    trackName: 'Night Bus',
    hook: '“Night Bus”',
    product: 'garment',
    garmentColor: BLANK,
    inks: [INK],
    fonts: ['Anton@400'],
    scripts: ['Latin'],
    png: await chestBlockDesign(INK),
    width: 750,
    height: 900,
    checks: { passed: true, failures: [] },
  };
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const phys = (png: Buffer) =>
  readPngChunks(png)
    .find((c) => c.type === 'pHYs')
    ?.data.readUInt32BE(0);

describe('derived print files of a garment design', () => {
  it('poster: the art on paper of the blank colour, 18×24 in plus bleed, opaque, art clear of the cut', async () => {
    const png = (await derivedPrintFiles(await garmentDesign(), 'preview')).poster;
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([913, 1213, 3]);
    expect(phys(png)).toBe(1969);
    const image = await pixels(png);
    // The bleed and the margins are paper in the blank's colour, not white.
    expect([...image.data.subarray(0, 3)]).toEqual([0x1d, 0x25, 0x37]);
    // Ink: everything that is not paper, inside the trim and its 0.25 in safe margin.
    const inked = Buffer.from(image.data);
    for (let i = 0; i < inked.length; i += 4) {
      const paper = inked[i] === 0x1d && inked[i + 1] === 0x25 && inked[i + 2] === 0x37;
      inked[i + 3] = paper ? 0 : 255;
    }
    const art = contentBox(inked, image.width, image.height);
    const safe = (0.125 + 0.25) * 50;
    expect(art.x).toBeGreaterThan(safe);
    expect(art.y).toBeGreaterThan(safe);
    expect(art.x + art.w).toBeLessThan(913 - safe);
    expect(art.y + art.h).toBeLessThan(1213 - safe);
    expect(art.x + art.w / 2).toBeCloseTo(913 / 2, -1);
    const manifest = readPrintManifest(png);
    expect(manifest?.product).toBe('poster');
    expect(manifest?.trim?.bleed).toBe(0.125);
    expect(manifest?.dimensions.background).toBe('paper');
  });

  it('mug: a transparent 8.5×3.5 in wrap with the art on the side facing out, clear of rim and base', async () => {
    const png = (await derivedPrintFiles(await garmentDesign(), 'preview')).mug;
    const image = await pixels(png);
    expect([image.width, image.height]).toEqual([425, 175]);
    expect(phys(png)).toBe(1969);
    expect(image.data[3]).toBe(0);
    const art = contentBox(image.data, image.width, image.height);
    expect(art.h).toBeLessThanOrEqual(2.6 * 50 + 1);
    expect(art.w).toBeLessThanOrEqual(2.9 * 50 + 1);
    expect(art.y).toBeGreaterThanOrEqual(0.4 * 50);
    expect(175 - (art.y + art.h)).toBeGreaterThanOrEqual(0.4 * 50);
    expect(art.x + art.w / 2).toBeCloseTo(425 / 4, -1);
    expect(readPrintManifest(png)).toMatchObject({
      product: 'mug',
      dimensions: { width: 425, height: 175, inches: { width: 8.5, height: 3.5 } },
      trim: null,
    });
  });

  it('refuses a poster design: it has its own file', async () => {
    const poster = { ...(await garmentDesign()), product: 'poster' as const };
    await expect(derivedPrintFiles(poster, 'preview')).rejects.toThrow(/garment/);
  });
});
