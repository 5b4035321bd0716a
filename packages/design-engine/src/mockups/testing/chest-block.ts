import sharp from 'sharp';

/**
 * A 750×900 transparent garment preview with one opaque block of `color` across the chest area,
 * anchored at the top centre like real art: the simplest design whose print region is known.
 */
export async function chestBlockDesign(color: string, width = 750): Promise<Buffer> {
  const height = Math.round((width * 18) / 15);
  const block = { left: Math.round(width * 0.2), top: Math.round(height * 0.04) };
  const bw = Math.round(width * 0.6);
  const bh = Math.round(height * 0.5);
  const tile = await sharp({ create: { width: bw, height: bh, channels: 4, background: color } })
    .png()
    .toBuffer();
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: tile, ...block }])
    .png()
    .toBuffer();
}
