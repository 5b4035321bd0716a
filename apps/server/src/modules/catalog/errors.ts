// Typed failures of the catalog. `statusCode` and `code` follow Fastify's error convention, so the
// server's error handler answers a 4xx as it is (`{ error: code, message }`).

export class CatalogError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The text is not a Spotify artist link; `message` is the v2 form's message (spec §5). */
export class InvalidArtistUrlError extends CatalogError {
  override readonly name = 'InvalidArtistUrlError';
  readonly field = 'artistUrl';

  constructor(message: string) {
    super(400, 'invalid_request', message);
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
    super(503, 'catalog_unavailable', `The music catalog is unavailable: ${detail}`, options);
  }
}
