// Typed failures of the catalog, each with the HTTP answer it becomes: not an artist link → 400
// naming artistUrl (spec §5 message); unknown artist → 404 (§8 'Artist not found'); the source
// failing → 503 with a message for people, the detail in the log.
import { DomainError } from '../../shared/domain-error.ts';

export const CATALOG_UNAVAILABLE_MESSAGE =
  'The music catalog is not answering right now. Please try again in a minute.';

/** Any failure of a catalog lookup. */
export class CatalogError extends DomainError {}

/** The text is not a Spotify artist link; `message` is the v2 form's message (spec §5). */
export class InvalidArtistUrlError extends CatalogError {
  override readonly name = 'InvalidArtistUrlError';

  constructor(message: string) {
    super(400, 'invalid_request', message, { field: 'artistUrl' });
  }
}

/** A well-formed artist link whose artist the catalog does not know (spec §8 'Artist not found'). */
export class ArtistNotFoundError extends CatalogError {
  override readonly name = 'ArtistNotFoundError';

  constructor(readonly spotifyId: string) {
    super(404, 'artist_not_found', 'Artist not found. Please check the URL and try again.');
  }
}

/** The source failed: timeout, a rate limit longer than we wait, 5xx, refused credentials. */
export class CatalogUnavailableError extends CatalogError {
  override readonly name = 'CatalogUnavailableError';

  constructor(detail: string, options?: { cause?: unknown }) {
    super(503, 'catalog_unavailable', `The music catalog is unavailable: ${detail}`, {
      cause: options?.cause,
      publicMessage: CATALOG_UNAVAILABLE_MESSAGE,
      logAs: 'music catalog unavailable',
    });
  }
}
