// Renders a demo artist's picture to a 640×640 JPEG: the drawn SVG with film grain over it.
import type { DemoArtist } from '../artists/types.ts';
import { artistArtSvg } from './artist-art.ts';
import { GRAIN_TILE_SIZE, grainTile } from './grain.ts';

/** Bump when the pictures change, so cached files and browser caches are not reused. */
export const ARTIST_ART_VERSION = 2;

const JPEG_QUALITY = 86;

/** sharp is loaded on first use: without its native binary the rest still runs. */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}

export async function renderArtistImage(
  artist: Pick<DemoArtist, 'id' | 'family' | 'art'>,
): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(artistArtSvg(artist)))
    .composite([
      {
        input: grainTile(),
        raw: { width: GRAIN_TILE_SIZE, height: GRAIN_TILE_SIZE, channels: 4 },
        tile: true,
        blend: 'over',
      },
    ])
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
