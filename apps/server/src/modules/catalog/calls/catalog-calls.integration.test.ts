// The two public artist lookups through real HTTP, on the embedded catalog.
import { describe, expect, it } from 'vitest';
import {
  getArtistBySpotifyUrlResponseSchema,
  spotifyUrlMessages,
  validateSpotifyArtistResponseSchema,
} from '@encore/contracts';
import { demoArtistLinks } from '../index.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp();

const validate = (artistUrl: string) => server.call('validate-spotify-artist', { artistUrl });
const lookUp = (artistUrl: string) => server.call('getArtistBySpotifyUrl', { artistUrl });

const demo = demoArtistLinks[0];
if (!demo) throw new Error('no demo artist links');
const demoId = demo.url.split('/').at(-1) ?? '';

describe('validate-spotify-artist (v2)', () => {
  it('resolves a demo link to the validated profile', async () => {
    const response = await validate(demo.url);
    expect(response.status).toBe(200);
    const profile = validateSpotifyArtistResponseSchema.parse(response.body);
    expect(profile).toMatchObject({
      spotifyId: demoId,
      artistName: demo.name,
      spotifyUrl: `https://open.spotify.com/artist/${demoId}`,
      imageUrl: `${server.baseUrl}/catalog/images/${demoId}.jpg`,
    });
    expect(profile.followers).toEqual(expect.any(Number));
    expect(profile.genres).toContain(demo.genre);
  });

  it('accepts a localized link and strips the query string', async () => {
    const response = await validate(`https://open.spotify.com/intl-de/artist/${demoId}?si=abc123`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      spotifyId: demoId,
      spotifyUrl: `https://open.spotify.com/artist/${demoId}`,
    });
  });

  it('answers a track link with the v2 message of spec §5, naming artistUrl', async () => {
    const response = await validate('https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp');
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'invalid_request',
        message: spotifyUrlMessages.v2TrackOrPlaylist,
        field: 'artistUrl',
      },
    });
  });

  it('answers a link that is not an artist link with the v2 message', async () => {
    const response = await validate('https://example.com/artist/abc');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: spotifyUrlMessages.notArtist,
      field: 'artistUrl',
    });
  });

  it('answers an artist the catalog does not know with a 404 and a clear message', async () => {
    const response = await validate('https://open.spotify.com/artist/0000000000000000000000');
    expect(response).toEqual({
      status: 404,
      body: {
        error: 'artist_not_found',
        message: 'Artist not found. Please check the URL and try again.',
      },
    });
  });
});

describe('getArtistBySpotifyUrl (legacy)', () => {
  it('returns the artist object of spec §3', async () => {
    const response = await lookUp(`${demo.url}?si=share`);
    expect(response.status).toBe(200);
    const artist = getArtistBySpotifyUrlResponseSchema.parse(response.body);
    expect(artist).toMatchObject({
      id: demoId,
      name: demo.name,
      external_urls: { spotify: demo.url },
      images: [{ url: `${server.baseUrl}/catalog/images/${demoId}.jpg` }],
    });
    expect(artist.followers?.total).toEqual(expect.any(Number));
  });

  it('uses the legacy messages', async () => {
    const response = await lookUp('https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: spotifyUrlMessages.legacyTrack,
      field: 'artistUrl',
    });
    expect((await lookUp('https://open.spotify.com/artist/0000000000000000000000')).status).toBe(
      404,
    );
  });
});

describe('artist pictures', () => {
  it('serves the embedded catalog picture the profile points at', async () => {
    const response = await fetch(`${server.baseUrl}/catalog/images/${demoId}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('answers an unknown picture with a JSON 404, never the SPA', async () => {
    const response = await fetch(`${server.baseUrl}/catalog/images/nope.jpg`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
    const elsewhere = await fetch(`${server.baseUrl}/catalog/other`, {
      headers: { accept: 'text/html' },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.headers.get('content-type')).toContain('application/json');
  });
});
