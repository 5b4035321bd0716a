import { countryCodes } from '@encore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

afterEach(() => sessionStore.clear());

const joined = '2026-11-22T09:30:00.000Z';

async function renderWaitingList(
  save: () => Response | Promise<Response> = () => json({ success: true }),
) {
  signIn();
  window.localStorage.setItem('v2_user_id', 'user-1');
  window.localStorage.setItem('v2_waiting_list_joined_at', joined);
  const api = serveApi({
    'auth-user': () => json(makeAuthUser({ waitingListJoinedAt: joined })),
    'update-notification-preference': save,
  });
  const view = renderRoute('/v2/waiting-list');
  await screen.findByRole('heading', { level: 1, name: "You're on the list!" });
  return { ...view, api };
}

const notifyButton = () => screen.getByRole('button', { name: /NOTIFY ME WHEN READY|SAVING/ });

describe('/v2/waiting-list', () => {
  it('says capacity is full and progress is saved, with email chosen by default', async () => {
    await renderWaitingList();
    expect(screen.getByText(/at full capacity/)).toBeVisible();
    expect(screen.getByText('Your progress has been saved.')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Email/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /WhatsApp\/SMS/ })).not.toBeChecked();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(notifyButton()).toHaveTextContent('NOTIFY ME WHEN READY');

    const info = screen.getByRole('region', { name: 'What happens next?' });
    expect(within(info).getByText(/process the waiting list regularly/)).toBeVisible();
    expect(within(info).getByText(/moves up as we add more capacity/)).toBeVisible();
    expect(within(info).getByText(/average wait is a few days/)).toBeVisible();
  });

  it('saves email, remembers it, toasts and shows the status screen', async () => {
    const { api, router } = await renderWaitingList();
    await screen.findByText('artist@example.com');
    await userEvent.click(notifyButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/on-waiting-list'));
    expect(api.calls('update-notification-preference')[0]).toEqual({
      userId: 'user-1',
      notificationMethod: 'email',
      user_context: { user_id: 'user-1', email: 'artist@example.com' },
    });
    expect(await screen.findByText("You're all set!")).toBeVisible();
    expect(
      screen.getByText("We'll notify you at artist@example.com when you can complete your setup."),
    ).toBeVisible();
    expect(window.localStorage.getItem('v2_notification_method')).toBe('email');
    expect(window.localStorage.getItem('v2_notification_contact')).toBe('artist@example.com');
  });

  it('offers the 30 country codes (default +1) and a phone field that formats as typed', async () => {
    await renderWaitingList();
    await userEvent.click(screen.getByRole('radio', { name: /WhatsApp\/SMS/ }));

    const code = screen.getByLabelText('Country code');
    expect(code).toHaveValue('+1');
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...countryCodes]);
    expect(countryCodes).toHaveLength(30);

    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('placeholder', '123-456-7890');
    expect(phone).toHaveAttribute('maxLength', '12');
    expect(
      screen.getByText("We'll send you updates via WhatsApp or SMS when your spot is ready"),
    ).toBeVisible();

    await userEvent.type(phone, '55a5(1)2 3');
    expect(phone).toHaveValue('555-123');
    await userEvent.type(phone, '4567999');
    expect(phone).toHaveValue('555-123-4567');
  });

  it('requires a valid phone number and clears the error on typing', async () => {
    const { api } = await renderWaitingList();
    await userEvent.click(screen.getByRole('radio', { name: /WhatsApp\/SMS/ }));
    await userEvent.click(notifyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number is required');

    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '555');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(notifyButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid phone number (123-456-7890)',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('update-notification-preference')).toHaveLength(0);
  });

  it('saves the phone as code-dash-number without leading zeros, with SAVING... meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, router } = await renderWaitingList(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await userEvent.click(screen.getByRole('radio', { name: /WhatsApp\/SMS/ }));
    await userEvent.selectOptions(screen.getByLabelText('Country code'), '+44');
    await userEvent.type(screen.getByLabelText('Phone number'), '0207946000');
    await userEvent.click(notifyButton());

    expect(await screen.findByRole('button', { name: /SAVING\.\.\./ })).toBeDisabled();
    expect(api.calls('update-notification-preference')[0]).toMatchObject({
      userId: 'user-1',
      notificationMethod: 'phone',
      phoneNumber: '+44-20-794-6000',
    });
    answer(json({ success: true }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/on-waiting-list'));
    expect(
      await screen.findByText(
        "We'll notify you at +44-20-794-6000 when you can complete your setup.",
      ),
    ).toBeVisible();
    expect(window.localStorage.getItem('v2_notification_method')).toBe('phone');
    expect(window.localStorage.getItem('v2_notification_contact')).toBe('+44-20-794-6000');
  });

  it('says so when saving fails, and stays', async () => {
    const { router } = await renderWaitingList(() =>
      json({ error: 'internal_error', message: 'boom' }, 500),
    );
    await userEvent.click(notifyButton());
    expect(
      await screen.findByText('Failed to save notification preference. Please try again.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/v2/waiting-list');
    expect(notifyButton()).toBeEnabled();
    expect(window.localStorage.getItem('v2_notification_method')).toBeNull();
  });

  it('says the user is not authenticated without a session', async () => {
    const api = serveApi();
    renderRoute('/v2/waiting-list');
    await screen.findByRole('heading', { level: 1, name: "You're on the list!" });
    await userEvent.click(notifyButton());
    expect(await screen.findByText('User not authenticated')).toBeVisible();
    expect(api.calls('update-notification-preference')).toHaveLength(0);
  });

  it('closes to /v2', async () => {
    const { router } = await renderWaitingList();
    await userEvent.click(screen.getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });
});
