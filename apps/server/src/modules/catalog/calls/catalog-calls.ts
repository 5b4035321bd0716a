import type { FastifyBaseLogger } from 'fastify';
import { ArtistNotFoundError, CatalogUnavailableError, InvalidArtistUrlError } from '../errors.ts';
import { findArtistByUrl, toArtist, toValidatedProfile } from '../service.ts';
import type { MusicCatalog } from '../types.ts';
import { HttpError } from '../../../http/plugins/error-handler.ts';
import type { WebhookHandlers } from '../../../http/routes/webhooks.ts';

export const CATALOG_UNAVAILABLE_MESSAGE =
  'The music catalog is not answering right now. Please try again in a minute.';

/**
 * The catalog's typed failures as HTTP answers: not an artist link → 400 naming artistUrl (spec §5
 * message); unknown artist → 404 (§8 'Artist not found'); the source failing → 503.
 */
export function catalogErrorToHttp(error: unknown, log: FastifyBaseLogger): never {
  if (error instanceof InvalidArtistUrlError) {
    throw new HttpError(400, 'invalid_request', error.message, error.field);
  }
  if (error instanceof ArtistNotFoundError) {
    throw new HttpError(404, error.code, error.message);
  }
  if (error instanceof CatalogUnavailableError) {
    log.warn({ err: error }, 'music catalog unavailable');
    throw new HttpError(503, error.code, CATALOG_UNAVAILABLE_MESSAGE);
  }
  throw error;
}

/** `?si=…` share parameters and fragments are never part of the artist (spec §5). */
function withoutQuery(url: string): string {
  return url.trim().split(/[?#]/, 1)[0] ?? '';
}

/** The two public artist lookups (spec §7): legacy getArtistBySpotifyUrl, v2 validate-spotify-artist. */
export function catalogWebhookHandlers(
  catalog: MusicCatalog,
): Pick<WebhookHandlers, 'getArtistBySpotifyUrl' | 'validate-spotify-artist'> {
  return {
    getArtistBySpotifyUrl: async ({ input, request }) => {
      const artist = await findArtistByUrl(catalog, withoutQuery(input.artistUrl), 'legacy').catch(
        (error: unknown) => catalogErrorToHttp(error, request.log),
      );
      return toArtist(artist);
    },

    'validate-spotify-artist': async ({ input, request }) => {
      const artist = await findArtistByUrl(catalog, withoutQuery(input.artistUrl), 'v2').catch(
        (error: unknown) => catalogErrorToHttp(error, request.log),
      );
      return toValidatedProfile(toArtist(artist));
    },
  };
}
