import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  getArtistBySpotifyUrlRequestSchema,
  getArtistBySpotifyUrlResponseSchema,
  validateSpotifyArtistRequestSchema,
  validateSpotifyArtistResponseSchema,
} from './calls.ts';

export const getArtistBySpotifyUrlEndpoint = defineEndpoint({
  name: 'getArtistBySpotifyUrl',
  method: 'POST',
  generation: 'legacy',
  auth: false,
  userIdIn: null,
  body: getArtistBySpotifyUrlRequestSchema,
  response: getArtistBySpotifyUrlResponseSchema,
  summary: 'Look up an artist by its streaming-profile URL (no sign-in needed).',
});

export const validateSpotifyArtistEndpoint = defineEndpoint({
  name: 'validate-spotify-artist',
  method: 'POST',
  generation: 'v2',
  auth: false,
  userIdIn: null,
  body: validateSpotifyArtistRequestSchema,
  response: validateSpotifyArtistResponseSchema,
  summary: 'Validate an artist profile URL and return the artist (no sign-in needed).',
});
