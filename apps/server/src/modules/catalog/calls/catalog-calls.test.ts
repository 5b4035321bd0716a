import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CatalogUnavailableError, type MusicCatalog } from '../index.ts';
import { HttpError } from '../../../http/plugins/error-handler.ts';
import { CATALOG_UNAVAILABLE_MESSAGE, catalogWebhookHandlers } from './catalog-calls.ts';

const failing: MusicCatalog = {
  getArtist: () => Promise.reject(new CatalogUnavailableError('Spotify answered 503')),
  getTopTracks: () => Promise.resolve([]),
  getArtistImage: () => Promise.resolve(null),
};

describe('catalog lookups when the catalog is down', () => {
  it('answer 503 with a clear message and log the detail', async () => {
    const warn = vi.fn();
    const request = { log: { warn } as unknown as FastifyBaseLogger } as FastifyRequest;
    const handlers = catalogWebhookHandlers(failing);
    const validate = handlers['validate-spotify-artist'];
    if (!validate) throw new Error('validate-spotify-artist is not handled');
    const error = await validate({
      input: { artistUrl: 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4' },
      user: null,
      request,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 503,
      code: 'catalog_unavailable',
      message: CATALOG_UNAVAILABLE_MESSAGE,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(CatalogUnavailableError) }),
      'music catalog unavailable',
    );
  });
});
