import { countryCodes } from '@encore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import {
  choosePhone,
  expectCountryCodes,
  expectNotAuthenticated,
  expectPhoneErrors,
  expectPhoneField,
  findWaitingListHeading,
  notifyButton,
  serveWaitingListUser,
  waitingListJoinedAt,
} from './testing';

afterEach(() => sessionStore.clear());

async function renderWaitingList(
  save: () => Response | Promise<Response> = () => json({ success: true }),
) {
  signIn();
  window.localStorage.setItem('v2_user_id', 'user-1');
  window.localStorage.setItem('v2_waiting_list_joined_at', waitingListJoinedAt);
  const api = serveWaitingListUser(save);
  const view = renderRoute('/v2/waiting-list');
  await findWaitingListHeading();
  return { ...view, api };
}

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
    await choosePhone();
    expectCountryCodes(countryCodes);
    expect(countryCodes).toHaveLength(30);

    const phone = expectPhoneField();

    await userEvent.type(phone, '55a5(1)2 3');
    expect(phone).toHaveValue('555-123');
    await userEvent.type(phone, '4567999');
    expect(phone).toHaveValue('555-123-4567');
  });

  it('requires a valid phone number and clears the error on typing', async () => {
    const { api } = await renderWaitingList();
    await choosePhone();
    await expectPhoneErrors();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('update-notification-preference')).toHaveLength(0);
  });

  it('saves the phone as code-dash-number without leading zeros, with SAVING... meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, router } = await renderWaitingList(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await choosePhone();
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
    await expectNotAuthenticated('/v2/waiting-list');
  });

  it('closes to /v2', async () => {
    const { router } = await renderWaitingList();
    await userEvent.click(screen.getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });
});
