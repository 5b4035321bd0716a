import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authUserResponseSchema,
  createUserResponseSchema,
  type SavedSpotifyProfile,
  type TokenResponse,
} from '@encore/contracts';
import { legacyOnboarding, userIdentities, users } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp();
let signIns = 0;

const slug = (name: string) => name.toLowerCase().replaceAll(' ', '-');

async function signIn(name: string, email = `${slug(name)}-${(signIns += 1)}@example.com`) {
  return await server.signIn({ email, name });
}

function artistProfile(id: string, name: string): SavedSpotifyProfile {
  return {
    artist: {
      id,
      name,
      followers: { total: 1234 },
      genres: ['indie pop'],
      popularity: 55,
      external_urls: { spotify: `https://open.spotify.com/artist/${id}` },
      images: [{ url: `https://i.scdn.co/image/${id}`, height: 640, width: 640 }],
    },
    spotify_url: `https://open.spotify.com/artist/${id}`,
    completed: true,
  };
}

function createUserBody(tokens: TokenResponse, spotifyProfile?: SavedSpotifyProfile) {
  return {
    user: {
      id: tokens.user.id,
      email: tokens.user.email,
      created_at: '2025-01-01T00:00:00.000Z',
      user_metadata: {},
    },
    ...(spotifyProfile
      ? {
          onboarding: {
            spotify_profile: spotifyProfile,
            social_platforms: { platforms: ['instagram'], completed: true },
            user_role: { role: 'manager', completed: true },
            completed_at: '2025-01-02T00:00:00.000Z',
          },
        }
      : {}),
    app_context: { source: 'web', version: '1.0.0', timestamp: '2025-01-01T00:00:00.000Z' },
  };
}

const createUser = async (tokens: TokenResponse, profile?: SavedSpotifyProfile) => {
  const response = await server.call(
    'createUser',
    createUserBody(tokens, profile),
    tokens.access_token,
  );
  expect(response.status).toBe(200);
  return createUserResponseSchema.parse(response.body);
};

describe('auth-user (v2)', () => {
  it('returns the signed-in user: id, state, profile and waiting-list time', async () => {
    const tokens = await signIn('Nina Simone');
    const response = await server.call('auth-user', {}, tokens.access_token);
    expect(response.status).toBe(200);
    expect(authUserResponseSchema.parse(response.body)).toEqual({
      userId: tokens.user.id,
      userState: 'new',
      profile: { email: tokens.user.email, name: 'Nina Simone', avatar: null },
      waitingListJoinedAt: null,
    });
  });

  it('answers a missing or revoked token with 401 "Unauthorized - please sign in again"', async () => {
    const response = await server.call('auth-user', undefined);
    expect(response).toEqual({
      status: 401,
      body: { error: 'unauthorized', message: 'Unauthorized - please sign in again' },
    });
  });

  it('accepts a POST with a JSON content type and no body at all', async () => {
    const tokens = await signIn('Empty Body');
    const response = await fetch(`${server.baseUrl}/webhook/auth-user`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.access_token}`,
      },
    });
    expect(response.status).toBe(200);
  });
});

describe('createUser (legacy user status)', () => {
  it('reports a fresh user as new, with the name from the identity provider', async () => {
    const tokens = await signIn('Fresh Person');
    const status = await createUser(tokens);
    expect(status).toMatchObject({
      userId: tokens.user.id,
      fullName: 'Fresh Person',
      googleProfileImage: null,
      status: 'new',
      user_status: null,
      spotifyUrl: null,
      isStoreEnabled: null,
      isStorePrivate: null,
      shopifyStoreUrl: null,
    });
  });

  it('reports a returning user without an artist as existing_incomplete', async () => {
    const tokens = await signIn('Returning Person');
    await createUser(tokens);
    const status = await createUser(tokens);
    expect(status.user_status).toBe('existing_incomplete');
    expect(status.spotifyUrl).toBeNull();
  });

  it('reports the artist of a v2 onboarding, so the first-generation screens keep the user', async () => {
    const tokens = await signIn('Second Generation');
    const spotifyId = 'bJDMBNUqR73suiBrv4jxzW';
    const submitted = await server.call(
      'submit-onboarding',
      { userId: tokens.user.id, spotifyId, inviteToken: '' },
      tokens.access_token,
    );
    expect(submitted.status).toBe(200);
    await createUser(tokens);
    const status = await createUser(tokens);
    expect(status.spotifyUrl).toBe(`https://open.spotify.com/artist/${spotifyId}`);
    expect(status.user_status).toBeNull();
  });

  it('stores the onboarding and reports its artist link', async () => {
    const tokens = await signIn('Onboarded Person');
    const profile = artistProfile('artist111', 'The Firsts');
    const sent = await createUser(tokens, profile);
    expect(sent).toMatchObject({
      status: 'new',
      user_status: null,
      spotifyUrl: profile.spotify_url,
      spotifyLeanData: { id: 'artist111', name: 'The Firsts' },
    });

    // The status check afterwards (no onboarding in the body) keeps everything.
    const checked = await createUser(tokens);
    expect(checked).toMatchObject({ user_status: null, spotifyUrl: profile.spotify_url });
    const [row] = await server.database.db
      .select()
      .from(legacyOnboarding)
      .where(eq(legacyOnboarding.userId, tokens.user.id));
    expect(row).toMatchObject({
      spotifyProfile: profile,
      socialPlatforms: { platforms: ['instagram'], completed: true },
      userRole: { role: 'manager', completed: true },
      completedAt: new Date('2025-01-02T00:00:00.000Z'),
    });
  });

  it('keeps the first artist and says so when another one is sent', async () => {
    const tokens = await signIn('Two Artists');
    const first = artistProfile('artistAAA', 'First Band');
    await createUser(tokens, first);
    const status = await createUser(tokens, artistProfile('artistBBB', 'Second Band'));
    expect(status.user_status).toBe('existing_different_artist');
    expect(status.spotifyUrl).toBe(first.spotify_url);
  });
});

describe('delete-account', () => {
  const deleteAccount = (tokens: TokenResponse, confirmationText: string) =>
    server.call(
      'delete-account',
      { userId: tokens.user.id, confirmationText },
      tokens.access_token,
    );

  it('refuses a confirmation that is not DELETE (nor the artist name) with a 400', async () => {
    const tokens = await signIn('Careful Person');
    for (const text of ['delete', 'DELETE ', 'Some Band']) {
      const response = await deleteAccount(tokens, text);
      expect(response).toEqual({
        status: 400,
        body: {
          error: 'invalid_confirmation',
          message: 'Please type DELETE to confirm account deletion.',
          field: 'confirmationText',
        },
      });
    }
    // Still there.
    expect((await server.call('auth-user', {}, tokens.access_token)).status).toBe(200);
  });

  it('accepts the exact artist name from the first-generation screen', async () => {
    const tokens = await signIn('Legacy Deleter');
    await createUser(tokens, artistProfile('artistCCC', 'Exact Name'));
    expect((await deleteAccount(tokens, 'exact name')).status).toBe(400);
    const response = await deleteAccount(tokens, 'Exact Name');
    expect(response).toEqual({ status: 200, body: { success: true } });
  });

  it('signs out everywhere, removes personal data, and lets the account start over as new', async () => {
    const email = `leaving-${(signIns += 1)}@example.com`;
    const tokens = await signIn('Leaving Person', email);
    const otherDevice = await signIn('Leaving Person', email);
    expect(otherDevice.user.id).toBe(tokens.user.id);
    await createUser(tokens, artistProfile('artistDDD', 'Leaving Band'));

    const response = await deleteAccount(tokens, 'DELETE');
    expect(response).toEqual({ status: 200, body: { success: true } });

    // Every session is gone: both devices' access and refresh tokens.
    for (const session of [tokens, otherDevice]) {
      const check = await server.call('auth-user', {}, session.access_token);
      expect(check.status).toBe(401);
      const refreshed = await fetch(`${server.baseUrl}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: session.refresh_token }),
      });
      expect(refreshed.status).toBe(400);
    }

    // The row stays as an anonymous owner id; the personal data and the identity link are gone.
    const [row] = await server.database.db.select().from(users).where(eq(users.id, tokens.user.id));
    expect(row).toMatchObject({ email: null, name: null, avatarUrl: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const links = await server.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, tokens.user.id));
    expect(links).toEqual([]);
    const onboarding = await server.database.db
      .select()
      .from(legacyOnboarding)
      .where(eq(legacyOnboarding.userId, tokens.user.id));
    expect(onboarding).toEqual([]);

    // The same account signs up again as a brand-new user.
    const again = await signIn('Leaving Person', email);
    expect(again.user.id).not.toBe(tokens.user.id);
    const fresh = await server.call('auth-user', {}, again.access_token);
    expect(fresh.body).toMatchObject({ userId: again.user.id, userState: 'new' });
    expect((await createUser(again)).spotifyUrl).toBeNull();
  });
});
