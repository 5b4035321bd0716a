import { describe, expect, it } from 'vitest';
import {
  classifySpotifyLink,
  normalizeSpotifyArtistUrl,
  parseSpotifyArtistId,
  spotifyUrlMessages,
  validateLegacyArtistUrl,
  validateV2ArtistUrl,
} from './spotify-url.ts';

const ID = '4Z8W4fKeB5YxbusRsdQVPb';
const ARTIST = `https://open.spotify.com/artist/${ID}`;

const valid = { valid: true, error: null };
const blank = { valid: false, error: null };
const invalid = (error: string) => ({ valid: false, error });

describe('the messages', () => {
  it('are the exact texts of spec §5', () => {
    expect(spotifyUrlMessages).toEqual({
      notSpotify: 'Please enter a valid Spotify URL',
      legacyTrack: 'This is a track URL. Please share your artist profile instead',
      legacyPlaylist: 'This is a playlist URL. Please share your artist profile instead',
      notArtist: 'Please enter a valid Spotify artist profile URL',
      incomplete: 'This artist URL seems incomplete. Please copy the full link',
      v2TrackOrPlaylist: 'Please use an artist profile URL, not a track or playlist',
    });
  });
});

describe('validateLegacyArtistUrl', () => {
  it('gives no error for an empty or blank input, which is still not valid', () => {
    expect(validateLegacyArtistUrl('')).toEqual(blank);
    expect(validateLegacyArtistUrl('   \n')).toEqual(blank);
  });

  it.each([
    'hello',
    'https://example.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'https://spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'https://www.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'https://open.spotify.com.evil.example/artist/4Z8W4fKeB5YxbusRsdQVPb',
    // A Spotify link inside another site's URL is not a Spotify link.
    'https://evil.example/?next=open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'ftp://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'https://spotify.link/AbCdEf123',
  ])('rule 1 — must be an open.spotify.com link: %s', (url) => {
    expect(validateLegacyArtistUrl(url)).toEqual(invalid(spotifyUrlMessages.notSpotify));
  });

  it.each([
    'https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp',
    'https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp?si=abc123',
    'https://open.spotify.com/intl-de/track/3n3Ppam7vgaVa1iaRUc9Lp',
    'https://open.spotify.com/embed/track/3n3Ppam7vgaVa1iaRUc9Lp',
    'open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp',
    'spotify:track:3n3Ppam7vgaVa1iaRUc9Lp',
  ])('rule 2 — a track link: %s', (url) => {
    expect(validateLegacyArtistUrl(url)).toEqual(invalid(spotifyUrlMessages.legacyTrack));
  });

  it.each([
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'https://open.spotify.com/intl-pt/playlist/37i9dQZF1DXcBWIGoYBM5M?si=x',
    'spotify:playlist:37i9dQZF1DXcBWIGoYBM5M',
  ])('rule 3 — a playlist link: %s', (url) => {
    expect(validateLegacyArtistUrl(url)).toEqual(invalid(spotifyUrlMessages.legacyPlaylist));
  });

  it.each([
    'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3',
    'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk',
    'https://open.spotify.com/user/spotify',
    'https://open.spotify.com/',
    'https://open.spotify.com',
    'https://open.spotify.com/intl-de/',
    'https://open.spotify.com/artists/4Z8W4fKeB5YxbusRsdQVPb',
    'spotify:album:1DFixLWuPkv3KT3TnV35m3',
    // The id is there but is not a Spotify id: wrong characters or too long.
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVP!',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPbX',
    'https://open.spotify.com/artist/4Z8W4fKeB5Yxbus-sdQVPb',
  ])('rule 4 — not an artist profile link: %s', (url) => {
    expect(validateLegacyArtistUrl(url)).toEqual(invalid(spotifyUrlMessages.notArtist));
  });

  it.each([
    'https://open.spotify.com/artist/',
    'https://open.spotify.com/artist',
    'open.spotify.com/artist/',
    'https://open.spotify.com/artist/?si=abc',
    // 35 characters: the spec's "must be longer than 35 characters".
    'https://open.spotify.com/artist/abc',
    // Longer than 35 but cut short: still not a whole id.
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQV',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQV?si=0123456789abcdef',
    'https://open.spotify.com/intl-de/artist/4Z8W4f',
    'spotify:artist:',
  ])('rule 5 — an incomplete artist link: %s', (url) => {
    expect(validateLegacyArtistUrl(url)).toEqual(invalid(spotifyUrlMessages.incomplete));
  });

  it('counts 35 characters as too short, as the spec says', () => {
    expect('https://open.spotify.com/artist/abc').toHaveLength(35);
  });

  it.each([
    ARTIST,
    `${ARTIST}/`,
    `${ARTIST}?si=AbCdEfGh-123_xyz`,
    `${ARTIST}?si=abc#top`,
    `  ${ARTIST}  `,
    `http://open.spotify.com/artist/${ID}`,
    `open.spotify.com/artist/${ID}`,
    `HTTPS://OPEN.SPOTIFY.COM/artist/${ID}`,
    `https://open.spotify.com/intl-de/artist/${ID}`,
    `https://open.spotify.com/intl-pt/artist/${ID}?si=x`,
    `https://open.spotify.com/intl-pt-br/artist/${ID}`,
    `https://open.spotify.com/embed/artist/${ID}`,
    `https://open.spotify.com/artist/${ID}/discography/all`,
    `spotify:artist:${ID}`,
  ])('accepts a complete artist link: %s', (url) => {
    expect(validateLegacyArtistUrl(url)).toEqual(valid);
  });

  it('applies the rules in order: a non-Spotify track link is first not Spotify', () => {
    expect(validateLegacyArtistUrl('https://example.com/track/1').error).toBe(
      spotifyUrlMessages.notSpotify,
    );
  });
});

describe('validateV2ArtistUrl', () => {
  it('is neither valid nor an error when blank', () => {
    expect(validateV2ArtistUrl('')).toEqual(blank);
    expect(validateV2ArtistUrl('  ')).toEqual(blank);
  });

  it.each([
    'https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp',
    'https://open.spotify.com/intl-de/track/3n3Ppam7vgaVa1iaRUc9Lp?si=1',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'spotify:track:3n3Ppam7vgaVa1iaRUc9Lp',
  ])('has one message for track and playlist links: %s', (url) => {
    expect(validateV2ArtistUrl(url)).toEqual(invalid(spotifyUrlMessages.v2TrackOrPlaylist));
  });

  it.each([
    'hello',
    'https://example.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'https://example.com/track/3n3Ppam7vgaVa1iaRUc9Lp',
    'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3',
    'https://open.spotify.com/',
    'https://open.spotify.com/artist/',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQV',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPbX',
  ])('says "not an artist profile link" for anything else: %s', (url) => {
    expect(validateV2ArtistUrl(url)).toEqual(invalid(spotifyUrlMessages.notArtist));
  });

  it.each([
    ARTIST,
    `${ARTIST}?si=abc`,
    `https://open.spotify.com/intl-de/artist/${ID}`,
    `open.spotify.com/artist/${ID}/`,
    `spotify:artist:${ID}`,
  ])('accepts a complete artist link: %s', (url) => {
    expect(validateV2ArtistUrl(url)).toEqual(valid);
  });
});

describe('parseSpotifyArtistId', () => {
  it.each([
    ARTIST,
    `${ARTIST}/`,
    `${ARTIST}?si=AbCdEfGh123`,
    `${ARTIST}#about`,
    `http://open.spotify.com/artist/${ID}`,
    `open.spotify.com/artist/${ID}`,
    `https://open.spotify.com/intl-de/artist/${ID}`,
    `https://open.spotify.com/intl-pt/artist/${ID}?si=abc&nd=1`,
    `https://open.spotify.com/embed/artist/${ID}`,
    `spotify:artist:${ID}`,
    `\t${ARTIST}\n`,
  ])('finds the id in %s', (url) => {
    expect(parseSpotifyArtistId(url)).toBe(ID);
  });

  it('keeps the id exactly, letter case included', () => {
    expect(parseSpotifyArtistId('https://open.spotify.com/artist/0123456789abcdefABCDEF')).toBe(
      '0123456789abcdefABCDEF',
    );
  });

  it.each([
    '',
    'hello',
    'https://open.spotify.com/artist/',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQV',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPbX',
    'https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp',
    'https://example.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
  ])('is null for %s', (url) => {
    expect(parseSpotifyArtistId(url)).toBeNull();
  });
});

describe('normalizeSpotifyArtistUrl', () => {
  it.each([
    `${ARTIST}?si=AbCdEfGh123`,
    `http://open.spotify.com/intl-de/artist/${ID}/`,
    `open.spotify.com/artist/${ID}#x`,
    `spotify:artist:${ID}`,
  ])('gives the canonical link for %s', (url) => {
    expect(normalizeSpotifyArtistUrl(url)).toBe(ARTIST);
  });

  it('is null for a link that is not a complete artist link', () => {
    expect(normalizeSpotifyArtistUrl('https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp')).toBe(
      null,
    );
  });
});

describe('classifySpotifyLink', () => {
  it('tells every kind apart', () => {
    expect(classifySpotifyLink(' ')).toEqual({ kind: 'empty' });
    expect(classifySpotifyLink('x')).toEqual({ kind: 'not-spotify' });
    expect(classifySpotifyLink('open.spotify.com/track/1')).toEqual({ kind: 'track' });
    expect(classifySpotifyLink('open.spotify.com/playlist/1')).toEqual({ kind: 'playlist' });
    expect(classifySpotifyLink('open.spotify.com/album/1')).toEqual({ kind: 'other' });
    expect(classifySpotifyLink('open.spotify.com/artist/1')).toEqual({
      kind: 'artist-incomplete',
    });
    expect(classifySpotifyLink('open.spotify.com/artist/1-2')).toEqual({
      kind: 'artist-malformed',
    });
    expect(classifySpotifyLink(ARTIST)).toEqual({ kind: 'artist', id: ID });
  });
});
