/**
 * SVG → pixels with resvg. `renderAsync` runs on libuv's thread pool, so several designs render
 * in parallel on separate cores without worker threads; PNG encoding runs in sharp's pool too.
 */
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { dpiOf } from '../layout/geometry.ts';
import { tagPrintPng } from './png-chunks.ts';

export interface Raster {
  /** Premultiplied RGBA, as resvg produces it. */
  pixels: Buffer;
  width: number;
  height: number;
}

export async function rasterize(svg: string): Promise<Raster> {
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    imageRendering: 0,
  });
  return { pixels: image.pixels, width: image.width, height: image.height };
}

export interface EncodeOptions {
  /** The raster's density: its header declares `pixelsPerUnit` × 100 dpi (300 for print files). */
  pixelsPerUnit: number;
  /** Posters are printed edge to edge on paper: no alpha channel (RGB). Garments keep theirs. */
  opaque: boolean;
}

/**
 * The PNG a print shop gets: 8-bit RGBA (transparent where the garment shows) or RGB for paper,
 * its resolution in pHYs (11811 px/m = 300 dpi) and sRGB declared (sRGB + gAMA + cHRM), which is
 * the space resvg drew in. Without them RIPs assume 72 dpi (or libvips' default 25.4 dpi) and
 * guess the colour space.
 */
export async function encodePng(raster: Raster, options: EncodeOptions): Promise<Buffer> {
  let image = sharp(raster.pixels, {
    raw: { width: raster.width, height: raster.height, channels: 4, premultiplied: true },
  });
  if (options.opaque) image = image.removeAlpha();
  const png = await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  return tagPrintPng(png, dpiOf(options.pixelsPerUnit));
}
