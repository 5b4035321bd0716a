// Product mockups and the banner, served through the store (`/shop/<handle>/media/<key>`) so the
// store's visibility applies to its images too: only keys the store shows (and their AVIF/WebP
// variants) are served, never a print file or another store's file, and a private store's pages
// never link /files/.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentTypeOfKey, imageVariantsOf, parseVariantKey } from '../../../storage/index.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { SnapshotStore } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { openStore, sendNotFound } from './store-gate.ts';

/**
 * A media URL names its bytes (content-addressed keys), but who may see them changes: a store
 * made private or taken offline must stop showing its pictures, so no cache keeps them long.
 * A public store's media are kept 5 minutes, then asked for again (the ETag makes that a bodiless
 * 304); a private store's are kept only by the visitor's browser and asked for every time, so a
 * lost password or an offline store is felt at once (decision 055).
 */
export const PUBLIC_MEDIA_CACHE_CONTROL = 'public, max-age=300';
export const PRIVATE_MEDIA_CACHE_CONTROL = 'private, no-cache';

export function mediaCacheControl(store: Pick<SnapshotStore, 'isPrivate'>): string {
  return store.isPrivate ? PRIVATE_MEDIA_CACHE_CONTROL : PUBLIC_MEDIA_CACHE_CONTROL;
}

/** The original in place of a variant that could not be made: browsers sniff the format. */
async function sendOriginal(
  sf: Storefront,
  reply: FastifyReply,
  store: SnapshotStore,
  sourceKey: string,
) {
  const original = await sf.storage.get(sourceKey);
  const type = contentTypeOfKey(sourceKey);
  reply.removeHeader('etag');
  // Not under the variant's URL for long: the next request tries to make the variant again.
  reply.header('cache-control', store.isPrivate ? 'private, no-cache' : 'no-cache');
  if (!original || type === undefined) return sendNotFound(sf, reply, null);
  return reply.type(type).send(original.body);
}

export function mediaRoutes(app: FastifyInstance, sf: Storefront): void {
  const variants = imageVariantsOf(sf.storage);

  app.get<{ Params: { handle: string; '*': string } }>(
    `${SHOP_MOUNT}/:handle/media/*`,
    async (request, reply) => {
      const snapshot = await openStore(sf, request, reply, 'asset');
      if (!snapshot) return reply;
      const key = request.params['*'];
      const contentType = contentTypeOfKey(key);
      const variant = parseVariantKey(key);
      const shown = snapshot.mediaKeys.has(variant ? variant.sourceKey : key);
      if (!shown || contentType === undefined) return sendNotFound(sf, reply, snapshot);
      // Keys name their content, so the key is the ETag.
      const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
      reply.header('cache-control', mediaCacheControl(snapshot.store)).header('etag', etag);
      if (snapshot.store.isPrivate) reply.header('x-robots-tag', 'noindex');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const file = await sf.storage.get(key);
      if (file) {
        if (file.size !== undefined) reply.header('content-length', file.size);
        return reply.type(contentType).send(file.body);
      }
      if (!variant) return sendNotFound(sf, reply, snapshot);
      // A variant not made yet (a store built before variants existed, or one asked for before
      // the build's background work reached it) is made now and stored for everyone after.
      try {
        const bytes = await variants.make(key);
        if (!bytes) return sendNotFound(sf, reply, snapshot);
        return reply.type(contentType).send(bytes);
      } catch (error) {
        request.log.warn({ err: error, key }, 'image variant failed: serving the original');
        return sendOriginal(sf, reply, snapshot.store, variant.sourceKey);
      }
    },
  );
}
