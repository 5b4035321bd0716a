// The Spotify provider against a local server replaying responses shaped like Spotify's
// documentation (https://developer.spotify.com/documentation/web-api/reference/get-an-artist).
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { CatalogUnavailableError } from '../errors.ts';
import { startFakeSpotifyServer, type FakeSpotifyServer } from '../testing/fake-spotify-server.ts';
import { createSpotifyWebApiCatalog, type SpotifyWebApiOptions } from './spotify-web-api.ts';

const ID = '1vCWHaC5f2uS3yhpwWbIA6';
const ARTIST_PATH = `/v1/artists/${ID}`;
const TOP_TRACKS_PATH = `${ARTIST_PATH}/top-tracks`;

const token = {
  status: 200,
  body: { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 },
};

const fullArtist = {
  external_urls: { spotify: `https://open.spotify.com/artist/${ID}` },
  followers: { href: null, total: 2_485_113 },
  genres: ['indie folk', 'chamber pop'],
  href: `https://api.spotify.com/v1/artists/${ID}`,
  id: ID,
  images: [
    { url: 'https://i.scdn.co/image/ab6761610000e5eb-640', height: 640, width: 640 },
    { url: 'https://i.scdn.co/image/ab67616100005174-320', height: 320, width: 320 },
  ],
  name: 'Harbor Lights',
  popularity: 67,
  type: 'artist',
  uri: `spotify:artist:${ID}`,
};

// What a development-mode app gets since February 2026: no followers, popularity or genres.
const reducedArtist = {
  external_urls: fullArtist.external_urls,
  href: fullArtist.href,
  id: ID,
  images: [],
  name: 'Harbor Lights',
  type: 'artist',
  uri: fullArtist.uri,
};

const notFound = { status: 404, body: { error: { status: 404, message: 'Resource not found' } } };
const forbidden = { status: 403, body: { error: { status: 403, message: 'Forbidden' } } };

function topTracks(count: number) {
  return {
    status: 200,
    body: {
      tracks: Array.from({ length: count }, (_, i) => ({
        name: `Song ${i + 1}`,
        id: `track${i}`,
        album: {
          name: i === 0 ? 'Low Tide' : `Album ${i}`,
          images:
            i === 1 ? [] : [{ url: `https://i.scdn.co/image/album-${i}`, height: 640, width: 640 }],
        },
      })),
    },
  };
}

describe('Spotify Web API catalog', () => {
  let spotify: FakeSpotifyServer;
  type LogFn = (details: object, message: string) => void;
  let logger: { warn: Mock<LogFn>; info: Mock<LogFn> };

  function catalog(overrides: Partial<SpotifyWebApiOptions> = {}) {
    return createSpotifyWebApiCatalog({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiBaseUrl: spotify.baseUrl,
      accountsBaseUrl: spotify.baseUrl,
      logger,
      ...overrides,
    });
  }

  beforeEach(async () => {
    spotify = await startFakeSpotifyServer();
    spotify.routes.set('POST /api/token', [token]);
    logger = { warn: vi.fn<LogFn>(), info: vi.fn<LogFn>() };
  });

  afterEach(async () => {
    expect(spotify.unhandled).toEqual([]);
    await spotify.close();
  });

  it('reads a full artist and converts it to Encore fields', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 200, body: fullArtist }]);
    expect(await catalog().getArtist(ID)).toEqual({
      id: ID,
      name: 'Harbor Lights',
      followers: 2_485_113,
      popularity: 67,
      genres: ['indie folk', 'chamber pop'],
      country: null,
      spotifyUrl: `https://open.spotify.com/artist/${ID}`,
      imageUrl: 'https://i.scdn.co/image/ab6761610000e5eb-640',
      missing: ['country'],
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('gets the app token with the client credentials and sends it as a bearer token', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 200, body: fullArtist }]);
    await catalog().getArtist(ID);
    const [tokenRequest, artistRequest] = spotify.requests;
    const basic = Buffer.from('client-id:client-secret').toString('base64');
    expect(tokenRequest?.headers.authorization).toBe(`Basic ${basic}`);
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest?.body).toBe('grant_type=client_credentials');
    expect(artistRequest?.headers.authorization).toBe('Bearer tok-1');
  });

  it('reuses the token until it is about to expire', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 200, body: fullArtist }]);
    const spotifyCatalog = catalog();
    await Promise.all([spotifyCatalog.getArtist(ID), spotifyCatalog.getArtist(ID)]);
    await spotifyCatalog.getArtist(ID);
    expect(spotify.requests.filter((r) => r.path === '/api/token')).toHaveLength(1);
  });

  it('reports withdrawn fields as missing instead of inventing them, and says so once', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 200, body: reducedArtist }]);
    const spotifyCatalog = catalog();
    const artist = await spotifyCatalog.getArtist(ID);
    expect(artist).toMatchObject({
      followers: null,
      popularity: null,
      genres: null,
      imageUrl: null,
      missing: ['followers', 'popularity', 'genres', 'country', 'imageUrl'],
    });
    await spotifyCatalog.getArtist(ID);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatchObject({
      missing: ['followers', 'popularity', 'genres', 'imageUrl'],
    });
  });

  it('honours Retry-After on a 429 and then succeeds', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [
      { status: 429, headers: { 'retry-after': '1' }, body: { error: { status: 429 } } },
      { status: 200, body: fullArtist },
    ]);
    const started = Date.now();
    const artist = await catalog().getArtist(ID);
    expect(artist?.name).toBe('Harbor Lights');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(spotify.requests.filter((r) => r.path === ARTIST_PATH)).toHaveLength(2);
  });

  it('gives up after the bounded number of retries', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 429, headers: { 'retry-after': '2' } }]);
    await expect(catalog({ sleep, maxRetries: 2 }).getArtist(ID)).rejects.toBeInstanceOf(
      CatalogUnavailableError,
    );
    expect(sleep.mock.calls).toEqual([[2000], [2000]]);
    expect(spotify.requests.filter((r) => r.path === ARTIST_PATH)).toHaveLength(3);
  });

  it('does not sit out a Retry-After longer than it is willing to wait', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 429, headers: { 'retry-after': '3600' } }]);
    await expect(catalog({ sleep }).getArtist(ID)).rejects.toThrow(/wait 3600 s/);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a 5xx once more with a short backoff', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 502 }, { status: 200, body: fullArtist }]);
    expect((await catalog({ sleep }).getArtist(ID))?.id).toBe(ID);
    expect(sleep.mock.calls).toEqual([[250]]);
  });

  it('answers null for an unknown artist (404) and for a malformed id without asking', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [notFound]);
    expect(await catalog().getArtist(ID)).toBeNull();
    expect(await catalog().getArtist('../../v1/me')).toBeNull();
    expect(spotify.requests.some((r) => r.path.includes('me'))).toBe(false);
  });

  it('fetches a new token once when the API refuses the cached one', async () => {
    spotify.routes.set('POST /api/token', [
      token,
      { status: 200, body: { ...token.body, access_token: 'tok-2' } },
    ]);
    spotify.routes.set(`GET ${ARTIST_PATH}`, (request) =>
      request.headers.authorization === 'Bearer tok-2'
        ? { status: 200, body: fullArtist }
        : { status: 401, body: { error: { status: 401, message: 'The access token expired' } } },
    );
    expect((await catalog().getArtist(ID))?.id).toBe(ID);
    expect(spotify.requests.filter((r) => r.path === '/api/token')).toHaveLength(2);
  });

  it('fails clearly when Spotify refuses the client credentials', async () => {
    spotify.routes.set('POST /api/token', [
      { status: 400, body: { error: 'invalid_client', error_description: 'Invalid client' } },
    ]);
    await expect(catalog().getArtist(ID)).rejects.toThrow(/SPOTIFY_CLIENT_ID/);
  });

  it('times out a request that never answers', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 200, hang: true }]);
    await expect(catalog({ timeoutMs: 200 }).getArtist(ID)).rejects.toThrow(/within 200 ms/);
  });

  it('fails on a response it cannot read rather than guessing', async () => {
    spotify.routes.set(`GET ${ARTIST_PATH}`, [{ status: 200, body: { id: ID } }]);
    await expect(catalog().getArtist(ID)).rejects.toBeInstanceOf(CatalogUnavailableError);
  });

  it('reads up to 10 top tracks for the US market', async () => {
    spotify.routes.set(`GET ${TOP_TRACKS_PATH}`, [topTracks(12)]);
    const tracks = await catalog().getTopTracks(ID);
    expect(tracks).toHaveLength(10);
    expect(tracks[0]).toEqual({
      name: 'Song 1',
      albumName: 'Low Tide',
      albumImageUrl: 'https://i.scdn.co/image/album-0',
    });
    expect(tracks[1]).toEqual({ name: 'Song 2', albumName: 'Album 1' });
    const request = spotify.requests.find((r) => r.path === TOP_TRACKS_PATH);
    expect(request?.query.get('market')).toBe('US');
  });

  it('yields no top tracks and a warning when the endpoint is forbidden (403)', async () => {
    spotify.routes.set(`GET ${TOP_TRACKS_PATH}`, [forbidden]);
    expect(await catalog().getTopTracks(ID)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ spotifyId: ID, status: 403 }),
      expect.stringContaining('top tracks unavailable'),
    );
  });

  it('yields no top tracks when Spotify cannot be reached at all', async () => {
    spotify.routes.set('POST /api/token', [{ status: 503 }]);
    expect(await catalog({ sleep: () => Promise.resolve() }).getTopTracks(ID)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
