// A store's look, made in the build's first step: a wide banner cut from the artist image and the
// store colour from that image's palette (the design engine's own palette extraction).
// sharp and the engine are imported when a build first needs them, not with the web process
// (decision 050).
import type { PaletteColor } from '@encore/design-engine';
import { ensureContrast } from '@encore/design-engine/light';

export const BANNER_SIZE = { width: 1500, height: 500 } as const;
/** White text sits on the store colour (banner gradient, buttons): keep it readable. */
const WHITE_TEXT_CONTRAST = 3;

/** The artist image cropped to a 3:1 WebP banner around its most interesting part. */
export async function makeBanner(image: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(image)
    .resize(BANNER_SIZE.width, BANNER_SIZE.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .webp({ quality: 80, effort: 3 })
    .toBuffer();
}

/**
 * The palette's most telling colour: a large share of the image, preferably saturated, neither
 * near-black nor near-white; darkened as needed so white text reads on it. null for no palette.
 */
export function storeColourFrom(palette: readonly PaletteColor[]): string | null {
  const usable = palette.filter((colour) => colour.lightness > 0.12 && colour.lightness < 0.88);
  const candidates = usable.length > 0 ? usable : palette;
  let best: PaletteColor | undefined;
  let bestScore = -1;
  for (const colour of candidates) {
    const score = colour.weight * (0.2 + colour.saturation);
    if (score > bestScore) {
      best = colour;
      bestScore = score;
    }
  }
  return best ? ensureContrast(best.hex, '#ffffff', WHITE_TEXT_CONTRAST) : null;
}

export async function storeColourOf(image: Buffer): Promise<string | null> {
  const { extractPalette } = await import('@encore/design-engine');
  return storeColourFrom(await extractPalette(image));
}
