import { countryCodes } from '@encore/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import { json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { signIn } from '../../../test/session';
import {
  choosePhone,
  expectCountryCodes,
  expectNotAuthenticated,
  expectPhoneErrors,
  expectPhoneField,
  findWaitingListHeading,
  notifyButton,
  serveWaitingListUser,
} from '../testing';
import { WaitingListStep } from './components/steps/waiting-list-step';
import { readStoredJson, renderStep } from './testing/render-step';

afterEach(() => sessionStore.clear());

const saved = () => json({ success: true });

async function renderWaitingStep(position: number | null = 3, save = saved) {
  signIn();
  const api = serveWaitingListUser(save, { waitingListPosition: position });
  const view = renderStep(WaitingListStep);
  await findWaitingListHeading();
  return { ...view, api };
}

/** The phone went to the server and, as the legacy app does, into waitlistSuccess. */
function expectPhoneSaved(api: ReturnType<typeof serveWaitingListUser>, phoneNumber: string) {
  expect(api.calls('update-notification-preference')[0]).toMatchObject({
    notificationMethod: 'phone',
    phoneNumber,
  });
  expect(readStoredJson('waitlistSuccess')).toMatchObject({
    method: 'WhatsApp/SMS',
    contact: phoneNumber,
  });
}

describe('waiting-list step', () => {
  it('says capacity is full and progress is saved, with the real place in the queue', async () => {
    await renderWaitingStep(3);
    expect(screen.getByText(/at full capacity right now/)).toBeVisible();
    expect(screen.getByText(/first to know when a spot opens up/)).toBeVisible();
    expect(screen.getByText('Your progress has been saved.')).toBeVisible();
    const queue = await screen.findByRole('region', { name: 'Your place in the queue' });
    expect(queue).toHaveTextContent('#3 in queue');
    expect(queue).toHaveTextContent('2 ahead of you.');
    expect(screen.getByRole('radio', { name: /Email/ })).toBeChecked();
    expect(screen.getByText('artist@example.com')).toBeVisible();
    expect(notifyButton()).toHaveTextContent('NOTIFY ME WHEN READY');
    const info = screen.getByRole('region', { name: 'What happens next?' });
    expect(within(info).getByText(/in the order they joined/)).toBeVisible();
    expect(
      within(info).getByText(/as others finish onboarding or as we add capacity/),
    ).toBeVisible();
  });

  it('shows no queue card when the place is not known — never a made-up one', async () => {
    const { api } = await renderWaitingStep(null);
    await waitFor(() => expect(api.calls('auth-user')).toHaveLength(1));
    // Let the answer arrive and render before looking for what it must not show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Your place in the queue' })).toBeNull();
    expect(screen.queryByText(/in queue|of 20|95%/)).toBeNull();
  });

  it('offers the 30 country codes (default +1) and a 3-3-4 phone field', async () => {
    await renderWaitingStep();
    await choosePhone();
    expectCountryCodes(countryCodes);
    const phone = expectPhoneField();
    await userEvent.type(phone, '55a5(1)2 34567999');
    expect(phone).toHaveValue('555-123-4567');
  });

  it('requires a valid phone number, the error clearing on typing', async () => {
    const { api } = await renderWaitingStep();
    await choosePhone();
    await expectPhoneErrors();
    expect(api.calls('update-notification-preference')).toHaveLength(0);
  });

  it('saves email, remembers waitlistSuccess and returns to welcome', async () => {
    const { api, onNext, onBack } = await renderWaitingStep();
    const before = Date.now();
    await userEvent.click(notifyButton());
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce());
    expect(onBack).not.toHaveBeenCalled();
    expect(api.calls('update-notification-preference')).toEqual([
      {
        userId: 'user-1',
        notificationMethod: 'email',
        user_context: { user_id: 'user-1', email: 'artist@example.com' },
      },
    ]);
    const record = readStoredJson('waitlistSuccess');
    expect(record).toEqual({
      method: 'Email',
      contact: 'artist@example.com',
      timestamp: expect.any(Number),
    });
    expect((record as { timestamp: number }).timestamp).toBeGreaterThanOrEqual(before);
  });

  it('saves the phone as code-dash-number without leading zeros', async () => {
    const { api, onNext } = await renderWaitingStep();
    await choosePhone();
    await userEvent.selectOptions(screen.getByLabelText('Country code'), '+44');
    await userEvent.type(screen.getByLabelText('Phone number'), '0207946000');
    await userEvent.click(notifyButton());
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce());
    expectPhoneSaved(api, '+44-20-794-6000');
  });

  it('says so when saving fails, and stays', async () => {
    const { onNext } = await renderWaitingStep(2, () =>
      json({ error: 'internal_error', message: 'boom' }, 500),
    );
    await userEvent.click(notifyButton());
    expect(
      await screen.findByText('Failed to save notification preference. Please try again.'),
    ).toBeVisible();
    expect(onNext).not.toHaveBeenCalled();
    expect(readStoredJson('waitlistSuccess')).toBeNull();
  });

  it('closes (X) back to welcome', async () => {
    const { onBack, onNext } = await renderWaitingStep();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onNext).not.toHaveBeenCalled();
  });
});

describe('/waiting-list (standalone)', () => {
  async function renderStandalone(position: number | null = 1) {
    signIn();
    const api = serveWaitingListUser(saved, { waitingListPosition: position });
    const view = renderRoute('/waiting-list');
    await findWaitingListHeading();
    return { ...view, api };
  }

  it('is the same list with only +1 and +44, and the real place', async () => {
    await renderStandalone(1);
    expect(await screen.findByText('#1 in queue')).toBeVisible();
    expect(screen.getByText('You are next in line.')).toBeVisible();
    await choosePhone();
    expectCountryCodes(['+1', '+44']);
  });

  it('saves and returns to /', async () => {
    const { router, api } = await renderStandalone();
    await choosePhone();
    await userEvent.type(screen.getByLabelText('Phone number'), '2025550123');
    await userEvent.click(notifyButton());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/waiting-list'));
    expect(router.state.location.pathname).toBe('/v2');
    expectPhoneSaved(api, '+1-202-555-0123');
  });

  it('closes to /', async () => {
    const { router } = await renderStandalone();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(readStoredJson('waitlistSuccess')).toBeNull();
  });

  it('says the user is not authenticated without a session', async () => {
    await expectNotAuthenticated('/waiting-list');
    expect(screen.queryByRole('region', { name: 'Your place in the queue' })).toBeNull();
  });
});
