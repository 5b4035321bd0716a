// GET /files/<key>: the stored files (design previews, mockups, print files) with year-long
// immutable caching — keys name their content, so a key's bytes never change.
import type { FastifyPluginAsync } from 'fastify';
import { contentTypeOfKey, IMMUTABLE_CACHE_CONTROL, type FileStorage } from './file-storage.ts';

export interface FileRoutesOptions {
  storage: FileStorage;
}

const notFound = { error: 'not_found', message: 'No such file.' };

export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    // Unknown extensions and anything that is not a plain key (`..`, `%2e`, backslashes,
    // upper case) are refused before the storage sees them.
    const contentType = contentTypeOfKey(key);
    if (contentType === undefined) return reply.status(404).send(notFound);
    const file = await storage.get(key);
    if (file === null) return reply.status(404).send(notFound);
    const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
    reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    // The type comes from the key, never from the backend: nothing stored is served as HTML.
    return reply.type(contentType).send(file.body);
  });
};
