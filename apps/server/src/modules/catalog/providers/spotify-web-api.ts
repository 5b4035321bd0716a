// The music catalog backed by the Spotify Web API, with an app token (client-credentials flow).
//
// Spotify has been withdrawing data from development-mode apps (follower totals, popularity and
// genres from the artist object; the top-tracks endpoint). Absent fields are reported in
// `missing`, a failing top-tracks call yields [] and a warning: nothing is ever made up.
import { setTimeout as delay } from 'node:timers/promises';
import { SPOTIFY_ID_PATTERN, spotifyArtistUrl } from '@encore/contracts';
import type { z } from 'zod';
import { CatalogUnavailableError } from '../errors.ts';
import {
  missingFields,
  type CatalogArtist,
  type CatalogLogger,
  type CatalogTrack,
  type MusicCatalog,
} from '../types.ts';
import {
  spotifyArtistSchema,
  spotifyTopTracksSchema,
  type SpotifyArtist,
  type SpotifyTopTracks,
} from './spotify-schemas.ts';
import { fetchImage } from './fetch-image.ts';
import { createSpotifyTokenSource } from './spotify-token.ts';

export interface SpotifyWebApiOptions {
  clientId: string;
  clientSecret: string;
  /** Default https://api.spotify.com (paths start with /v1). */
  apiBaseUrl?: string;
  /** Default https://accounts.spotify.com. */
  accountsBaseUrl?: string;
  /** Market for top tracks. Default US. */
  market?: string;
  /** Per request. Default 5 s. */
  timeoutMs?: number;
  /** Retries after a 429 or 5xx. Default 2. */
  maxRetries?: number;
  /** A 429 asking for a longer wait than this fails at once instead. Default 10 s. */
  maxRetryAfterMs?: number;
  logger: CatalogLogger;
  /** For tests. */
  sleep?: (ms: number) => Promise<void>;
}

const MAX_TOP_TRACKS = 10;
const DEFAULT_RETRY_AFTER_MS = 1_000;

/** Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

/** Converts Spotify's artist object to Encore's, at the boundary. */
export function reshapeSpotifyArtist(raw: SpotifyArtist): CatalogArtist {
  const artist = {
    id: raw.id,
    name: raw.name,
    followers: raw.followers?.total ?? null,
    popularity: raw.popularity ?? null,
    genres: raw.genres ?? null,
    // Spotify's artist object has no country.
    country: null,
    spotifyUrl: raw.external_urls?.spotify ?? spotifyArtistUrl(raw.id),
    imageUrl: raw.images?.[0]?.url ?? null,
  };
  return { ...artist, missing: missingFields(artist) };
}

export function reshapeSpotifyTopTracks(raw: SpotifyTopTracks): CatalogTrack[] {
  return raw.tracks.slice(0, MAX_TOP_TRACKS).map((track) => {
    const albumName = track.album?.name ?? undefined;
    const albumImageUrl = track.album?.images?.[0]?.url ?? undefined;
    return {
      name: track.name,
      ...(albumName === undefined ? {} : { albumName }),
      ...(albumImageUrl === undefined ? {} : { albumImageUrl }),
    };
  });
}

export function createSpotifyWebApiCatalog(options: SpotifyWebApiOptions): MusicCatalog {
  const apiBaseUrl = (options.apiBaseUrl ?? 'https://api.spotify.com').replace(/\/+$/, '');
  const market = options.market ?? 'US';
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxRetries = options.maxRetries ?? 2;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const { logger } = options;

  /** One request, retried on 429 (after Retry-After) and 5xx (short backoff), within bounds. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new CatalogUnavailableError(
          timedOut
            ? `no answer from Spotify within ${timeoutMs} ms`
            : 'Spotify could not be reached',
          { cause: error },
        );
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= maxRetries) return response;

      const wait =
        response.status === 429
          ? retryAfterMs(response.headers.get('retry-after'))
          : 250 * 2 ** attempt;
      if (wait > maxRetryAfterMs) {
        await response.body?.cancel();
        throw new CatalogUnavailableError(
          `Spotify asks to wait ${Math.ceil(wait / 1_000)} s before the next request`,
        );
      }
      await response.body?.cancel();
      logger.info({ url, status: response.status, waitMs: wait }, 'retrying a Spotify request');
      await sleep(wait);
    }
  }

  const tokens = createSpotifyTokenSource({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    accountsBaseUrl: options.accountsBaseUrl ?? 'https://accounts.spotify.com',
    send,
  });

  /** GET on the API with the app token; a 401 (token revoked early) gets one fresh token. */
  async function apiGet(path: string): Promise<Response> {
    const url = `${apiBaseUrl}${path}`;
    const request = async () =>
      send(url, { headers: { Authorization: `Bearer ${await tokens.get()}` } });
    const response = await request();
    if (response.status !== 401) return response;
    await response.body?.cancel();
    tokens.invalidate();
    return request();
  }

  async function readJson<Schema extends z.ZodType>(
    response: Response,
    schema: Schema,
    what: string,
  ): Promise<z.infer<Schema>> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new CatalogUnavailableError(`Spotify sent ${what} Encore cannot read`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  // Say once per process which fields this Spotify app does not get, not on every lookup.
  const reportedMissing = new Set<string>();

  const catalog: MusicCatalog = {
    async getArtist(spotifyId) {
      // Also keeps anything but an id out of the request path.
      if (!SPOTIFY_ID_PATTERN.test(spotifyId)) return null;
      const response = await apiGet(`/v1/artists/${spotifyId}`);
      // Spotify answers 400 'invalid id' for ids that cannot exist.
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new CatalogUnavailableError(`Spotify answered ${response.status} for an artist`);
      }
      const artist = reshapeSpotifyArtist(
        await readJson(response, spotifyArtistSchema, 'an artist'),
      );
      const unexpected = artist.missing.filter((field) => field !== 'country');
      const key = unexpected.join(',');
      if (unexpected.length > 0 && !reportedMissing.has(key)) {
        reportedMissing.add(key);
        logger.warn(
          { missing: unexpected, spotifyId },
          'Spotify did not provide some artist fields (a development-mode app gets fewer)',
        );
      }
      return artist;
    },

    async getArtistImage(spotifyId) {
      const artist = await catalog.getArtist(spotifyId);
      if (artist?.imageUrl == null) return null;
      return fetchImage(artist.imageUrl, { timeoutMs, logger });
    },

    async getTopTracks(spotifyId) {
      if (!SPOTIFY_ID_PATTERN.test(spotifyId)) return [];
      const path = `/v1/artists/${spotifyId}/top-tracks?market=${encodeURIComponent(market)}`;
      try {
        const response = await apiGet(path);
        if (!response.ok) {
          await response.body?.cancel();
          logger.warn(
            { spotifyId, status: response.status },
            'Spotify top tracks unavailable (removed for development-mode apps); using none',
          );
          return [];
        }
        return reshapeSpotifyTopTracks(
          await readJson(response, spotifyTopTracksSchema, 'top tracks'),
        );
      } catch (error) {
        logger.warn({ spotifyId, err: error }, 'Spotify top tracks failed; using none');
        return [];
      }
    },
  };
  return catalog;
}
