import { describe, expect, it } from 'vitest';
import {
  buildStoreRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  getDesignsResponseSchema,
  getStoreDataResponseSchema,
} from './legacy.ts';
import { userIdQuerySchema } from '../core/user-id-query.ts';

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

describe('buildStore request', () => {
  it('accepts design asset ids', () => {
    const body = { userId: 'u1', selectedDesigns: ['a', 'b'], timestamp: '2025-01-01' };
    expect(buildStoreRequestSchema.parse(body)).toEqual(body);
  });

  it('needs at least one design, with the product message', () => {
    const result = buildStoreRequestSchema.safeParse({ userId: 'u1', selectedDesigns: [] });
    expect(result.error?.issues[0]?.message).toBe('Pick at least 1 design to launch your store');
  });

  it('rejects wrong types', () => {
    expect(buildStoreRequestSchema.safeParse({ userId: 1, selectedDesigns: ['a'] }).success).toBe(
      false,
    );
    expect(buildStoreRequestSchema.safeParse({ userId: 'u1', selectedDesigns: 'a' }).success).toBe(
      false,
    );
  });
});

describe('GET query', () => {
  it('needs one non-empty userId', () => {
    expect(userIdQuerySchema.parse({ userId: 'u1', other: 'x' })).toEqual({ userId: 'u1' });
    expect(userIdQuerySchema.safeParse({ userId: '' }).success).toBe(false);
    expect(userIdQuerySchema.safeParse({ userId: ['a', 'b'] }).success).toBe(false);
  });
});

describe('responses', () => {
  it('reads get-designs as a bare list or as an object with store flags', () => {
    const bare = getDesignsResponseSchema.parse([{ trackName: 'T', designAssetId: 'x' }]);
    expect(bare).toEqual({ designs: [expect.objectContaining({ id: 'x', trackName: 'T' })] });

    const wrapped = getDesignsResponseSchema.parse({
      designs: [{ trackName: 'T', desingAssetId: 'y' }],
      isStoreEnabled: null,
      isStorePrivate: false,
      shopifyStoreUrl: 'https://shop.example.com',
    });
    expect(wrapped.designs[0]?.id).toBe('y');
    expect(wrapped).toMatchObject({ isStoreEnabled: null, isStorePrivate: false });
  });

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

  it('needs a known store state in store data', () => {
    expect(getStoreDataResponseSchema.safeParse({ storeState: 'ready' }).success).toBe(true);
    expect(getStoreDataResponseSchema.safeParse({ storeState: 'live' }).success).toBe(false);
  });
});
