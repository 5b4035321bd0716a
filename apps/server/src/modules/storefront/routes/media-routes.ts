// Product mockups and the banner, served through the store (`/shop/<handle>/media/<key>`) so the
// store's visibility applies to its images too: only keys the store shows are served, never a
// print file or another store's file, and a private store's pages never link /files/.
import type { FastifyInstance } from 'fastify';
import { contentTypeOfKey } from '../../../storage/index.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { Storefront } from '../storefront.ts';
import { openStore, sendNotFound } from './store-gate.ts';

export function mediaRoutes(app: FastifyInstance, sf: Storefront): void {
  app.get<{ Params: { handle: string; '*': string } }>(
    `${SHOP_MOUNT}/:handle/media/*`,
    async (request, reply) => {
      const snapshot = await openStore(sf, request, reply, 'asset');
      if (!snapshot) return reply;
      const key = request.params['*'];
      const contentType = contentTypeOfKey(key);
      if (!snapshot.mediaKeys.has(key) || contentType === undefined) {
        return sendNotFound(sf, reply, snapshot);
      }
      // Keys name their content, so the key is the ETag.
      const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
      // Short-lived even when public, so making a store private soon reaches shared caches too.
      const cacheControl = snapshot.store.isPrivate
        ? 'private, max-age=3600'
        : 'public, max-age=300';
      reply.header('cache-control', cacheControl).header('etag', etag);
      if (snapshot.store.isPrivate) reply.header('x-robots-tag', 'noindex');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const file = await sf.storage.get(key);
      if (!file) return sendNotFound(sf, reply, snapshot);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.type(contentType).send(file.body);
    },
  );
}
