import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { createAuthServer } from '../../mocks';
import { createFakeAuthServer } from '../../test/fake-auth-server';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

afterEach(() => sessionStore.clear());

const routed = { timeout: 3_000 };

describe('/v2/auth-callback', () => {
  it('exchanges the handoff code, strips it, waits 500 ms, fetches the user and routes a new user', async () => {
    const api = serveApi({ 'auth-user': () => json(makeAuthUser({ userId: 'user-1' })) });
    const { router } = renderRoute('/v2/auth-callback?handoff=code-1');

    expect(await screen.findByRole('status', { name: 'Completing sign in...' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/v2/auth-callback');
    expect(router.state.historyAction).toBe('REPLACE');

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/v2/onboarding/spotify'),
      routed,
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStore.getSnapshot().status).toBe('authenticated');
    expect(window.localStorage.getItem('v2_user_id')).toBe('user-1');
    expect(window.localStorage.getItem('v2_user_state')).toBe('new');

    const tokenCall = api.requests.findIndex((request) => request.url.endsWith('/auth/token'));
    const authUserCall = api.requests.findIndex((request) => request.url.endsWith('/auth-user'));
    expect(tokenCall).toBeGreaterThanOrEqual(0);
    expect(tokenCall).toBeLessThan(authUserCall);
    const authUser = api.requests[authUserCall];
    expect(authUser?.headers.get('Authorization')).toBe('Bearer access-token-2');
  });

  it('waits 500 ms between sign-in and fetching the user', async () => {
    const times: Record<string, number> = {};
    const api = serveApi({
      'auth-user': () => {
        times.authUser = performance.now();
        return json(makeAuthUser({ userState: 'app' }));
      },
    });
    const { router } = renderRoute('/v2/auth-callback?handoff=code-1');
    await waitFor(() => expect(api.auth.tokenCalls()).toHaveLength(1));
    times.token = performance.now();

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'), routed);
    expect((times.authUser ?? 0) - times.token).toBeGreaterThanOrEqual(450);
  });

  it('shows the error and returns to /v2 when the code is refused', async () => {
    serveApi({}, createFakeAuthServer({ handoffCodes: [] }));
    const { router } = renderRoute('/v2/auth-callback?handoff=spent');

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'), routed);
    expect(await screen.findByText('Authentication Error')).toBeVisible();
    expect(screen.getByText('Sign-in code expired')).toBeVisible();
    expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
  });

  it("says 'Session error: …' when the session cannot be started for another reason", async () => {
    const auth = createAuthServer({ handoffCodes: ['code-1'] });
    auth.fail('network');
    serveApi({}, auth);
    const { router } = renderRoute('/v2/auth-callback?handoff=code-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'), routed);
    expect(await screen.findByText('Authentication Error')).toBeVisible();
    expect(screen.getByText(/^Session error: /)).toBeVisible();
    expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
  });

  it('goes to /v2 when the user cannot be fetched', async () => {
    serveApi({ 'auth-user': () => json({ message: 'boom' }, 500) });
    const { router } = renderRoute('/v2/auth-callback?handoff=code-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'), routed);
  });

  it('on a reload (no code) routes the signed-in user by state', async () => {
    signIn();
    const api = serveApi({ 'auth-user': () => json(makeAuthUser({ userState: 'onboarded' })) });
    const { router } = renderRoute('/v2/auth-callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/processing'), routed);
    expect(api.auth.tokenCalls()).toHaveLength(0);
  });

  it('on a reload without a session goes to /v2', async () => {
    const api = serveApi({ 'auth-user': () => json(makeAuthUser()) });
    const { router } = renderRoute('/v2/auth-callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'), routed);
    expect(api.calls('auth-user')).toHaveLength(0);
  });

  describe('with an artist chosen before signing in', () => {
    it('submits onboarding; a failure (501 until onboarding lands) goes to the artist entry', async () => {
      window.localStorage.setItem('v2_onboarding_spotify_id', 'spotify-1');
      const api = serveApi({
        'auth-user': () => json(makeAuthUser()),
        'submit-onboarding': () => json({ error: 'not_implemented', message: 'Not yet' }, 501),
      });
      const { router } = renderRoute('/v2/auth-callback?handoff=code-1');

      await waitFor(
        () => expect(router.state.location.pathname).toBe('/v2/onboarding/spotify'),
        routed,
      );
      expect(api.calls('submit-onboarding')).toHaveLength(1);
      expect(window.localStorage.getItem('v2_onboarding_spotify_id')).toBe('spotify-1');
    });

    it('sends the invite token and goes to the waiting list when capacity is full', async () => {
      window.localStorage.setItem('v2_onboarding_spotify_id', 'spotify-1');
      window.localStorage.setItem('v2_spotify_profile', '{}');
      window.localStorage.setItem('v2_invite_token', 'invite-7');
      const api = serveApi({
        'auth-user': () => json(makeAuthUser()),
        'submit-onboarding': () =>
          json({
            success: true,
            userState: 'new',
            waitingListJoinedAt: '2025-06-01T10:00:00Z',
            error: null,
          }),
      });
      const { router } = renderRoute('/v2/auth-callback?handoff=code-1');

      await waitFor(() => expect(router.state.location.pathname).toBe('/v2/waiting-list'), routed);
      expect(api.calls('submit-onboarding')[0]).toMatchObject({
        userId: 'user-1',
        spotifyId: 'spotify-1',
        inviteToken: 'invite-7',
      });
      expect(window.localStorage.getItem('v2_waiting_list_joined_at')).toBe('2025-06-01T10:00:00Z');
      expect(window.localStorage.getItem('v2_onboarding_spotify_id')).toBeNull();
      expect(window.localStorage.getItem('v2_spotify_profile')).toBeNull();
      expect(window.localStorage.getItem('v2_invite_token')).toBeNull();
    });

    it('shows an invalid invite code', async () => {
      window.localStorage.setItem('v2_onboarding_spotify_id', 'spotify-1');
      serveApi({
        'auth-user': () => json(makeAuthUser()),
        'submit-onboarding': () =>
          json({ success: false, userState: 'new', waitingListJoinedAt: null, error: 'Bad code' }),
      });
      const { router } = renderRoute('/v2/auth-callback?handoff=code-1');

      await waitFor(
        () => expect(router.state.location.pathname).toBe('/v2/onboarding/spotify'),
        routed,
      );
      expect(await screen.findByText('Invalid Invite Code')).toBeVisible();
      expect(screen.getByText('Bad code')).toBeVisible();
    });
  });
});

describe('legacy /onboard?handoff=', () => {
  it('establishes the session and strips the code', async () => {
    const api = serveApi();
    const { router } = renderRoute('/onboard?handoff=code-1&step=google-auth');

    await waitFor(() => expect(sessionStore.getSnapshot().status).toBe('authenticated'));
    expect(api.auth.tokenCalls()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/onboard');
    expect(router.state.location.search).toBe('?step=google-auth');
  });

  it('shows a failed sign-in', async () => {
    serveApi();
    const { router } = renderRoute('/onboard?auth_error=Access%20denied');
    expect(await screen.findByText('Authentication Failed')).toBeVisible();
    expect(screen.getByText('Access denied')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
