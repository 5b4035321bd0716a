import { sessionStore, type StoredSession } from '../lib/auth';

export function makeStoredSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    accessToken: 'access-token-1',
    refreshToken: 'refresh-token-1',
    expiresAt: Date.now() + 60 * 60 * 1000,
    user: { id: 'user-1', email: 'artist@example.com', name: 'Ari Artist', avatarUrl: null },
    ...overrides,
  };
}

/** Puts the app's session store into a signed-in state. */
export function signIn(overrides: Partial<StoredSession> = {}): StoredSession {
  const session = makeStoredSession(overrides);
  sessionStore.setSession(session);
  return session;
}
