import type { StoreDetails } from '@encore/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/auth';
import { json, makeAuthUser, serveApi } from '../test/fake-api';
import { renderRoute } from '../test/render-route';
import { signIn } from '../test/session';

const readyStore: StoreDetails = {
  storeState: 'ready',
  isStoreEnabled: true,
  isStorePrivate: false,
  shopifyStoreUrl: 'http://localhost:3000/shop/ari-artist',
  storeBannerUrl: null,
  storeColor: null,
  shareUrl: null,
};
const processingStore: StoreDetails = { ...readyStore, storeState: 'processing' };

function renderWithStore(path: string, initial: StoreDetails) {
  signIn();
  window.localStorage.setItem('v2_user_id', 'user-1');
  const server = { store: initial };
  const api = serveApi({
    'auth-user': () => json(makeAuthUser({ userState: 'app' })),
    'v2/designs': () => json({ designs: [] }),
    'get-store-data': () => json(server.store),
  });
  const view = renderRoute(path);
  const storeReads = () => api.calls('get-store-data').length;
  return { ...view, server, storeReads };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

describe('store-state polling (spec §4.4)', () => {
  it.each(['/v2/main', '/v2/store/overview', '/v2/profile'])(
    'from %s: reads a building store every 20 s, then announces it and moves to settings',
    async (path) => {
      const { router, server, storeReads } = renderWithStore(path, processingStore);
      await waitFor(() => expect(storeReads()).toBe(1));

      await act(() => vi.advanceTimersByTimeAsync(19_000));
      expect(storeReads()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(storeReads()).toBe(2);
      expect(router.state.location.pathname).toBe(path);

      server.store = readyStore;
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(await screen.findByText('Your store is ready!')).toBeVisible();
      await waitFor(() => expect(router.state.location.pathname).toBe('/v2/store/settings'));
      expect(screen.getAllByText('Your store is ready!')).toHaveLength(1);
    },
  );

  it('says the launch failed when the build gives up, and brings the call-to-action back', async () => {
    window.localStorage.setItem('encore.launch_cta_dismissed', 'true');
    const { router, server } = renderWithStore('/v2/store/settings', processingStore);
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    server.store = { ...readyStore, storeState: 'pre-store', shopifyStoreUrl: null };
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Failed to launch store. Please try again.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'));
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBeNull();
  });

  it('does not poll or announce a store that was ready all along', async () => {
    // Settings, not the overview: the overview re-reads its live figures every minute.
    const { router, storeReads } = renderWithStore('/v2/store/settings', readyStore);
    await screen.findByRole('switch', { name: 'Store Online' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(storeReads()).toBe(1);
    expect(screen.queryByText('Your store is ready!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/v2/store/settings');
  });

  it('keeps the last answer when a poll fails, instead of reading the store as gone', async () => {
    const { router, server, storeReads } = renderWithStore('/v2/store/overview', processingStore);
    await waitFor(() => expect(storeReads()).toBe(1));
    server.store = { ...readyStore, storeState: 'broken' as StoreDetails['storeState'] };
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(storeReads()).toBe(2);
    expect(router.state.location.pathname).toBe('/v2/store/overview');
    expect(screen.getByTestId('blurred-preview')).toBeInTheDocument();
  });
});
