// Legacy createUser with an onboarding payload admits the same way as v2 submit-onboarding.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUserResponseSchema,
  type SavedSpotifyProfile,
  type TokenResponse,
} from '@encore/contracts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { findUserArtist } from './service.ts';
import { admissionKit, artistIds, type AdmissionKit } from './testing/admission-kit.ts';

const server = useTestApp({}, { workers: false });
let kit: AdmissionKit;

beforeAll(async () => {
  kit = admissionKit(server);
});

function savedProfile(id: string, name: string): SavedSpotifyProfile {
  const url = `https://open.spotify.com/artist/${id}`;
  return {
    artist: {
      id,
      name,
      followers: { total: 1234 },
      genres: ['indie pop'],
      popularity: 55,
      external_urls: { spotify: url },
      images: [{ url: `https://i.scdn.co/image/${id}` }],
    },
    spotify_url: url,
    completed: true,
  };
}

async function createUser(tokens: TokenResponse, profile: SavedSpotifyProfile) {
  const response = await server.call(
    'createUser',
    {
      user: { id: tokens.user.id, email: tokens.user.email, created_at: '2025-01-01T00:00:00Z' },
      onboarding: { spotify_profile: profile, completed_at: '2025-01-02T00:00:00Z' },
      app_context: { source: 'web', version: '1.0.0', timestamp: '2025-01-01T00:00:00Z' },
    },
    tokens.access_token,
  );
  expect(response.status).toBe(200);
  return createUserResponseSchema.parse(response.body);
}

describe('createUser with an artist (legacy onboarding)', () => {
  it('admits the user while capacity is free and queues their designs', async () => {
    await kit.openCapacity();
    const tokens = await kit.signIn('Legacy Admitted');
    const status = await createUser(tokens, savedProfile('legacyArtist0000000001', 'Old Band'));
    expect(status).toMatchObject({
      status: 'new',
      user_status: null,
      userState: 'onboarded',
      waitingListJoinedAt: null,
    });
    expect((await kit.userRow(tokens.user.id))?.state).toBe('onboarded');
    expect(await kit.designJobsOf(tokens.user.id)).toBe(1);
    expect(await findUserArtist(server.database.db, tokens.user.id)).toMatchObject({
      spotifyId: 'legacyArtist0000000001',
      profile: { artistName: 'Old Band', followers: 1234 },
    });
  });

  it('leaves the user new, on the waiting list, when capacity is full', async () => {
    await kit.setFreeSpots(0);
    const tokens = await kit.signIn('Legacy Waiting');
    const status = await createUser(tokens, savedProfile('legacyArtist0000000002', 'Late Band'));
    const row = await kit.userRow(tokens.user.id);
    expect(row?.state).toBe('new');
    expect(row?.waitingListJoinedAt).toBeInstanceOf(Date);
    // The answer says so, for the /onboard flow to show the waiting list (spec §2.3).
    expect(status).toMatchObject({
      status: 'new',
      userState: 'new',
      waitingListJoinedAt: row?.waitingListJoinedAt?.toISOString(),
    });
    expect(await kit.designJobsOf(tokens.user.id)).toBe(0);
  });

  it('reports a different artist than the one linked in v2', async () => {
    await kit.openCapacity();
    const tokens = await kit.signIn('Both Generations');
    await kit.submit(tokens, artistIds[0] ?? '');
    const status = await createUser(tokens, savedProfile('legacyArtist0000000003', 'Other Band'));
    expect(status.user_status).toBe('existing_different_artist');
    expect((await findUserArtist(server.database.db, tokens.user.id))?.spotifyId).toBe(
      artistIds[0],
    );
  });
});
