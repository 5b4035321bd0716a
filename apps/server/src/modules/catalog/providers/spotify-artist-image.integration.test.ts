// getArtistImage on the Spotify provider: the artist's images[0] fetched from the image host (a
// local stand-in), best effort and bounded in time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeSpotifyServer, type FakeSpotifyServer } from '../testing/fake-spotify-server.ts';
import { createOfflineCatalog } from './offline-catalog.ts';
import { demoArtists } from '@encore/demo-catalog';
import { createSpotifyWebApiCatalog } from './spotify-web-api.ts';

const ID = '1vCWHaC5f2uS3yhpwWbIA6';
const token = {
  status: 200,
  body: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 },
};
const artistWithImage = (url: string | null) => ({
  status: 200,
  body: {
    id: ID,
    name: 'Harbor Lights',
    external_urls: { spotify: `https://open.spotify.com/artist/${ID}` },
    images: url === null ? [] : [{ url, height: 640, width: 640 }],
  },
});

describe('getArtistImage', () => {
  let spotify: FakeSpotifyServer;
  const logger = { warn: vi.fn(), info: vi.fn() };
  const catalog = () =>
    createSpotifyWebApiCatalog({
      clientId: 'id',
      clientSecret: 'secret',
      apiBaseUrl: spotify.baseUrl,
      accountsBaseUrl: spotify.baseUrl,
      timeoutMs: 500,
      logger,
    });

  beforeEach(async () => {
    spotify = await startFakeSpotifyServer();
    spotify.routes.set('POST /api/token', [token]);
  });
  afterEach(async () => {
    expect(spotify.unhandled).toEqual([]);
    await spotify.close();
  });

  it("fetches the artist's first picture", async () => {
    spotify.routes.set(`GET /v1/artists/${ID}`, [artistWithImage(`${spotify.baseUrl}/image/640`)]);
    spotify.routes.set('GET /image/640', [
      { status: 200, headers: { 'content-type': 'image/jpeg' }, body: 'JPEG bytes' },
    ]);
    expect((await catalog().getArtistImage(ID))?.toString()).toBe('JPEG bytes');
  });

  it('gives null without a picture, for a non-image answer and on a timeout', async () => {
    spotify.routes.set(`GET /v1/artists/${ID}`, [
      artistWithImage(null),
      artistWithImage(`${spotify.baseUrl}/image/html`),
      artistWithImage(`${spotify.baseUrl}/image/slow`),
    ]);
    spotify.routes.set('GET /image/html', [{ status: 200, body: '<html>' }]);
    spotify.routes.set('GET /image/slow', [{ status: 200, hang: true }]);
    expect(await catalog().getArtistImage(ID)).toBeNull();
    expect(await catalog().getArtistImage(ID)).toBeNull();
    expect(await catalog().getArtistImage(ID)).toBeNull();
    const messages = logger.warn.mock.calls.map((call: unknown[]) => call[1]);
    expect(messages).toContain('artist picture not usable');
    expect(messages).toContain('artist picture could not be fetched');
  });

  it('renders the offline catalog’s picture instead of fetching it', async () => {
    const offline = createOfflineCatalog({ publicUrl: 'http://encore.test' });
    const image = await offline.getArtistImage(demoArtists[0]?.id ?? '');
    expect(image?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await offline.getArtistImage('0000000000000000000000')).toBeNull();
  });
});
