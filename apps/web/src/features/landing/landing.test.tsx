import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { browserNavigation } from '../../lib/browser-navigation';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

afterEach(() => sessionStore.clear());

async function renderLanding(path = '/v2') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Encore' });
  return view;
}

describe('/v2 landing', () => {
  it('shows the title, tagline, sign-in button, three feature lines and copyright', async () => {
    await renderLanding();
    expect(screen.getByText('Turn Your Music Into Moments')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    for (const claim of ['Zero upfront cost', 'No inventory', 'Auto fulfillment']) {
      expect(screen.getByText(claim)).toBeVisible();
    }
    expect(screen.getByText(/© \d{4} Encore/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Encore'));
  });

  it('shows the consent text with links to the terms and privacy policy', async () => {
    await renderLanding();
    expect(
      screen.getByText(
        /We use your Google account only for authentication\. By continuing, you agree/,
      ),
    ).toBeVisible();
    const consent = screen.getByText(/only for authentication/);
    expect(consent.querySelector('a[href="/terms"]')).toHaveTextContent('Terms of Service');
    expect(consent.querySelector('a[href="/privacy"]')).toHaveTextContent('Privacy Policy');
  });

  it('starts sign-in with Google for v2', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/auth/login?generation=v2');
    expect(screen.getByRole('button', { name: /Sign in with Google/ })).toBeDisabled();
  });

  it('stores an invite code', async () => {
    await renderLanding('/v2?invite=VIP-42');
    await waitFor(() => expect(window.localStorage.getItem('v2_invite_token')).toBe('VIP-42'));
  });

  it('shows a failed sign-in and removes auth_error from the URL', async () => {
    const { router } = await renderLanding('/v2?auth_error=Access%20denied&invite=x');
    expect(await screen.findByText('Authentication Error')).toBeVisible();
    expect(screen.getByText('Access denied')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?invite=x'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('falls back to a default message for an empty auth_error', async () => {
    await renderLanding('/v2?auth_error=');
    expect(await screen.findByText('Failed to sign in with Google')).toBeVisible();
  });

  it('offers a signed-in visitor to continue where their state says', async () => {
    signIn();
    serveApi({ 'auth-user': () => json(makeAuthUser({ userState: 'app' })) });
    const { router } = await renderLanding();

    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    // The signed-in part loads with the data layer, after the landing screen.
    expect(await screen.findByText('Ari Artist')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'));
    expect(window.localStorage.getItem('v2_user_state')).toBe('app');
  });
});
