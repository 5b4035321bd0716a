import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePng } from './rasterize.ts';
import { readPngChunks, readTextChunk, replaceChunks, textChunk } from './png-chunks.ts';

/** A w×h premultiplied RGBA raster: opaque red on the left half, transparent on the right. */
function halfRed(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width / 2; x++) pixels.set([200, 30, 40, 255], (y * width + x) * 4);
  }
  return { pixels, width, height };
}

const types = (png: Buffer) => readPngChunks(png).map((c) => c.type);

describe('print PNG header', () => {
  it('declares 300 dpi (11811 px/m, unit metre) and sRGB right after IHDR, once', async () => {
    const png = await encodePng(halfRed(8, 4), { pixelsPerUnit: 3, opaque: false });
    const chunks = readPngChunks(png);
    expect(types(png).slice(0, 5)).toEqual(['IHDR', 'pHYs', 'sRGB', 'gAMA', 'cHRM']);
    expect(types(png).filter((t) => t === 'pHYs')).toHaveLength(1);
    const phys = chunks.find((c) => c.type === 'pHYs')?.data ?? Buffer.alloc(9);
    expect([phys.readUInt32BE(0), phys.readUInt32BE(4), phys[8]]).toEqual([11811, 11811, 1]);
    expect(chunks.find((c) => c.type === 'gAMA')?.data.readUInt32BE(0)).toBe(45455);
    // sharp (libvips) reads the same density back, and the pixels are intact.
    const meta = await sharp(png).metadata();
    expect(Math.round(meta.density ?? 0)).toBe(300);
    expect(meta.channels).toBe(4);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([200, 30, 40, 255]);
    expect(data[(8 * 4 - 1) * 4 + 3]).toBe(0);
  });

  it('writes posters without alpha, and previews at their own 50 dpi', async () => {
    const png = await encodePng(halfRed(4, 4), { pixelsPerUnit: 0.5, opaque: true });
    const ihdr = readPngChunks(png).find((c) => c.type === 'IHDR');
    expect(ihdr?.data[9]).toBe(2);
    const phys = readPngChunks(png).find((c) => c.type === 'pHYs')?.data;
    expect(phys?.readUInt32BE(0)).toBe(1969);
  });

  it('carries UTF-8 text that decoders accept (valid CRCs)', async () => {
    const png = await encodePng(halfRed(4, 2), { pixelsPerUnit: 3, opaque: false });
    const text = JSON.stringify({ fonts: ['Noto Sans KR@700'], name: '하루 · Ólafur' });
    const tagged = replaceChunks(png, [], [textChunk('encore:print-manifest', text)]);
    expect(readTextChunk(tagged, 'encore:print-manifest')).toBe(text);
    expect(readTextChunk(png, 'encore:print-manifest')).toBeNull();
    // libpng checks every chunk's CRC while decoding.
    await expect(sharp(tagged).raw().toBuffer()).resolves.toHaveLength(4 * 2 * 4);
  });

  it('refuses what is not a PNG', () => {
    expect(() => readPngChunks(Buffer.from('GIF89a'))).toThrow(/not a PNG/);
  });
});
