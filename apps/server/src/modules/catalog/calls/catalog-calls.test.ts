import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { callRoutes } from '../../../http/calls/call-routes.ts';
import { registerAuthentication } from '../../../http/plugins/authentication.ts';
import { registerErrorHandler } from '../../../http/plugins/error-handler.ts';
import { CATALOG_UNAVAILABLE_MESSAGE, CatalogUnavailableError } from '../errors.ts';
import type { MusicCatalog } from '../types.ts';
import { catalogCalls } from './catalog-calls.ts';

const failing: MusicCatalog = {
  getArtist: () => Promise.reject(new CatalogUnavailableError('Spotify answered 503')),
  getTopTracks: () => Promise.resolve([]),
  getArtistImage: () => Promise.resolve(null),
};

describe('catalog lookups when the catalog is down', () => {
  it('answer 503 with a clear message and log the detail', async () => {
    const lines: string[] = [];
    // Typed as Fastify's logger interface so the instance keeps Fastify's default generics.
    const loggerInstance: FastifyBaseLogger = pino(
      { level: 'warn' },
      { write: (line: string) => lines.push(line) },
    );
    const app = Fastify({ loggerInstance });
    registerErrorHandler(app);
    const authenticator = registerAuthentication(app, { authenticate: async () => null });
    await callRoutes(app, { handlers: catalogCalls(failing), authenticator, publicPerMinute: 100 });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/webhook/validate-spotify-artist',
        payload: { artistUrl: 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'catalog_unavailable',
        message: CATALOG_UNAVAILABLE_MESSAGE,
      });
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: unknown });
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'music catalog unavailable',
          err: expect.objectContaining({
            message: 'The music catalog is unavailable: Spotify answered 503',
          }),
        }),
      );
    } finally {
      await app.close();
    }
  });
});
