// Downloads an artist picture from the catalog's image CDN, for colour extraction. Best effort:
// any failure is logged and yields null, and designs are made without the picture.
import type { CatalogLogger } from '../types.ts';

/** Spotify's pictures are 640 px JPEGs of about 100 kB; anything much larger is not one. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export interface FetchImageOptions {
  timeoutMs: number;
  logger: CatalogLogger;
}

export async function fetchImage(url: string, options: FetchImageOptions): Promise<Buffer | null> {
  const { logger } = options;
  if (!/^https?:\/\//.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    const type = response.headers.get('content-type') ?? '';
    const length = Number(response.headers.get('content-length') ?? '0');
    if (!response.ok || !type.startsWith('image/') || length > MAX_IMAGE_BYTES) {
      await response.body?.cancel();
      logger.warn({ url, status: response.status, type, length }, 'artist picture not usable');
      return null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > MAX_IMAGE_BYTES ? null : bytes;
  } catch (error) {
    logger.warn({ url, err: error }, 'artist picture could not be fetched');
    return null;
  }
}
