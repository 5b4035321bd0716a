import { describe, expect, it } from 'vitest';
import { legacyUserStatus, readSpotifyProfile } from './legacy-status.ts';

const user = {
  id: 'u1',
  name: 'Ada',
  avatarUrl: 'https://example.com/a.png',
  state: 'new' as const,
};
const profile = {
  artist: {
    id: 'a1',
    name: 'Band',
    external_urls: { spotify: 'https://open.spotify.com/artist/a1' },
    images: [{ url: 'https://i.scdn.co/image/a1' }],
  },
  spotify_url: 'https://open.spotify.com/artist/a1',
  completed: true,
};

describe('legacyUserStatus', () => {
  it('is new with no detail on first contact', () => {
    expect(
      legacyUserStatus({
        user,
        storedProfile: undefined,
        firstContact: true,
        differentArtist: false,
      }),
    ).toMatchObject({ userId: 'u1', status: 'new', user_status: null, spotifyUrl: null });
  });

  it('is existing_incomplete for a returning user without an artist', () => {
    const status = legacyUserStatus({
      user,
      storedProfile: undefined,
      firstContact: false,
      differentArtist: false,
    });
    expect(status.user_status).toBe('existing_incomplete');
  });

  it('reports the stored artist link and a lean artist record', () => {
    const status = legacyUserStatus({
      user: { ...user, state: 'app' },
      storedProfile: readSpotifyProfile(profile),
      firstContact: false,
      differentArtist: false,
    });
    expect(status).toMatchObject({
      status: null,
      user_status: null,
      spotifyUrl: profile.spotify_url,
      fullName: 'Ada',
      googleProfileImage: 'https://example.com/a.png',
      spotifyLeanData: { id: 'a1', name: 'Band', imageUrl: 'https://i.scdn.co/image/a1' },
      isStoreEnabled: null,
    });
  });

  it('flags a different artist over everything else', () => {
    const status = legacyUserStatus({
      user,
      storedProfile: readSpotifyProfile(profile),
      firstContact: false,
      differentArtist: true,
    });
    expect(status.user_status).toBe('existing_different_artist');
  });

  it('treats a stored profile that breaks the contract as none', () => {
    expect(readSpotifyProfile({ artist: { id: 'x' } })).toBeUndefined();
    expect(readSpotifyProfile(null)).toBeUndefined();
  });
});
