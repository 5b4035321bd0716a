import { describe, expect, it } from 'vitest';
import {
  authUserRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  deleteAccountRequestSchema,
} from './calls.ts';

const user = { id: 'u1', email: 'a@b.c', created_at: '2025-01-01T00:00:00Z', user_metadata: {} };
const appContext = { source: 'web', version: '1.0.0', timestamp: '2025-01-01T00:00:00Z' };

describe('createUser request', () => {
  it('accepts the status-check shape without onboarding', () => {
    expect(createUserRequestSchema.safeParse({ user, app_context: appContext }).success).toBe(true);
  });

  it('accepts full onboarding data and strips unknown keys', () => {
    const parsed = createUserRequestSchema.parse({
      user,
      app_context: appContext,
      onboarding: {
        spotify_profile: {
          artist: {
            id: 'a1',
            name: 'Band',
            genres: ['indie'],
            external_urls: { spotify: 'https://open.spotify.com/artist/a1' },
          },
          spotify_url: 'https://open.spotify.com/artist/a1',
          completed: true,
        },
        social_platforms: { platforms: ['instagram', 'tiktok'], completed: true },
        user_role: { role: 'producer', completed: true },
        completed_at: '2025-01-01T00:00:00Z',
      },
      extra: 'ignored',
    });
    expect(parsed.onboarding?.user_role?.role).toBe('producer');
    expect('extra' in parsed).toBe(false);
  });

  it('rejects more than four social platforms and unknown roles', () => {
    const withOnboarding = (onboarding: object) =>
      createUserRequestSchema.safeParse({ user, app_context: appContext, onboarding });
    expect(
      withOnboarding({
        social_platforms: {
          platforms: ['instagram', 'tiktok', 'youtube', 'twitter', 'facebook'],
          completed: true,
        },
      }).success,
    ).toBe(false);
    expect(withOnboarding({ user_role: { role: 'admin', completed: true } }).success).toBe(false);
  });

  it('requires user and app_context', () => {
    const result = createUserRequestSchema.safeParse({ app_context: appContext });
    expect(result.error?.issues[0]).toMatchObject({ path: ['user'], message: 'user is required' });
    expect(createUserRequestSchema.safeParse({ user }).success).toBe(false);
  });
});

describe('createUser response', () => {
  it('reads user status with a null isStoreEnabled and rejects an unknown user_status', () => {
    const status = createUserResponseSchema.parse({
      userId: 'u1',
      isStoreEnabled: null,
      status: 'new',
      spotifyUrl: null,
    });
    expect(status.isStoreEnabled).toBeNull();
    expect(createUserResponseSchema.safeParse({ user_status: 'banned' }).success).toBe(false);
  });
});

describe('auth-user request', () => {
  it('accepts no body, an empty body or only user_context', () => {
    expect(authUserRequestSchema.safeParse(undefined).success).toBe(true);
    expect(authUserRequestSchema.safeParse({}).success).toBe(true);
    expect(authUserRequestSchema.safeParse({ user_context: { user_id: 'u' } }).success).toBe(true);
    expect(authUserRequestSchema.safeParse([]).success).toBe(false);
  });
});

describe('delete-account request', () => {
  it('takes any non-empty confirmation text, unchanged (the server decides what matches)', () => {
    for (const confirmationText of ['DELETE', 'delete', ' The Artist ']) {
      const parsed = deleteAccountRequestSchema.safeParse({ userId: 'u1', confirmationText });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.confirmationText).toBe(confirmationText);
    }
    expect(
      deleteAccountRequestSchema.safeParse({ userId: 'u1', confirmationText: '' }).error?.issues[0]
        ?.message,
    ).toBe('confirmationText must not be empty');
  });
});
