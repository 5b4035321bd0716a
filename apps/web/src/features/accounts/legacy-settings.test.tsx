import { preStoreData, type StoreDetails } from '@encore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallAnswer } from '../../mocks';
import { sessionStore } from '../../lib/auth';
import { json, serveApi } from '../../test/fake-api';
import { mswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

afterEach(() => sessionStore.clear());

const spotifyUrl = 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4';

/** createUser's status answer for an account onboarded with `artist` (or none). */
function userStatus(artist: { name: string; imageUrl: string | null } | null) {
  return json({
    userId: 'user-1',
    fullName: 'Ari Artist',
    googleProfileImage: null,
    spotifyLeanData: artist && {
      id: 'cMPP8NKX1kMB0MyhBaeLW4',
      genres: [],
      followers: 10,
      ...artist,
    },
    isStoreEnabled: null,
    isStorePrivate: null,
    shopifyStoreUrl: null,
    status: null,
    user_status: null,
    spotifyUrl: artist ? spotifyUrl : null,
  });
}

interface Options {
  artist?: { name: string; imageUrl: string | null } | null;
  store?: StoreDetails;
  deleteAnswer?: CallAnswer;
}

async function renderSettings({
  artist = { name: 'Los Relámpagos', imageUrl: null },
  store = preStoreData as StoreDetails,
  deleteAnswer = () => json({ success: true }),
}: Options = {}) {
  signIn();
  const api = serveApi({
    createUser: () => userStatus(artist),
    'get-store-data': () => json(store),
    'delete-account': deleteAnswer,
  });
  const view = renderRoute('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { ...view, api };
}

async function openDeleteDialog() {
  // Disabled until the server said which artist name confirms.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Account' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
}

describe('/settings', () => {
  it('sends a signed-out visitor to / (and so to /v2)', async () => {
    const { router } = renderRoute('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });

  it('shows the artist the server keeps, the account, and the tab bar', async () => {
    const { api } = await renderSettings();
    const artistCard = screen.getByRole('region', { name: 'Artist Profile' });
    expect(await within(artistCard).findByText('Los Relámpagos')).toBeVisible();
    expect(within(artistCard).getByRole('link', { name: 'View on Spotify' })).toHaveAttribute(
      'href',
      spotifyUrl,
    );
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Ari Artist')).toBeVisible();
    expect(within(account).getByText('artist@example.com')).toBeVisible();
    expect(within(account).getByRole('button', { name: 'Log Out' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();

    // The status check sends no onboarding data: it stores nothing.
    expect(api.calls('createUser')[0]).toMatchObject({ user: { id: 'user-1' } });
    expect(api.calls('createUser')[0]).not.toHaveProperty('onboarding');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByTestId('store-dot')).toBeInTheDocument();
  });

  it('hides the Store dot once a store is enabled and not being built', async () => {
    await renderSettings({
      store: {
        ...preStoreData,
        storeState: 'ready',
        isStoreEnabled: true,
        isStorePrivate: false,
        shopifyStoreUrl: 'http://localhost:3000/shop/los-relampagos',
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).queryByTestId('store-dot')).not.toBeInTheDocument());
  });

  it('says when the account has no artist yet', async () => {
    await renderSettings({ artist: null });
    expect(await screen.findByText(/No artist is connected to this account yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find your music' })).toHaveAttribute(
      'href',
      '/onboard',
    );
  });

  it("says 'Failed to fetch user data' when the status check fails, and tries again", async () => {
    let fail = true;
    signIn();
    serveApi({
      createUser: () => (fail ? json({ error: 'x', message: 'down' }, 503) : userStatus(null)),
      'get-store-data': () => json(preStoreData),
    });
    renderRoute('/settings');
    // One retry first (spec §7: user-status calls retry once).
    const alert = await screen.findByRole('alert', {}, { timeout: 4_000 });
    expect(alert).toHaveTextContent('Failed to fetch user data');
    // Whether an artist is kept is unknown: DELETE confirms meanwhile.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('DELETE')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No artist is connected to this account yet/)).toBeVisible();
  });

  describe('log out', () => {
    it('shows Logging out..., revokes the session and lands on /', async () => {
      window.localStorage.setItem('userId', 'user-1');
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const { router } = await renderSettings();
      const logouts: (string | null)[] = [];
      mswServer.use(
        http.post('*/auth/logout', async ({ request }) => {
          logouts.push(request.headers.get('Authorization'));
          await finished;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
      expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
      finish();

      await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
      expect(logouts).toEqual(['Bearer access-token-1']);
      expect(await screen.findByText('Signed out successfully')).toBeVisible();
      expect(window.localStorage.getItem('userId')).toBeNull();
    });

    it('stays signed in and says so when the server cannot be reached', async () => {
      const { router, api } = await renderSettings();
      api.auth.fail('network');
      await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

      expect(await screen.findByText('Failed to log out. Please try again.')).toBeVisible();
      expect(screen.getByText('Error')).toBeVisible();
      expect(router.state.location.pathname).toBe('/settings');
      expect(screen.getByRole('button', { name: 'Log Out' })).toBeEnabled();
    });
  });

  describe('delete account', () => {
    it('enables Delete only for the artist name typed exactly', async () => {
      await renderSettings();
      const dialog = await openDeleteDialog();
      expect(within(dialog).getByText('Los Relámpagos')).toBeVisible();
      const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
      const input = within(dialog).getByRole('textbox');
      expect(confirm).toBeDisabled();
      await userEvent.type(input, 'los relámpagos');
      expect(confirm).toBeDisabled();
      await userEvent.clear(input);
      await userEvent.type(input, 'DELETE');
      expect(confirm).toBeDisabled();
      await userEvent.clear(input);
      await userEvent.type(input, 'Los Relámpagos');
      expect(confirm).toBeEnabled();
    });

    it('explains a wrong name on Enter without calling the server', async () => {
      const { api } = await renderSettings();
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'Los Relampagos{Enter}');
      expect(await screen.findByText('Incorrect Artist Name')).toBeVisible();
      expect(screen.getByText('Please type your artist name exactly as shown')).toBeVisible();
      expect(api.calls('delete-account')).toHaveLength(0);
    });

    it('deletes with the artist name, says Account Deleted and lands on /', async () => {
      window.localStorage.setItem('spotifyArtist', '{}');
      const { router, api } = await renderSettings();
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'Los Relámpagos');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
      expect(await screen.findByText('Account Deleted')).toBeVisible();
      expect(api.calls('delete-account')[0]).toMatchObject({
        userId: 'user-1',
        confirmationText: 'Los Relámpagos',
      });
      expect(window.localStorage.getItem('spotifyArtist')).toBeNull();
      expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
    });

    it('reports a refusal and stays', async () => {
      const { router } = await renderSettings({
        deleteAnswer: () => json({ error: 'x', message: 'Please type DELETE' }, 400),
      });
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'Los Relámpagos');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      expect(await screen.findByText('Deletion failed')).toBeVisible();
      expect(router.state.location.pathname).toBe('/settings');
    });

    it('asks for DELETE when the server keeps no artist for the account', async () => {
      const { api } = await renderSettings({ artist: null });
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      expect(await screen.findByText('Account Deleted')).toBeVisible();
      expect(api.calls('delete-account')[0]).toMatchObject({ confirmationText: 'DELETE' });
    });
  });
});
