import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/auth';
import { json, serveApi } from '../test/fake-api';
import { renderRoute } from '../test/render-route';
import { signIn } from '../test/session';

afterEach(() => sessionStore.clear());

describe('route table', () => {
  it('redirects / to /v2', async () => {
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Encore' })).toBeInTheDocument();
    expect(screen.getByText('Turn Your Music Into Moments')).toBeInTheDocument();
  });

  it('redirects an unknown path through / to /v2', async () => {
    const { router } = renderRoute('/nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });

  it('replaces the history entry when redirecting an unknown path', async () => {
    const { router } = renderRoute('/v2/onboarding');
    await screen.findByRole('heading', { name: 'From your music to your merch in minutes' });
    await router.navigate('/does/not/exist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/onboard/anything', 'Turn your music into merch in minutes'],
    ['/waiting-list', "You're on the list!"],
    ['/processing', 'Creating your designs'],
    ['/playground', 'Playground'],
    ['/v2/onboarding', 'From your music to your merch in minutes'],
    ['/v2/onboarding/spotify', 'Find Your Music'],
    ['/v2/waiting-list', "You're on the list!"],
  ])('renders the public route %s', async (path, title) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/main', 'Choose your merch'],
    ['/v2/processing', 'Creating Your Experience'],
    ['/v2/profile', 'Profile'],
    ['/settings', 'Settings'],
  ])('renders the protected route %s for a signed-in user', async (path, title) => {
    signIn();
    // /main asks for the designs and the user's status before it shows its heading.
    serveApi({
      getDesignsAndMocks: () => json([]),
      createUser: () => json({ spotifyUrl: 'https://open.spotify.com/artist/x' }),
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/main', '/store/settings', '/settings', '/v2/main', '/v2/store/settings'])(
    'sends a signed-out visitor from %s to /v2',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    },
  );

  it('sends /store alone, not a screen of its own, on to /', async () => {
    signIn();
    const { router } = renderRoute('/store');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });

  it('lazy-loads the legal pages', async () => {
    renderRoute('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
  });
});
