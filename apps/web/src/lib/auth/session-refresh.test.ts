import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createFakeAuthServer } from '../../test/fake-auth-server';
import { makeStoredSession } from '../../test/session';
import { createMemoryStorage, type KeyValueStorage } from '../storage';
import { storageKeys } from '../storage-keys';
import { createAuthApi } from './auth-api';
import { createLocalLocks } from './refresh-lock';
import type { StoredSession } from './session-schema';
import { createSessionStore, type SessionStore } from './session-store';

const hour = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

interface Tab {
  store: SessionStore;
  events: EventTarget;
  listener: Mock<() => void>;
  unsubscribe: () => void;
}

/** One browser: a shared local storage and (standing in for Web Locks) one shared lock. */
function createBrowser(server = createFakeAuthServer()) {
  const storage = createMemoryStorage();
  const locks = createLocalLocks();
  const tabs: Tab[] = [];
  function openTab(): Tab {
    const events = new EventTarget();
    const store = createSessionStore({
      storage: broadcasting(storage, () => tabs.filter((tab) => tab.events !== events)),
      events,
      locks,
      api: createAuthApi(server.fetch),
    });
    const listener = vi.fn<() => void>();
    const tab = { store, events, listener, unsubscribe: store.subscribe(listener) };
    tabs.push(tab);
    return tab;
  }
  return { server, storage, locks, openTab };
}

/** Local storage whose writes reach the other tabs as `storage` events, like a browser's. */
function broadcasting(
  storage: KeyValueStorage,
  otherTabs: () => { events: EventTarget }[],
): KeyValueStorage {
  const notify = (key: string) =>
    otherTabs().forEach(({ events }) =>
      events.dispatchEvent(Object.assign(new Event('storage'), { key })),
    );
  return {
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      storage.setItem(key, value);
      notify(key);
    },
    removeItem(key) {
      storage.removeItem(key);
      notify(key);
    },
  };
}

function store(storage: KeyValueStorage, session: StoredSession) {
  storage.setItem(storageKeys.session, JSON.stringify(session));
}

describe('sign-in with a handoff code', () => {
  it('exchanges the code once and stores the tokens with expiresAt in milliseconds', async () => {
    const { server, storage, openTab } = createBrowser();
    const { store: tab } = openTab();

    const [first, second] = await Promise.all([
      tab.signInWithHandoff('code-1'),
      tab.signInWithHandoff('code-1'),
    ]);

    expect(first).toBe(second);
    expect(server.tokenCalls()).toHaveLength(1);
    expect(JSON.parse(server.tokenCalls()[0]?.body ?? '{}')).toEqual({
      grant_type: 'handoff',
      code: 'code-1',
    });
    const saved = JSON.parse(storage.getItem(storageKeys.session) ?? '{}') as StoredSession;
    expect(saved).toMatchObject({ accessToken: 'access-token-2', refreshToken: 'refresh-token-2' });
    expect(saved.expiresAt).toBe(Date.now() + hour);
    expect(tab.getSnapshot().status).toBe('authenticated');
  });

  it('is loading during the exchange and unauthenticated when the code is refused', async () => {
    const { openTab } = createBrowser();
    const { store: tab } = openTab();

    const exchange = tab.signInWithHandoff('spent-code');
    expect(tab.getSnapshot().status).toBe('loading');

    await expect(exchange).rejects.toThrow('Sign-in code expired');
    expect(tab.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('automatic refresh', () => {
  it('refreshes a minute before the access token expires, then again an hour later', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession({ expiresAt: Date.now() + hour }));
    const { store: tab } = openTab();

    await vi.advanceTimersByTimeAsync(hour - 60_001);
    expect(server.refreshCalls()).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(tab.getAccessToken()).toBe('access-token-2');
    expect(tab.getStoredSession()?.refreshToken).toBe('refresh-token-2');
    expect(tab.getSnapshot().status).toBe('authenticated');

    await vi.advanceTimersByTimeAsync(hour);
    expect(server.refreshCalls()).toHaveLength(2);
    expect(tab.getAccessToken()).toBe('access-token-3');
  });

  it('two tabs refreshing at once send one POST /auth/token; the second adopts the result', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession({ expiresAt: Date.now() + 30_000 }));
    const a = openTab();
    const b = openTab();

    // Both timers are due; and a 401 in each tab asks for a refresh of the same token.
    await Promise.all([
      a.store.refreshSession('access-token-1'),
      b.store.refreshSession('access-token-1'),
      vi.advanceTimersByTimeAsync(30_000),
    ]);

    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.sessionRevoked).toBe(false);
    expect(a.store.getAccessToken()).toBe('access-token-2');
    expect(b.store.getAccessToken()).toBe('access-token-2');
    expect(b.store.getSnapshot()).toEqual(a.store.getSnapshot());
  });

  it('shares one in-flight refresh between callers in a tab', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession());
    const { store: tab } = openTab();

    const sessions = await Promise.all([
      tab.refreshSession('access-token-1'),
      tab.refreshSession('access-token-1'),
      tab.refreshSession('access-token-1'),
    ]);

    expect(server.refreshCalls()).toHaveLength(1);
    expect(sessions.map((session) => session?.accessToken)).toEqual([
      'access-token-2',
      'access-token-2',
      'access-token-2',
    ]);
  });

  it('does not refresh again when a 401 names a token another tab already replaced', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession());
    const a = openTab();
    const b = openTab();

    await a.store.refreshSession('access-token-1');
    const session = await b.store.refreshSession('access-token-1');

    expect(server.refreshCalls()).toHaveLength(1);
    expect(session?.accessToken).toBe('access-token-2');
  });

  it('signs out (session and v2 user forgotten) when the server refuses the refresh token', async () => {
    const { server, storage, openTab } = createBrowser(
      createFakeAuthServer({ refreshToken: 'other' }),
    );
    store(storage, makeStoredSession());
    storage.setItem(storageKeys.v2UserId, 'user-1');
    storage.setItem(storageKeys.v2UserState, 'app');
    const a = openTab();
    const b = openTab();

    await expect(a.store.refreshSession('access-token-1')).resolves.toBeNull();

    expect(server.refreshCalls()).toHaveLength(1);
    expect(storage.getItem(storageKeys.session)).toBeNull();
    expect(storage.getItem(storageKeys.v2UserId)).toBeNull();
    expect(storage.getItem(storageKeys.v2UserState)).toBeNull();
    expect(a.store.getSnapshot().status).toBe('unauthenticated');
    expect(b.store.getSnapshot().status).toBe('unauthenticated');
  });

  it('keeps the session through a network failure and retries later', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession({ expiresAt: Date.now() + 2 * 60_000 }));
    const { store: tab } = openTab();
    server.fail('network');

    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(tab.getStoredSession()?.refreshToken).toBe('refresh-token-1');
    expect(tab.getSnapshot().status).toBe('authenticated');

    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.refreshCalls()).toHaveLength(2);

    server.recover();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.refreshCalls()).toHaveLength(3);
    expect(tab.getAccessToken()).toBe('access-token-2');
  });

  it('treats a 5xx like a network failure', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession());
    const { store: tab } = openTab();
    server.fail(503);

    await expect(tab.refreshSession('access-token-1')).resolves.toBeNull();
    expect(tab.getStoredSession()?.accessToken).toBe('access-token-1');
    expect(tab.getSnapshot().status).toBe('authenticated');
  });

  it('retries as soon as the browser is back online', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession());
    const { store: tab, events } = openTab();
    server.fail('network');
    await tab.refreshSession('access-token-1');

    server.recover();
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);

    expect(tab.getAccessToken()).toBe('access-token-2');
  });
});

describe('a signed-in tab whose access token expires before the refresh ends', () => {
  it('stays authenticated while the late refresh runs (the device slept)', async () => {
    const server = createFakeAuthServer();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const gated = vi.fn<typeof fetch>(async (...args) => {
      await answered;
      return server.fetch(...args);
    });
    const storage = createMemoryStorage();
    store(storage, makeStoredSession({ expiresAt: Date.now() + 2 * 60_000 }));
    const tab = createSessionStore({
      storage,
      events: new EventTarget(),
      locks: createLocalLocks(),
      api: createAuthApi(gated),
    });
    tab.subscribe(() => undefined);

    // Asleep for ten minutes: the wall clock jumped, the refresh timer fires only on waking.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gated).toHaveBeenCalledOnce();
    expect(tab.getSnapshot().status).toBe('authenticated');
    expect(tab.getSession()).toBeNull();

    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.getSnapshot().status).toBe('authenticated');
    expect(tab.getAccessToken()).toBe('access-token-2');
  });
});

describe('app start with an expired access token', () => {
  it('stays loading while it refreshes, then is authenticated', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession({ expiresAt: Date.now() - 1_000 }));
    const { store: tab, listener } = openTab();

    expect(tab.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);

    expect(server.refreshCalls()).toHaveLength(1);
    expect(tab.getSnapshot().status).toBe('authenticated');
    expect(listener).toHaveBeenCalled();
  });

  it('stays loading while it refreshes, then is unauthenticated when refused', async () => {
    const { storage, openTab } = createBrowser(createFakeAuthServer({ refreshToken: 'other' }));
    store(storage, makeStoredSession({ expiresAt: Date.now() - 1_000 }));
    const { store: tab } = openTab();

    expect(tab.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.getSnapshot().status).toBe('unauthenticated');
  });

  it('is unauthenticated when offline, keeps the tokens and signs back in on recovery', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession({ expiresAt: Date.now() - 1_000 }));
    server.fail('network');
    const { store: tab } = openTab();

    await vi.advanceTimersByTimeAsync(0);
    expect(tab.getSnapshot().status).toBe('unauthenticated');
    expect(tab.getStoredSession()).not.toBeNull();

    server.recover();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tab.getSnapshot().status).toBe('authenticated');
  });

  it('is unauthenticated at once without a refresh token', () => {
    const storage = createMemoryStorage();
    store(storage, makeStoredSession({ expiresAt: Date.now() - 1_000, refreshToken: null }));
    expect(createSessionStore({ storage }).getSnapshot().status).toBe('unauthenticated');
  });

  it('getValidSession refreshes first', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession({ expiresAt: Date.now() - 1_000 }));
    const { store: tab } = openTab();

    await expect(tab.getValidSession()).resolves.toMatchObject({ accessToken: 'access-token-2' });
    expect(server.refreshCalls()).toHaveLength(1);
  });
});

describe('signOut', () => {
  it('revokes the session on the server, then forgets it in every tab', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession());
    storage.setItem(storageKeys.v2UserId, 'user-1');
    const a = openTab();
    const b = openTab();

    await a.store.signOut();

    expect(server.logouts).toEqual(['Bearer access-token-1']);
    expect(storage.getItem(storageKeys.session)).toBeNull();
    expect(storage.getItem(storageKeys.v2UserId)).toBeNull();
    expect(a.store.getSnapshot().status).toBe('unauthenticated');
    expect(b.store.getSnapshot().status).toBe('unauthenticated');
  });

  it('rotates an expired access token first, so the logout is authorized', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession({ expiresAt: Date.now() - 1_000 }));
    const { store: tab } = openTab();

    await tab.signOut();
    expect(server.logouts).toEqual(['Bearer access-token-2']);
  });

  it('keeps the session and rejects when the server cannot be reached', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession());
    const { store: tab } = openTab();
    server.fail('network');

    await expect(tab.signOut()).rejects.toThrow('Failed to fetch');
    expect(tab.getSnapshot().status).toBe('authenticated');
  });

  it('treats a 401 (session already over) as signed out', async () => {
    const { server, storage, openTab } = createBrowser();
    store(storage, makeStoredSession());
    const { store: tab } = openTab();
    server.fail(401);

    await tab.signOut();
    expect(tab.getSnapshot().status).toBe('unauthenticated');
  });
});
