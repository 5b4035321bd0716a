// GET /files/<key>?exp=…&sig=…: a stored file (design preview, mockup, print file) for whoever
// holds a link the server signed for it (file-links.ts). The signed-in artist's calls hand their
// own files out that way; storefront visitors see a store's pictures only through the store's own
// gated route (/shop/<handle>/media/…), so a private, offline or deleted artist's store shows
// nothing here. Anything else is a 404 that says nothing about whether the key exists.
import type { FastifyPluginAsync } from 'fastify';
import type { FileLinks } from './file-links.ts';
import { contentTypeOfKey, type FileStorage } from './file-storage.ts';

export interface FileRoutesOptions {
  storage: FileStorage;
  links: FileLinks;
  now?: () => number;
}

const notFound = { error: 'not_found', message: 'No such file.' };
/** A browser keeps a file at most this long, and never past its link's expiry. */
const MAX_AGE_SECONDS = 3600;

export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, options) => {
  const { storage, links } = options;
  const now = options.now ?? Date.now;

  app.get<{ Params: { '*': string }; Querystring: { exp?: unknown; sig?: unknown } }>(
    '/files/*',
    async (request, reply) => {
      const key = request.params['*'];
      // Refusals are never cached: a link that arrives later (or a retry) must be answered.
      reply.header('Cache-Control', 'no-store');
      // Unknown extensions and anything that is not a plain key (`..`, `%2e`, backslashes,
      // upper case) are refused before the storage sees them.
      const contentType = contentTypeOfKey(key);
      if (contentType === undefined) return reply.status(404).send(notFound);
      const expiresAt = links.check(key, request.query.exp, request.query.sig);
      if (expiresAt === null) return reply.status(404).send(notFound);
      const file = await storage.get(key);
      if (file === null) return reply.status(404).send(notFound);
      // Only the link's holder's browser keeps it (`private`: no proxy or CDN), and not past the
      // link, so the file goes with the right to see it.
      const maxAge = Math.max(0, Math.min(MAX_AGE_SECONDS, expiresAt - Math.ceil(now() / 1000)));
      const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
      reply.header('Cache-Control', `private, max-age=${maxAge}`).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      // The type comes from the key, never from the backend: nothing stored is served as HTML.
      return reply.type(contentType).send(file.body);
    },
  );
};
