import { browserStorage, writeJson, type KeyValueStorage } from '../storage';
import { storageKeys } from '../storage-keys';
import { AuthApiError, createAuthApi, type AuthApi } from './auth-api';
import { browserLocks, refreshLockName, type LockRunner } from './refresh-lock';
import {
  parseStoredSession,
  type Session,
  type SessionState,
  type StoredSession,
} from './session-schema';
import { toStoredSession } from './token-session';

export interface SessionStore {
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  getSnapshot(): SessionState;
  /** Listening also runs the token refresh timer of this tab. */
  subscribe(listener: () => void): () => void;
  /** The unexpired session, read fresh from storage so other tabs' refreshes count. */
  getSession(): Session | null;
  /** The access token of the unexpired session. */
  getAccessToken(): string | null;
  /** The raw stored session, expired or not. */
  getStoredSession(): StoredSession | null;
  /** Saves a session (tests, and sign-in); ends any loading state. */
  setSession(session: StoredSession): void;
  /** Marks an auth operation in flight so guards wait for it. */
  setLoading(loading: boolean): void;
  /** Forgets the session in this and every other tab (no server call). */
  clear(): void;
  /** Exchanges a sign-in's one-time handoff code for tokens; concurrent calls share one. */
  signInWithHandoff(code: string): Promise<Session>;
  /** The unexpired session, refreshed first when only its access token expired. */
  getValidSession(): Promise<Session | null>;
  /**
   * Replaces an access token the server rejected (401). Resolves to the new session — maybe
   * one another tab already obtained — or null when signed out or the server is unreachable.
   */
  refreshSession(rejectedAccessToken: string): Promise<Session | null>;
  /** Revokes the session on the server, then forgets it here and in every tab. */
  signOut(): Promise<void>;
}

export interface SessionStoreOptions {
  storage?: KeyValueStorage;
  now?: () => number;
  /** Where `storage` and `online` events arrive; absent outside the browser. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  api?: AuthApi;
  locks?: LockRunner;
}

type RefreshOutcome =
  | { kind: 'session'; session: StoredSession }
  | { kind: 'signed-out' }
  | { kind: 'unavailable'; error: unknown };

// setTimeout overflows above 2^31-1 ms (about 24.8 days); a later deadline is re-checked then.
const maxTimerDelay = 2_147_483_647;
/** Refresh this long before the access token expires... */
const refreshMarginMs = 60_000;
/** ...and after a network failure retry with backoff from 5 s up to 1 min. */
const retryDelayMs = (attempt: number) => Math.min(60_000, 5_000 * 2 ** Math.max(0, attempt - 1));

const unauthenticated: SessionState = { status: 'unauthenticated', session: null };
const loadingState: SessionState = { status: 'loading', session: null };

function toSession(stored: StoredSession): Session {
  return { accessToken: stored.accessToken, user: stored.user };
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? browserStorage;
  const now = options.now ?? Date.now;
  const events = options.events ?? (typeof window === 'undefined' ? undefined : window);
  const api = options.api ?? createAuthApi();
  const locks = options.locks ?? browserLocks();
  const listeners = new Set<() => void>();
  const handoffs = new Map<string, Promise<Session>>();
  let loading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: Promise<RefreshOutcome> | null = null;
  // The refresh token whose refresh failed for a transient reason (network, 5xx), and how often.
  let failedRefreshToken: string | null = null;
  let failedAttempts = 0;

  /** The stored session; anything missing, unparsable or invalid reads as null. */
  function readStored(): StoredSession | null {
    const raw = storage.getItem(storageKeys.session);
    if (raw === null) return null;
    try {
      return parseStoredSession(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  function write(session: StoredSession) {
    const valid = parseStoredSession(session);
    if (valid === null) throw new TypeError('Not a valid session');
    writeJson(storage, storageKeys.session, valid);
    failedRefreshToken = null;
    failedAttempts = 0;
  }

  /** The session is over: forget it and the user id of either generation (spec §4.1, §2.7). */
  function endSession() {
    storage.removeItem(storageKeys.session);
    storage.removeItem(storageKeys.userId);
    storage.removeItem(storageKeys.v2UserId);
    storage.removeItem(storageKeys.v2UserState);
    failedRefreshToken = null;
    failedAttempts = 0;
  }

  function compute(): SessionState {
    if (loading) return loadingState;
    const stored = readStored();
    if (!stored) return unauthenticated;
    if (stored.expiresAt > now()) return { status: 'authenticated', session: toSession(stored) };
    // Only the access token expired: a refresh (running, or starting now) may keep the user
    // signed in, so guards wait instead of bouncing them. After a network failure they don't.
    if (stored.refreshToken && stored.refreshToken !== failedRefreshToken) {
      // Signed in a moment ago (the device slept through the refresh timer): stay signed in
      // while the refresh runs rather than unmounting the page for a loading screen.
      if (snapshot.status === 'authenticated' && snapshot.session.user.id === stored.user.id) {
        return snapshot;
      }
      return loadingState;
    }
    return unauthenticated;
  }

  let snapshot: SessionState = loadingState;
  snapshot = compute();

  function update() {
    const next = compute();
    if (!sameState(snapshot, next)) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    }
    schedule();
  }

  /** One timer per tab: the next refresh (or retry), or the expiry of a token without one. */
  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (listeners.size === 0 || inflight) return;
    const stored = readStored();
    if (!stored) return;
    const remaining = stored.expiresAt - now();
    if (!stored.refreshToken) {
      if (remaining > 0) timer = setTimeout(update, Math.min(remaining, maxTimerDelay));
      return;
    }
    const failed = stored.refreshToken === failedRefreshToken;
    // Shortly before expiry, but never sooner than halfway through the remaining lifetime, so
    // a short-lived token can't make the tabs refresh in a tight loop.
    const refreshIn = failed
      ? retryDelayMs(failedAttempts)
      : Math.max(remaining - refreshMarginMs, remaining / 2, 0);
    // A failed tab still wakes at expiry to report the session as signed out.
    const wakeIn = failed && remaining > 0 ? Math.min(refreshIn, remaining) : refreshIn;
    const refreshAt = now() + refreshIn;
    timer = setTimeout(
      () => {
        if (now() >= refreshAt) void refresh(stored.accessToken);
        else update();
      },
      Math.min(wakeIn, maxTimerDelay),
    );
  }

  /** One refresh at a time in this tab; every caller shares the in-flight one. */
  function refresh(staleAccessToken: string): Promise<RefreshOutcome> {
    if (inflight) return inflight;
    const running = locks
      .run(refreshLockName, () => refreshLocked(staleAccessToken))
      .catch((error: unknown): RefreshOutcome => ({ kind: 'unavailable', error }));
    inflight = running;
    void running.finally(() => {
      inflight = null;
      update();
    });
    update();
    return running;
  }

  /** Runs under the cross-tab lock: no other tab can spend the refresh token meanwhile. */
  async function refreshLocked(staleAccessToken: string): Promise<RefreshOutcome> {
    // Re-read: while this tab waited for the lock, another may have rotated or ended it.
    const current = readStored();
    if (!current) return { kind: 'signed-out' };
    if (current.accessToken !== staleAccessToken && current.expiresAt > now()) {
      return { kind: 'session', session: current };
    }
    if (!current.refreshToken) {
      endSession();
      return { kind: 'signed-out' };
    }
    try {
      const response = await api.token({
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
      });
      const next = toStoredSession(response, now());
      write(next);
      return { kind: 'session', session: next };
    } catch (error) {
      if (error instanceof AuthApiError && (error.status === 400 || error.status === 401)) {
        // The server refused this refresh token: the session is over.
        endSession();
        return { kind: 'signed-out' };
      }
      failedRefreshToken = current.refreshToken;
      failedAttempts += 1;
      return { kind: 'unavailable', error };
    }
  }

  function sessionOf(outcome: RefreshOutcome): Session | null {
    return outcome.kind === 'session' ? toSession(outcome.session) : null;
  }

  function onStorage(event: StorageEvent) {
    // key is null when another tab called localStorage.clear().
    if (event.key === null || event.key === storageKeys.session) update();
  }

  function onOnline() {
    const stored = readStored();
    if (stored?.refreshToken && stored.refreshToken === failedRefreshToken) {
      void refresh(stored.accessToken);
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      if (listeners.size === 0) {
        events?.addEventListener('storage', onStorage);
        events?.addEventListener('online', onOnline);
      }
      listeners.add(listener);
      update();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          events?.removeEventListener('storage', onStorage);
          events?.removeEventListener('online', onOnline);
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    getSession() {
      const stored = readStored();
      return stored && stored.expiresAt > now() ? toSession(stored) : null;
    },
    getAccessToken() {
      const stored = readStored();
      return stored && stored.expiresAt > now() ? stored.accessToken : null;
    },
    getStoredSession: readStored,
    setSession(session) {
      write(session);
      loading = false;
      update();
    },
    setLoading(next) {
      loading = next;
      update();
    },
    clear() {
      storage.removeItem(storageKeys.session);
      failedRefreshToken = null;
      failedAttempts = 0;
      loading = false;
      update();
    },
    signInWithHandoff(code) {
      let pending = handoffs.get(code);
      if (!pending) {
        loading = true;
        update();
        pending = api
          .token({ grant_type: 'handoff', code })
          .then((response) => {
            const next = toStoredSession(response, now());
            // Under the lock, so a refresh of a previous session can't overwrite this one.
            return locks.run(refreshLockName, async () => {
              write(next);
              return toSession(next);
            });
          })
          .finally(() => {
            // Only concurrent callers share an exchange: a code is spent either way.
            handoffs.delete(code);
            loading = false;
            update();
          });
        handoffs.set(code, pending);
      }
      return pending;
    },
    async getValidSession() {
      const stored = readStored();
      if (!stored) return null;
      if (stored.expiresAt > now()) return toSession(stored);
      if (!stored.refreshToken) return null;
      return sessionOf(await refresh(stored.accessToken));
    },
    async refreshSession(rejectedAccessToken) {
      const stored = readStored();
      if (!stored) return null;
      // Someone (this tab's timer, another tab) already replaced the rejected token.
      if (stored.accessToken !== rejectedAccessToken && stored.expiresAt > now()) {
        return toSession(stored);
      }
      return sessionOf(await refresh(rejectedAccessToken));
    },
    async signOut() {
      try {
        await locks.run(refreshLockName, async () => {
          const current = readStored();
          if (!current) return;
          let accessToken = current.accessToken;
          if (current.expiresAt <= now() && current.refreshToken) {
            // An expired token can't authorize the logout: rotate it first.
            const outcome = await refreshLocked(current.accessToken);
            if (outcome.kind === 'unavailable') throw outcome.error;
            if (outcome.kind === 'signed-out') return;
            accessToken = outcome.session.accessToken;
          }
          try {
            await api.logout(accessToken);
          } catch (error) {
            // 401: the server already ended this session, which is what we wanted.
            if (!(error instanceof AuthApiError && error.status === 401)) throw error;
          }
          endSession();
        });
      } finally {
        update();
      }
    },
  };
}

function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== b.status) return false;
  if (a.session === null || b.session === null) return a.session === b.session;
  const [ua, ub] = [a.session.user, b.session.user];
  return (
    a.session.accessToken === b.session.accessToken &&
    ua.id === ub.id &&
    ua.email === ub.email &&
    ua.name === ub.name &&
    ua.avatarUrl === ub.avatarUrl
  );
}

/** The app's one session store, backed by `encore.session` in local storage. */
export const sessionStore = createSessionStore();

/** The access token of the current session, or null when signed out or expired. */
export function getAccessToken(): string | null {
  return sessionStore.getAccessToken();
}
