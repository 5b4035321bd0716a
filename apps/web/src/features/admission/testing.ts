import type { ValidatedProfile } from '@encore/contracts';

/** A validated artist as validate-spotify-artist answers, with overrides. */
export function makeValidatedProfile(overrides: Partial<ValidatedProfile> = {}): ValidatedProfile {
  return {
    spotifyId: 'cMPP8NKX1kMB0MyhBaeLW4',
    artistName: 'Los Relámpagos',
    imageUrl: '/catalog/images/cMPP8NKX1kMB0MyhBaeLW4.jpg',
    followers: 48_234_567,
    country: 'MX',
    genres: ['regional mexican', 'norteño'],
    spotifyUrl: 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4',
    ...overrides,
  };
}

export const demoArtistUrl = 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4';
