// GET /catalog/images/<spotifyId>.jpg — the embedded catalog's artist pictures (the catalog's
// images[0].url). Rendered on first request, then served from memory (or the cache folder).
import { ARTIST_ART_VERSION } from '@encore/demo-catalog';
import type { FastifyPluginAsync } from 'fastify';
import {
  createArtistImageStore,
  type ArtistImageStore,
  type ArtistImageStoreOptions,
} from './art/artist-image-store.ts';

export interface CatalogImageRoutesOptions extends ArtistImageStoreOptions {
  /** Share a store (tests); otherwise one is created from `cacheDir`. */
  store?: ArtistImageStore;
}

const FILE_NAME = /^([0-9A-Za-z]{22})\.jpg$/;
// A picture never changes for a given version of the art, which is part of the ETag.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const catalogImageRoutes: FastifyPluginAsync<CatalogImageRoutesOptions> = async (
  app,
  options,
) => {
  const store = options.store ?? createArtistImageStore(options);

  app.get<{ Params: { file: string } }>('/catalog/images/:file', async (request, reply) => {
    const id = FILE_NAME.exec(request.params.file)?.[1];
    const image = id === undefined ? null : await store.get(id);
    if (id === undefined || image === null) {
      return reply.status(404).send({ error: 'not_found', message: 'No such artist picture.' });
    }
    const etag = `"${id}-v${ARTIST_ART_VERSION}"`;
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/jpeg').send(image);
  });
};
