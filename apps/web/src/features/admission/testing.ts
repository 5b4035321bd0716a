import type { AuthUserResponse, ValidatedProfile } from '@encore/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

/** A validated artist as validate-spotify-artist answers, with overrides. */
export function makeValidatedProfile(overrides: Partial<ValidatedProfile> = {}): ValidatedProfile {
  return {
    spotifyId: 'cMPP8NKX1kMB0MyhBaeLW4',
    artistName: 'Los Relámpagos',
    imageUrl: '/catalog/images/cMPP8NKX1kMB0MyhBaeLW4.jpg',
    followers: 48_234_567,
    country: 'MX',
    genres: ['regional mexican', 'norteño'],
    spotifyUrl: 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4',
    ...overrides,
  };
}

export const demoArtistUrl = 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4';

/** When the test user joined the waiting list. */
export const waitingListJoinedAt = '2026-11-22T09:30:00.000Z';

const saved = () => json({ success: true });

/**
 * The server of a signed-in user on the waiting list: auth-user says when they joined (and their
 * place, for the legacy screens); `save` answers update-notification-preference.
 */
export function serveWaitingListUser(
  save: () => Response | Promise<Response> = saved,
  user: Partial<AuthUserResponse> = {},
) {
  return serveApi({
    'auth-user': () => json(makeAuthUser({ waitingListJoinedAt, ...user })),
    'update-notification-preference': save,
  });
}

/** Waits for the waiting list's heading, which both generations share. */
export const findWaitingListHeading = () =>
  screen.findByRole('heading', { level: 1, name: "You're on the list!" });

export const notifyButton = () =>
  screen.getByRole('button', { name: /NOTIFY ME WHEN READY|SAVING/ });

export const choosePhone = () =>
  userEvent.click(screen.getByRole('radio', { name: /WhatsApp\/SMS/ }));

/** The country-code choice (after choosing the phone) defaults to +1 and offers `codes`. */
export function expectCountryCodes(codes: readonly string[]) {
  const code = screen.getByLabelText('Country code');
  expect(code).toHaveValue('+1');
  expect(
    within(code)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([...codes]);
}

/** The phone field's 3-3-4 shape and its hint (spec §5). */
export function expectPhoneField(): HTMLElement {
  const phone = screen.getByLabelText('Phone number');
  expect(phone).toHaveAttribute('placeholder', '123-456-7890');
  expect(phone).toHaveAttribute('maxLength', '12');
  expect(
    screen.getByText("We'll send you updates via WhatsApp or SMS when your spot is ready"),
  ).toBeVisible();
  return phone;
}

/** With the phone chosen: the required, then the invalid message, cleared while typing. */
export async function expectPhoneErrors() {
  await userEvent.click(notifyButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Phone number is required');
  await userEvent.type(screen.getByLabelText('Phone number'), '555');
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(notifyButton());
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please enter a valid phone number (123-456-7890)',
  );
}

/** Without a session, Notify says so and nothing is saved. */
export async function expectNotAuthenticated(path: string) {
  const api = serveApi();
  renderRoute(path);
  await findWaitingListHeading();
  await userEvent.click(notifyButton());
  expect(await screen.findByText('User not authenticated')).toBeVisible();
  expect(api.calls('update-notification-preference')).toHaveLength(0);
}
