// Chooses the music catalog once, from the configuration: the embedded offline catalog by default,
// the Spotify Web API when credentials are configured.
import { createOfflineCatalog } from './providers/offline-catalog.ts';
import { createSpotifyWebApiCatalog } from './providers/spotify-web-api.ts';
import type { CatalogLogger, MusicCatalog } from './types.ts';

export interface SpotifyCredentials {
  clientId: string;
  clientSecret: string;
  /** For tests and proxies. Default https://api.spotify.com. */
  apiBaseUrl?: string;
  /** Default https://accounts.spotify.com. */
  accountsBaseUrl?: string;
}

export interface CatalogOptions {
  provider: 'offline' | 'spotify';
  /** Required when provider is 'spotify'. */
  spotify?: SpotifyCredentials;
  /** Origin the product is reached at; prefixes the embedded catalog's picture URLs. */
  publicUrl: string;
  logger: CatalogLogger;
}

export function createCatalog(options: CatalogOptions): MusicCatalog {
  if (options.provider === 'offline') {
    return createOfflineCatalog({ publicUrl: options.publicUrl });
  }
  if (!options.spotify) {
    throw new Error('The Spotify music catalog needs SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET');
  }
  options.logger.info(
    { apiBaseUrl: options.spotify.apiBaseUrl ?? 'https://api.spotify.com' },
    'music catalog: Spotify Web API',
  );
  return createSpotifyWebApiCatalog({ ...options.spotify, logger: options.logger });
}
