import type { AuthUserResponse } from '@encore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

afterEach(() => sessionStore.clear());

function renderStatus(user: AuthUserResponse | (() => Response | Promise<Response>)) {
  signIn();
  const api = serveApi({ 'auth-user': typeof user === 'function' ? user : () => json(user) });
  return { ...renderRoute('/v2/on-waiting-list'), api };
}

const heading = { level: 1, name: "You're on the List!" } as const;

describe('/v2/on-waiting-list', () => {
  it('shows the join date (en-US long), the email and what happens next', async () => {
    renderStatus(makeAuthUser({ waitingListJoinedAt: '2026-11-22T12:00:00.000Z' }));
    expect(await screen.findByRole('heading', heading)).toBeVisible();
    expect(screen.getByText('Joined Waiting List')).toBeVisible();
    expect(screen.getByText('November 22, 2026')).toBeVisible();
    expect(screen.getByText('Email Notifications')).toBeVisible();
    expect(screen.getByText('artist@example.com')).toBeVisible();
    const next = screen.getByRole('region', { name: 'What happens next?' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    expect(within(next).getByText(/reviewing your application/)).toBeVisible();
    expect(within(next).getByText(/notification as soon as your spot is ready/)).toBeVisible();
    expect(within(next).getByText(/in the order of application/)).toBeVisible();
    expect(screen.getByText('Encore')).toBeVisible();
  });

  it("uses the session's email when the profile has none", async () => {
    renderStatus(
      makeAuthUser({
        waitingListJoinedAt: '2026-11-22T12:00:00.000Z',
        profile: { email: null, name: 'Ari', avatar: null },
      }),
    );
    await screen.findByRole('heading', heading);
    // The session's email stands in for the profile's.
    expect(screen.getByText('artist@example.com')).toBeVisible();
  });

  it('falls back to the stored join date when auth-user has none', async () => {
    window.localStorage.setItem('v2_waiting_list_joined_at', '2026-03-05T12:00:00.000Z');
    renderStatus(makeAuthUser({ waitingListJoinedAt: null }));
    await screen.findByRole('heading', heading);
    expect(screen.getByText('March 5, 2026')).toBeVisible();
  });

  it('shows a spinner while loading, then sends a user without a join date to /v2', async () => {
    let answer: ((response: Response) => void) | undefined;
    const { router } = renderStatus(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeVisible();
    // The spinner also shows while the session loads, before auth-user is even asked: answer
    // only once the call is in flight, or the answer is lost and the page waits forever.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(json(makeAuthUser({ waitingListJoinedAt: null })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });

  it('sends an admitted user on to processing', async () => {
    const { router } = renderStatus(
      makeAuthUser({ userState: 'onboarded', waitingListJoinedAt: '2026-11-22T12:00:00.000Z' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/processing'));
  });

  it('shows the phone contact chosen on the waiting list', async () => {
    window.localStorage.setItem('v2_notification_method', 'phone');
    window.localStorage.setItem('v2_notification_contact', '+1-555-123-4567');
    renderStatus(makeAuthUser({ waitingListJoinedAt: '2026-11-22T12:00:00.000Z' }));
    await screen.findByRole('heading', heading);
    expect(screen.getByText('WhatsApp/SMS Notifications')).toBeVisible();
    expect(screen.getByText('+1-555-123-4567')).toBeVisible();
  });

  it('signs out to /v2', async () => {
    const { router, api } = renderStatus(
      makeAuthUser({ waitingListJoinedAt: '2026-11-22T12:00:00.000Z' }),
    );
    await screen.findByRole('heading', heading);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(api.auth.logouts).toHaveLength(1);
    expect(window.localStorage.getItem('v2_user_id')).toBeNull();
  });
});
