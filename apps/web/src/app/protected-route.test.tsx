import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { sessionStore } from '../lib/auth';
import { http } from 'msw';
import { createAuthServer } from '../mocks';
import { serveApi } from '../test/fake-api';
import { mswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';
import { signIn } from '../test/session';
import { ProtectedRoute } from './protected-route';

afterEach(() => sessionStore.clear());

describe('ProtectedRoute', () => {
  it('shows the branded loading screen while the session loads', async () => {
    sessionStore.setLoading(true);
    const { router } = renderRoute('/v2/store/settings');

    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByText('Encore')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/v2/store/settings');
  });

  it('redirects (replace) to / and so to /v2 once loading ends without a session', async () => {
    sessionStore.setLoading(true);
    const { router } = renderRoute('/v2/profile');
    await screen.findByRole('status', { name: 'Loading...' });

    act(() => sessionStore.setLoading(false));

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('renders the page once the session is authenticated', async () => {
    sessionStore.setLoading(true);
    renderRoute('/v2/profile');
    await screen.findByRole('status', { name: 'Loading...' });

    act(() => void signIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  it('treats an expired session without a refresh token as signed out', async () => {
    signIn({ expiresAt: Date.now() - 1_000, refreshToken: null });
    const { router } = renderRoute('/v2/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });

  it('keeps a user whose access token merely expired: loading, refresh, then the page', async () => {
    const server = createAuthServer();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    onTestFinished(() => answer());
    mswServer.use(
      http.all('*/auth/*', async ({ request }) => {
        await answered;
        return server.handle(request);
      }),
    );
    signIn({ expiresAt: Date.now() - 1_000 });
    const { router } = renderRoute('/v2/profile');

    // Checked where it is found: the lazy page's own fallback may be the spinner first.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument(),
    );
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(server.refreshCalls()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/v2/profile');
  });

  it('sends the user away when the refresh is refused', async () => {
    serveApi({}, createAuthServer({ refreshToken: 'other' }));
    signIn({ expiresAt: Date.now() - 1_000 });
    const { router } = renderRoute('/v2/store/settings');

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects to a given target', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/secret',
          element: (
            <ProtectedRoute redirectTo="/sign-in">
              <p>secret</p>
            </ProtectedRoute>
          ),
        },
        { path: '/sign-in', element: <p>sign in page</p> },
      ],
      { initialEntries: ['/secret'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('sign in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
