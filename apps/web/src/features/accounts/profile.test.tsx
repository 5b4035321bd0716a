import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import { avatarInitial } from './components/profile-avatar';

afterEach(() => sessionStore.clear());

async function renderProfile(
  user = makeAuthUser(),
  deleteAnswer: () => Response | Promise<Response> = () => json({ success: true }),
) {
  signIn();
  const api = serveApi({ 'auth-user': () => json(user), 'delete-account': deleteAnswer });
  const view = renderRoute('/v2/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return { ...view, api };
}

async function openDeleteDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
}

describe('/v2/profile', () => {
  it('shows name and email from auth-user, and the sections', async () => {
    await renderProfile(
      makeAuthUser({ profile: { name: 'Nova Star', email: 'nova@example.com', avatar: null } }),
    );
    expect(await screen.findByText('Nova Star')).toBeVisible();
    expect(screen.getByText('nova@example.com')).toBeVisible();
    expect(screen.getByText('N')).toBeInTheDocument();

    for (const name of ['Account Settings', 'Notifications', 'Legal']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const name of ['Change Email', 'Change Password']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeDisabled();
    }
    expect(screen.getAllByText('Managed by your Google account')).toHaveLength(2);
    for (const name of ['Email Notifications', 'Push Notifications']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeDisabled();
    }
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
  });

  it('defaults the name to User and the avatar letter as spec §2.7 says', async () => {
    expect(avatarInitial('nova', 'x@example.com')).toBe('N');
    expect(avatarInitial(null, 'zed@example.com')).toBe('Z');
    expect(avatarInitial(' ', null)).toBe('U');

    signIn({ user: { id: 'user-1', email: null, name: null, avatarUrl: null } });
    const api = serveApi({
      'auth-user': () => json(makeAuthUser({ profile: { name: null, email: null, avatar: null } })),
    });
    renderRoute('/v2/profile');
    expect(await screen.findByText('User')).toBeVisible();
    expect(screen.getByText('U')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('auth-user')).toHaveLength(1));
  });

  it('has the bottom navigation', async () => {
    await renderProfile();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Designs' })).toHaveAttribute('href', '/v2/main');
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/v2/main');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('signs out: server revocation, then /v2 with a toast', async () => {
    window.localStorage.setItem('v2_user_id', 'user-1');
    const { router, api } = await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(api.auth.logouts).toEqual(['Bearer access-token-1']);
    expect(await screen.findByText('Signed out successfully')).toBeVisible();
    expect(screen.getByText("You've been logged out of your account")).toBeVisible();
    expect(window.localStorage.getItem('v2_user_id')).toBeNull();
  });

  it('stays signed in with an error toast when the sign-out fails', async () => {
    const { router, api } = await renderProfile();
    await screen.findByText('artist@example.com');
    api.auth.fail('network');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Logout Error')).toBeVisible();
    expect(screen.getByText('Failed to sign out. Please try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/v2/profile');
  });

  describe('delete account', () => {
    it('keeps Delete Account disabled until DELETE is typed exactly', async () => {
      await renderProfile();
      const dialog = await openDeleteDialog();
      expect(
        within(dialog).getByText(/disconnects your account and removes your personal data/),
      ).toBeVisible();
      expect(within(dialog).getByText(/designs and store data are kept/)).toBeVisible();
      expect(within(dialog).getByText(/same Google account/)).toBeVisible();

      const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
      const input = within(dialog).getByRole('textbox');
      expect(confirm).toBeDisabled();
      await userEvent.type(input, 'delete');
      expect(confirm).toBeDisabled();
      await userEvent.clear(input);
      await userEvent.type(input, 'DELETE');
      expect(confirm).toBeEnabled();
    });

    it('explains a wrong confirmation on Enter', async () => {
      const { api } = await renderProfile();
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'Delete{Enter}');
      expect(await screen.findByText('Invalid confirmation')).toBeVisible();
      expect(screen.getByText('Please type DELETE to confirm account deletion.')).toBeVisible();
      expect(api.calls('delete-account')).toHaveLength(0);
    });

    it('Cancel closes the dialog', async () => {
      await renderProfile();
      const dialog = await openDeleteDialog();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('deletes, clears all local storage, signs out and lands on /v2', async () => {
      window.localStorage.setItem('v2_invite_token', 'x');
      window.localStorage.setItem('encore.visitor_id', 'visitor-1');
      const { router, api } = await renderProfile(makeAuthUser({ userId: 'user-1' }));
      await screen.findByText('artist@example.com');
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
      expect(await screen.findByText('Account deleted')).toBeVisible();
      expect(screen.getByText('Your account has been successfully deleted.')).toBeVisible();
      expect(api.calls('delete-account')[0]).toMatchObject({
        userId: 'user-1',
        confirmationText: 'DELETE',
      });
      // Everything is cleared; the page-view tracker on /v2 may already have started a NEW
      // anonymous visitor, never the old one.
      const left = Object.keys(window.localStorage).filter((key) => key !== 'encore.visitor_id');
      expect(left).toEqual([]);
      expect(window.localStorage.getItem('encore.visitor_id')).not.toBe('visitor-1');
      expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
    });

    it('shows Deleting... while busy', async () => {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await renderProfile(makeAuthUser(), async () => {
        await answered;
        return json({ success: true });
      });
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

      expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      answer();
    });

    it.each([
      [
        'the server refuses with an error',
        () => json({ success: false, error: 'Store is busy' }),
        'Store is busy',
      ],
      [
        'the server refuses without a reason',
        () => json({ success: false }),
        'Failed to delete account. Please try again.',
      ],
      [
        'the call fails',
        () => json({ error: 'x', message: 'Not yet available' }, 501),
        'Not yet available',
      ],
      [
        'the answer is not JSON',
        () => new Response('<html>', { status: 200 }),
        'An unexpected error occurred',
      ],
    ])('reports a failure when %s', async (_case, answer, description) => {
      const { router } = await renderProfile(makeAuthUser(), answer);
      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

      expect(await screen.findByText('Deletion failed')).toBeVisible();
      expect(screen.getByText(description)).toBeVisible();
      expect(router.state.location.pathname).toBe('/v2/profile');
      expect(sessionStore.getSnapshot().status).toBe('authenticated');
    });
  });
});
