import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { browserNavigation } from '../../lib/browser-navigation';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import { makeValidatedProfile } from './testing';

afterEach(() => sessionStore.clear());

function saveArtist(overrides: Parameters<typeof makeValidatedProfile>[0] = {}) {
  const profile = makeValidatedProfile(overrides);
  window.localStorage.setItem('v2_spotify_profile', JSON.stringify(profile));
  window.localStorage.setItem('v2_onboarding_spotify_id', profile.spotifyId);
  return profile;
}

async function renderConfirm() {
  const view = renderRoute('/v2/onboarding/spotify', '/v2/onboarding/confirm');
  await screen.findByRole('heading', { level: 1, name: 'Is this you?' });
  return view;
}

const onboarded = { success: true, userState: 'onboarded', waitingListJoinedAt: null, error: null };

describe('/v2/onboarding/confirm', () => {
  it('sends the user back to the artist link when nothing was validated', async () => {
    serveApi();
    const { router } = renderRoute('/v2/onboarding/confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/onboarding/spotify'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the artist: picture, name, followers, country by name, genres, Spotify link', async () => {
    serveApi();
    const profile = saveArtist();
    await renderConfirm();

    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Los Relámpagos' })).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Los Relámpagos' })).toHaveAttribute(
      'src',
      profile.imageUrl,
    );
    expect(within(card).getByText('48.2M followers')).toBeVisible();
    expect(within(card).getByText('Mexico')).toBeVisible();
    const genres = within(card).getByRole('list', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['regional mexican', 'norteño']);
    const spotify = within(card).getByRole('link', { name: 'Open in Spotify' });
    expect(spotify).toHaveAttribute('href', profile.spotifyUrl);
    expect(spotify).toHaveAttribute('target', '_blank');
    expect(spotify.getAttribute('rel')).toContain('noopener');
  });

  it('shows no follower line when the count is unknown, and the initial without a picture', async () => {
    serveApi();
    saveArtist({ followers: null, country: null, genres: [], imageUrl: null });
    await renderConfirm();
    expect(screen.queryByText(/followers/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Genres' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Los Relámpagos' })).not.toBeInTheDocument();
    expect(screen.getByText('L')).toBeInTheDocument();
  });

  it('hides a picture that fails to load', async () => {
    serveApi();
    saveArtist();
    await renderConfirm();
    fireEvent.error(screen.getByRole('img', { name: 'Los Relámpagos' }));
    expect(screen.queryByRole('img', { name: 'Los Relámpagos' })).not.toBeInTheDocument();
    expect(screen.getByText('L')).toBeInTheDocument();
  });

  it("lists what happens next and 'Go Back & Fix' returns to the link", async () => {
    serveApi();
    saveArtist();
    const { router } = await renderConfirm();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getByText('We generate your first merch designs')).toBeVisible();
    expect(within(next).getByText('You customise and approve them')).toBeVisible();
    expect(within(next).getByText('Your store goes live instantly')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Go Back & Fix' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/onboarding/spotify'));
  });

  describe('not signed in', () => {
    it('saves the artist id and starts sign-in, with the consent text', async () => {
      serveApi();
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const profile = saveArtist();
      window.localStorage.removeItem('v2_onboarding_spotify_id');
      await renderConfirm();

      expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
      expect(screen.getByText(/only for authentication/)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google & Continue' }));
      expect(window.localStorage.getItem('v2_onboarding_spotify_id')).toBe(profile.spotifyId);
      expect(assign).toHaveBeenCalledExactlyOnceWith('/auth/login?generation=v2');
    });
  });

  describe('signed in', () => {
    it('submits onboarding with user id, artist and invite code, then goes to processing', async () => {
      signIn();
      window.localStorage.setItem('v2_user_id', 'user-1');
      window.localStorage.setItem('v2_invite_token', 'VIP-42');
      const api = serveApi({
        'submit-onboarding': () => json(onboarded),
        'auth-user': () => json(makeAuthUser({ userState: 'onboarded' })),
      });
      const profile = saveArtist();
      const { router } = await renderConfirm();

      expect(
        screen.queryByRole('button', { name: 'Sign in with Google & Continue' }),
      ).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/v2/processing'));
      expect(api.calls('submit-onboarding')[0]).toMatchObject({
        userId: 'user-1',
        spotifyId: profile.spotifyId,
        inviteToken: 'VIP-42',
      });
      expect(window.localStorage.getItem('v2_spotify_profile')).toBeNull();
      expect(window.localStorage.getItem('v2_onboarding_spotify_id')).toBeNull();
      expect(window.localStorage.getItem('v2_invite_token')).toBeNull();
    });

    it("sends '' without an invite code, and falls back to the session's user id", async () => {
      signIn();
      const api = serveApi({ 'submit-onboarding': () => json(onboarded) });
      saveArtist();
      await renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));
      await waitFor(() => expect(api.calls('submit-onboarding')).toHaveLength(1));
      expect(api.calls('submit-onboarding')[0]).toMatchObject({
        userId: 'user-1',
        inviteToken: '',
      });
    });

    it('goes to the waiting list when capacity is full, remembering when the user joined', async () => {
      signIn();
      serveApi({
        'submit-onboarding': () =>
          json({
            success: true,
            userState: 'new',
            waitingListJoinedAt: '2026-11-22T09:30:00.000Z',
            error: null,
          }),
        'auth-user': () => json(makeAuthUser()),
      });
      saveArtist();
      const { router } = await renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/v2/waiting-list'));
      expect(window.localStorage.getItem('v2_waiting_list_joined_at')).toBe(
        '2026-11-22T09:30:00.000Z',
      );
    });

    it("shows 'Onboarding Failed' with the error and forgets a bad invite code", async () => {
      signIn();
      window.localStorage.setItem('v2_invite_token', 'WRONG');
      serveApi({
        'submit-onboarding': () =>
          json({
            success: false,
            userState: 'new',
            waitingListJoinedAt: null,
            error: 'This invite code is not valid.',
          }),
      });
      saveArtist();
      const { router } = await renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));

      expect(await screen.findByText('Onboarding Failed')).toBeVisible();
      expect(screen.getByText('This invite code is not valid.')).toBeVisible();
      expect(router.state.location.pathname).toBe('/v2/onboarding/confirm');
      expect(window.localStorage.getItem('v2_invite_token')).toBeNull();
      // The artist stays, so trying again works.
      expect(window.localStorage.getItem('v2_spotify_profile')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Approve & Continue' })).toBeEnabled();
    });

    it("says 'Onboarding submission failed: 500' when the call fails without a message", async () => {
      signIn();
      window.localStorage.setItem('v2_invite_token', 'KEEP');
      serveApi({ 'submit-onboarding': () => new Response('oops', { status: 500 }) });
      saveArtist();
      await renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));

      expect(await screen.findByText('Onboarding Failed')).toBeVisible();
      expect(screen.getByText('Onboarding submission failed: 500')).toBeVisible();
      expect(window.localStorage.getItem('v2_invite_token')).toBe('KEEP');
    });

    it("falls back to 'Something went wrong' when the server cannot be reached", async () => {
      signIn();
      serveApi({ 'submit-onboarding': () => Response.error() });
      saveArtist();
      await renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));

      expect(await screen.findByText('Onboarding Failed')).toBeVisible();
      expect(screen.getByText('Something went wrong. Please try again.')).toBeVisible();
    });
  });
});
