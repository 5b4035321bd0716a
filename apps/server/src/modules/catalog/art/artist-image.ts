// Renders the embedded catalog's artist pictures to 640×640 JPEG with sharp, on first request,
// and keeps them: in memory always, and under `cacheDir` when one is given.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OfflineArtist } from '../providers/offline-data/types.ts';
import { findOfflineArtist } from '../providers/offline-catalog.ts';
import type { CatalogLogger } from '../types.ts';
import { artistArtSvg } from './artist-art.ts';
import { GRAIN_TILE_SIZE, grainTile } from './grain.ts';

/** Bump when the pictures change, so cached files and browser caches are not reused. */
export const ARTIST_ART_VERSION = 1;

const JPEG_QUALITY = 86;

/** sharp is loaded on first use: without its native binary the rest of the server still runs. */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}

export async function renderArtistImage(
  artist: Pick<OfflineArtist, 'id' | 'family' | 'art'>,
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

export interface ArtistImageStore {
  /** The JPEG of an embedded-catalog artist, or null for an id it does not know. */
  get(spotifyId: string): Promise<Buffer | null>;
}

export interface ArtistImageStoreOptions {
  /** Keep rendered pictures here across restarts (e.g. `<DATA_DIR>/catalog-images`). */
  cacheDir?: string;
  logger?: CatalogLogger;
}

export function createArtistImageStore(options: ArtistImageStoreOptions = {}): ArtistImageStore {
  // Promises, so concurrent first requests for one artist render it once.
  const memory = new Map<string, Promise<Buffer>>();
  const { cacheDir, logger } = options;

  async function fromDiskOrRender(artist: OfflineArtist): Promise<Buffer> {
    const file = cacheDir ? join(cacheDir, `${artist.id}.v${ARTIST_ART_VERSION}.jpg`) : null;
    if (file) {
      const cached = await readFile(file).catch(() => null);
      if (cached) return cached;
    }
    const started = performance.now();
    const image = await renderArtistImage(artist);
    logger?.info(
      { spotifyId: artist.id, ms: Math.round(performance.now() - started), bytes: image.length },
      'rendered an embedded-catalog artist picture',
    );
    if (cacheDir && file) {
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await mkdir(cacheDir, { recursive: true });
      await writeFile(partial, image);
      await rename(partial, file);
    }
    return image;
  }

  return {
    get(spotifyId) {
      const artist = findOfflineArtist(spotifyId);
      if (!artist) return Promise.resolve(null);
      let image = memory.get(artist.id);
      if (!image) {
        image = fromDiskOrRender(artist);
        memory.set(artist.id, image);
        // A failure is not remembered: the next request tries again.
        image.catch(() => memory.delete(artist.id));
      }
      return image;
    },
  };
}
