// The app's Spotify access token (client-credentials flow), fetched once and reused until shortly
// before it expires. Concurrent callers share one token request.
// https://developer.spotify.com/documentation/web-api/tutorials/client-credentials-flow
import { CatalogUnavailableError } from '../errors.ts';
import { spotifyTokenSchema } from './spotify-schemas.ts';

export interface SpotifyTokenSourceOptions {
  clientId: string;
  clientSecret: string;
  accountsBaseUrl: string;
  /** Sends one request with the caller's retry and timeout rules. */
  send: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}

export interface SpotifyTokenSource {
  get(): Promise<string>;
  /** Forget the cached token (after the API refused it). */
  invalidate(): void;
}

/** Renew this long before the announced expiry, so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

export function createSpotifyTokenSource(options: SpotifyTokenSourceOptions): SpotifyTokenSource {
  const now = options.now ?? Date.now;
  const url = `${options.accountsBaseUrl.replace(/\/+$/, '')}/api/token`;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const response = await options.send(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) {
      await response.body?.cancel();
      const reason =
        response.status === 400 || response.status === 401
          ? 'Spotify refused the client id and secret (SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET)'
          : `Spotify's token endpoint answered ${response.status}`;
      throw new CatalogUnavailableError(reason);
    }
    const parsed = spotifyTokenSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new CatalogUnavailableError('Spotify sent a token Encore cannot read', {
        cause: parsed.error,
      });
    }
    const lifetimeMs = parsed.data.expires_in * 1_000;
    // A very short-lived token is renewed halfway instead of never being reused.
    const margin = Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2);
    cached = { token: parsed.data.access_token, renewAt: now() + lifetimeMs - margin };
    return parsed.data.access_token;
  }

  return {
    get() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}
