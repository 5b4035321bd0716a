import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics, type AnalyticsProvider } from '../lib/analytics';
import { sessionStore, signOut } from '../lib/auth';
import { serveApi } from '../test/fake-api';
import { renderRoute } from '../test/render-route';
import { signIn } from '../test/session';

const provider = {
  capturePageView: vi.fn<AnalyticsProvider['capturePageView']>(),
  identify: vi.fn<AnalyticsProvider['identify']>(),
  reset: vi.fn<AnalyticsProvider['reset']>(),
};

beforeEach(() => analytics.use(provider));
afterEach(() => {
  sessionStore.clear();
  analytics.reset();
  vi.clearAllMocks();
});

const tracked = () => provider.capturePageView.mock.calls.map(([event]) => event);

describe('page-view tracker', () => {
  it('records each route change with url, path, search, title and visitor', async () => {
    const { router } = renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await act(() => router.navigate('/terms?from=footer'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await waitFor(() => expect(tracked()).toHaveLength(2));
    const visitorId = window.localStorage.getItem('encore.visitor_id');
    expect(tracked()).toEqual([
      expect.objectContaining({
        url: 'http://localhost:3000/privacy',
        path: '/privacy',
        search: '',
        title: 'Privacy Policy · Encore',
        authenticated: false,
        userId: null,
        visitorId,
      }),
      expect.objectContaining({
        url: 'http://localhost:3000/terms?from=footer',
        path: '/terms',
        search: '?from=footer',
        title: 'Terms of Service · Encore',
      }),
    ]);
    expect(Date.parse(tracked()[0]?.timestamp ?? '')).not.toBeNaN();
  });

  it('records only the destination of a redirect', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Encore' });
    await waitFor(() => expect(tracked()).toHaveLength(1));
    expect(tracked()[0]).toMatchObject({ path: '/v2' });
  });

  it('attaches the signed-in user and resets the identity on sign-out', async () => {
    signIn();
    const { router } = renderRoute('/v2/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(tracked()).toHaveLength(1));
    expect(provider.identify).toHaveBeenCalledWith({ id: 'user-1', email: 'artist@example.com' });
    expect(tracked()[0]).toMatchObject({ authenticated: true, userId: 'user-1' });

    serveApi();
    await act(() => signOut());

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(provider.reset).toHaveBeenCalledOnce();
    await waitFor(() => expect(tracked()).toHaveLength(2));
    expect(tracked()[1]).toMatchObject({ path: '/v2', authenticated: false, userId: null });
  });

  it('waits for the session before recording', async () => {
    sessionStore.setLoading(true);
    renderRoute('/v2/profile');
    await screen.findByRole('status', { name: 'Loading...' });
    expect(tracked()).toHaveLength(0);

    act(() => void signIn());

    await waitFor(() => expect(tracked()).toHaveLength(1));
    expect(tracked()[0]).toMatchObject({ path: '/v2/profile', userId: 'user-1' });
  });
});
