// Keeps the demo catalog's artist pictures once rendered: in memory always, and under `cacheDir`
// when one is given, so each picture is drawn once per installation.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ARTIST_ART_VERSION,
  findDemoArtist,
  renderArtistImage,
  type DemoArtist,
} from '@encore/demo-catalog';
import type { CatalogLogger } from '../types.ts';

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

  async function fromDiskOrRender(artist: DemoArtist): Promise<Buffer> {
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
      // Written aside and renamed, so a reader never sees half a file. The cache only saves
      // drawing it again: a full or failing disk must not fail the designs that need the picture.
      const partial = `${file}.${process.pid}.partial`;
      try {
        await mkdir(cacheDir, { recursive: true });
        await writeFile(partial, image);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        logger?.warn({ err: error, spotifyId: artist.id }, 'artist picture not cached');
      }
    }
    return image;
  }

  return {
    get(spotifyId) {
      const artist = findDemoArtist(spotifyId);
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
