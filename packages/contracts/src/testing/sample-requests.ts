import type { EndpointName, RequestOf } from '../endpoints.ts';

export type SampleRequests = { readonly [N in EndpointName]: RequestOf<N> };

const artistUrl = 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb';

/**
 * A valid request (the query of a GET, the body of a POST) for every workflow endpoint, acting
 * for `userId`. For tests that walk the registry, e.g. an IDOR test that swaps in another user.
 * The mapped type makes a missing endpoint a compile error.
 */
export function makeSampleRequests(userId: string, email = 'artist@example.com'): SampleRequests {
  return {
    getArtistBySpotifyUrl: { artistUrl },
    createUser: {
      user: { id: userId, email, created_at: '2025-01-01T00:00:00.000Z', user_metadata: {} },
      app_context: { source: 'web', version: '1.0.0', timestamp: '2025-01-01T00:00:00.000Z' },
    },
    buildStoreStatus: { userId },
    'get-designs': { userId },
    getDesignsAndMocks: { userId },
    'get-store-data': { userId },
    getProcessingStatus: { userId },
    buildStore: {
      userId,
      selectedDesigns: ['asset-1'],
      timestamp: '2025-01-01T00:00:00.000Z',
    },
    'auth-user': {},
    'validate-spotify-artist': { artistUrl },
    'submit-onboarding': { userId, spotifyId: '4Z8W4fKeB5YxbusRsdQVPb', inviteToken: '' },
    'build-store': { userId, selectedDesigns: ['asset-1'] },
    'store/update-status': { userId, isStoreEnabled: true },
    'store/update-privacy': { userId, isStorePrivate: false },
    'store/update-password': { userId, password: 'backstage' },
    'update-notification-preference': { userId, notificationMethod: 'email' },
    'delete-account': { userId, confirmationText: 'DELETE' },
    'v2/designs': { userId },
    'v2/regenerate-design': { userId, trackName: 'Sample Track' },
    'export-my-data': { userId },
  };
}
