import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import { json } from '../../../test/fake-api';
import { makeStore, renderLegacyStoreRoute, shareTracking, shopUrl } from './testing';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => sessionStore.clear());

const choice = (label: 'Public' | 'Private' | 'Offline') =>
  screen.getByRole('radio', { name: new RegExp(`^${label}`) });
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);

/** The store calls in the order they were made, with what they asked for. */
function visibilityCalls(api: ReturnType<typeof renderLegacyStoreRoute>['api']) {
  return api.callLog
    .filter(({ name }) => name === 'store/update-status' || name === 'store/update-privacy')
    .map(({ name, input }) => {
      const body = input as Record<string, unknown>;
      return name === 'store/update-status'
        ? ['status', body.isStoreEnabled]
        : ['privacy', body.isStorePrivate];
    });
}

/** A handler whose answer waits until `release` is called. */
function deferred(response: () => Response) {
  let release: () => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });
  return { handler: () => answer, release: () => release() };
}

describe('/store/settings: Share your store', () => {
  it('shows the URL, copies the share link and previews the store in a new tab', async () => {
    renderLegacyStoreRoute('/store/settings', makeStore());
    expect(await screen.findByRole('textbox', { name: 'Store URL' })).toHaveValue(shopUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${shopUrl}?${shareTracking}`);
    expect(await screen.findByText('Store URL copied to clipboard')).toBeVisible();

    const preview = screen.getByRole('link', { name: 'Preview' });
    expect(preview).toHaveAttribute('href', shopUrl);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies a private store’s link with the key that lets its holder in', async () => {
    const shareUrl = `${shopUrl}?key=k3y&${shareTracking}`;
    renderLegacyStoreRoute('/store/settings', makeStore({ isStorePrivate: true, shareUrl }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(shareUrl);
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `${shopUrl}?key=k3y`,
    );
  });
});

describe('/store/settings: Store Visibility (spec §4.4)', () => {
  it.each([
    ['public', makeStore()],
    ['private', makeStore({ isStorePrivate: true })],
    // Legacy screens read a store as private unless it is explicitly not (spec §3).
    ['private', makeStore({ isStorePrivate: null })],
    ['offline', makeStore({ isStoreEnabled: false })],
  ])('reads the store as %s', async (visibility, store) => {
    renderLegacyStoreRoute('/store/settings', store);
    await screen.findByRole('group', { name: 'Store Visibility' });
    expect(checked()).toEqual([visibility]);
    expect(screen.getByText('Anyone can find you on Google')).toBeVisible();
    expect(screen.getByText('Only people with your link')).toBeVisible();
    expect(screen.getByText('No one can see your store')).toBeVisible();
  });

  it('makes an offline store public: enables it first, then sets its privacy', async () => {
    const { api } = renderLegacyStoreRoute(
      '/store/settings',
      makeStore({ isStoreEnabled: false, isStorePrivate: true }),
    );
    await screen.findByRole('group', { name: 'Store Visibility' });
    await userEvent.click(choice('Public'));
    expect(await screen.findByText('Store is now Public')).toBeVisible();
    expect(visibilityCalls(api)).toEqual([
      ['status', true],
      ['privacy', false],
    ]);
    expect(checked()).toEqual(['public']);
  });

  it('makes an offline store private the same way, and shows its password to share', async () => {
    const { api } = renderLegacyStoreRoute('/store/settings', makeStore({ isStoreEnabled: false }));
    await screen.findByRole('group', { name: 'Store Visibility' });
    await userEvent.click(choice('Private'));
    expect(await screen.findByText('Store is now Private')).toBeVisible();
    expect(visibilityCalls(api)).toEqual([
      ['status', true],
      ['privacy', true],
    ]);
    const password = await screen.findByRole('textbox', { name: 'Store password' });
    expect(password).toHaveValue('velvet482');
    await userEvent.click(screen.getByRole('button', { name: 'Copy store password' }));
    expect(writeText).toHaveBeenCalledWith('velvet482');
  });

  it('only sets the privacy of a store that is online', async () => {
    const { api } = renderLegacyStoreRoute('/store/settings', makeStore());
    await screen.findByRole('group', { name: 'Store Visibility' });
    await userEvent.click(choice('Private'));
    expect(await screen.findByText('Store is now Private')).toBeVisible();
    expect(visibilityCalls(api)).toEqual([['privacy', true]]);
  });

  it('takes the store offline with store/update-status alone', async () => {
    const { api } = renderLegacyStoreRoute('/store/settings', makeStore());
    await screen.findByRole('group', { name: 'Store Visibility' });
    await userEvent.click(choice('Offline'));
    expect(await screen.findByText('Store taken offline')).toBeVisible();
    expect(visibilityCalls(api)).toEqual([['status', false]]);
    expect(api.calls('store/update-status')).toEqual([
      expect.objectContaining({ userId: 'user-1', isStoreEnabled: false }),
    ]);
    expect(checked()).toEqual(['offline']);
  });

  it('shows the choice at once and disables every choice while it saves', async () => {
    const status = deferred(() => json({ data: { isStoreEnabled: false } }));
    renderLegacyStoreRoute('/store/settings', makeStore(), {
      'store/update-status': status.handler,
    });
    await screen.findByRole('group', { name: 'Store Visibility' });
    await userEvent.click(choice('Offline'));
    expect(checked()).toEqual(['offline']);
    const group = screen.getByRole('group', { name: 'Store Visibility' });
    expect(group).toBeDisabled();
    expect(group).toHaveAttribute('aria-busy', 'true');
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(group).getByRole('status', { name: 'Saving' })).toBeInTheDocument();

    status.release();
    expect(await screen.findByText('Store taken offline')).toBeVisible();
    await waitFor(() => expect(choice('Public')).toBeEnabled());
  });

  it('puts the choice back and says so when saving fails', async () => {
    renderLegacyStoreRoute('/store/settings', makeStore(), {
      'store/update-status': () => json({ error: 'internal', message: 'down' }, 500),
    });
    await screen.findByRole('group', { name: 'Store Visibility' });
    await userEvent.click(choice('Offline'));
    expect(await screen.findByText('Failed to update store visibility')).toBeVisible();
    await waitFor(() => expect(checked()).toEqual(['public']));
    expect(choice('Public')).toBeEnabled();
  });

  it('takes a store it just enabled offline again when its privacy cannot be set', async () => {
    const { api } = renderLegacyStoreRoute(
      '/store/settings',
      makeStore({ isStoreEnabled: false, isStorePrivate: false }),
      { 'store/update-privacy': () => json({ error: 'internal', message: 'down' }, 500) },
    );
    await screen.findByRole('group', { name: 'Store Visibility' });
    await userEvent.click(choice('Private'));
    expect(await screen.findByText('Failed to update store visibility')).toBeVisible();
    expect(visibilityCalls(api)).toEqual([
      ['status', true],
      ['privacy', true],
      ['status', false],
    ]);
    await waitFor(() => expect(checked()).toEqual(['offline']));
  });
});
