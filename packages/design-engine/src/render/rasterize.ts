/**
 * SVG → pixels with resvg. `renderAsync` runs on libuv's thread pool, so several designs render
 * in parallel on separate cores without worker threads; PNG encoding runs in sharp's pool too.
 */
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

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

export function encodePng(raster: Raster): Promise<Buffer> {
  return sharp(raster.pixels, {
    raw: { width: raster.width, height: raster.height, channels: 4, premultiplied: true },
  })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}
