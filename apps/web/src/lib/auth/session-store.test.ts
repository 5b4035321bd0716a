import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '../analytics';
import { createMemoryStorage } from '../storage';
import { storageKeys } from '../storage-keys';
import { createAuthServer } from '../../mocks';
import { mswServer } from '../../test/msw-server';
import { makeStoredSession } from '../../test/session';
import { createSessionStore, sessionStore } from './session-store';
import { forgetEverything, signOut } from './sign-out';
import { toStoredSession } from './token-session';

afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
});

function setup() {
  const storage = createMemoryStorage();
  const events = new EventTarget();
  const store = createSessionStore({ storage, events });
  return { storage, events, store };
}

describe('createSessionStore', () => {
  it('is unauthenticated with nothing stored (no fake sign-in)', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual({ status: 'unauthenticated', session: null });
    expect(store.getAccessToken()).toBeNull();
  });

  it('reads a stored session and returns the same snapshot until it changes', () => {
    const { storage } = setup();
    storage.setItem(storageKeys.session, JSON.stringify(makeStoredSession()));
    const store = createSessionStore({ storage, events: new EventTarget() });

    const snapshot = store.getSnapshot();
    expect(snapshot).toEqual({
      status: 'authenticated',
      session: {
        accessToken: 'access-token-1',
        user: { id: 'user-1', email: 'artist@example.com', name: 'Ari Artist', avatarUrl: null },
      },
    });
    expect(store.getSnapshot()).toBe(snapshot);
    expect(store.getAccessToken()).toBe('access-token-1');
  });

  it('ignores malformed stored sessions', () => {
    const { storage } = setup();
    storage.setItem(storageKeys.session, JSON.stringify({ accessToken: 'x' }));
    expect(createSessionStore({ storage }).getSnapshot().status).toBe('unauthenticated');
    storage.setItem(storageKeys.session, 'not json');
    expect(createSessionStore({ storage }).getSnapshot().status).toBe('unauthenticated');
  });

  it('notifies subscribers when another tab signs in or out', () => {
    const { storage, events, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);

    storage.setItem(storageKeys.session, JSON.stringify(makeStoredSession()));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: storageKeys.session }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('authenticated');

    storage.removeItem(storageKeys.session);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().status).toBe('unauthenticated');
  });

  it('signs out when an access token without a refresh token expires', () => {
    vi.useFakeTimers();
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setSession(makeStoredSession({ expiresAt: Date.now() + 60_000, refreshToken: null }));
    expect(store.getSnapshot().status).toBe('authenticated');

    vi.advanceTimersByTime(60_000);

    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(store.getAccessToken()).toBeNull();
  });

  it('reports loading while an auth operation runs', () => {
    const { store } = setup();
    store.setLoading(true);
    expect(store.getSnapshot()).toEqual({ status: 'loading', session: null });
    store.setSession(makeStoredSession());
    expect(store.getSnapshot().status).toBe('authenticated');
  });
});

describe('signOut', () => {
  it('revokes the session and clears it, the stored user ids (legacy and v2), the v2 state and the analytics identity', async () => {
    const server = createAuthServer();
    mswServer.use(...server.handlers);
    const reset = vi.spyOn(analytics, 'reset');
    sessionStore.setSession(makeStoredSession());
    window.localStorage.setItem('v2_user_id', 'user-1');
    window.localStorage.setItem('userId', 'user-1');
    window.localStorage.setItem('v2_user_state', 'app');
    window.localStorage.setItem('encore.visitor_id', 'visitor-1');

    await signOut();

    expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
    expect(window.localStorage.getItem('encore.session')).toBeNull();
    expect(window.localStorage.getItem('v2_user_id')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('v2_user_state')).toBeNull();
    expect(window.localStorage.getItem('encore.visitor_id')).toBe('visitor-1');
    expect(reset).toHaveBeenCalledOnce();
    expect(server.logouts).toEqual(['Bearer access-token-1']);
  });

  it('stays signed in when the server cannot be reached', async () => {
    const server = createAuthServer();
    server.fail('network');
    mswServer.use(...server.handlers);
    sessionStore.setSession(makeStoredSession());

    await expect(signOut()).rejects.toThrow();
    expect(sessionStore.getSnapshot().status).toBe('authenticated');
  });
});

describe('forgetEverything', () => {
  it('clears all local storage and the session, in every tab', () => {
    sessionStore.setSession(makeStoredSession());
    window.localStorage.setItem('v2_invite_token', 'invite');
    window.localStorage.setItem('encore.visitor_id', 'visitor-1');

    forgetEverything();

    expect(window.localStorage.length).toBe(0);
    expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('toStoredSession', () => {
  const response = {
    access_token: 'a',
    token_type: 'bearer' as const,
    expires_in: 3600,
    expires_at: 1_750_000_000,
    refresh_token: 'r',
    user: { id: 'u', email: null, name: null, avatarUrl: null },
  };

  it('converts expires_at from seconds to milliseconds', () => {
    expect(toStoredSession(response, 1_750_000_000_000 - 3_600_000 + 200).expiresAt).toBe(
      1_750_000_000_000,
    );
  });

  it('counts from expires_in when the device clock is off by more than a minute', () => {
    const deviceNow = 1_750_000_000_000 + 2 * 3_600_000;
    expect(toStoredSession(response, deviceNow).expiresAt).toBe(deviceNow + 3_600_000);
  });
});
