import { describe, expect, it } from 'vitest';
import { makeAuthUser } from '../../../test/fake-api';
import { decideAfterSignIn } from './decide-after-sign-in';

describe('decideAfterSignIn (spec §4.5)', () => {
  it('sends a user that could not be fetched to /v2', () => {
    expect(decideAfterSignIn(null, 'spotify-1')).toEqual({ kind: 'go', to: '/v2' });
  });

  it('submits onboarding for a new user with a saved artist', () => {
    expect(decideAfterSignIn(makeAuthUser({ userId: 'u-9' }), 'spotify-1')).toEqual({
      kind: 'submit-onboarding',
      userId: 'u-9',
      spotifyId: 'spotify-1',
    });
  });

  it('submits onboarding for a new user with a saved artist even on the waiting list', () => {
    const user = makeAuthUser({ waitingListJoinedAt: '2025-06-01T00:00:00Z' });
    expect(decideAfterSignIn(user, 'spotify-1').kind).toBe('submit-onboarding');
  });

  it('sends a new user on the waiting list to its status', () => {
    const user = makeAuthUser({ waitingListJoinedAt: '2025-06-01T00:00:00Z' });
    expect(decideAfterSignIn(user, null)).toEqual({ kind: 'go', to: '/v2/on-waiting-list' });
  });

  it('sends a new user to enter their artist', () => {
    expect(decideAfterSignIn(makeAuthUser(), null)).toEqual({
      kind: 'go',
      to: '/v2/onboarding/spotify',
    });
  });

  it('sends an onboarded user to processing', () => {
    expect(decideAfterSignIn(makeAuthUser({ userState: 'onboarded' }), 'spotify-1')).toEqual({
      kind: 'go',
      to: '/v2/processing',
    });
  });

  it('sends an app user to their designs', () => {
    expect(decideAfterSignIn(makeAuthUser({ userState: 'app' }), null)).toEqual({
      kind: 'go',
      to: '/v2/main',
    });
  });
});
