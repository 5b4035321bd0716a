import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import { makeBuild, makeProcessingStore, makeStore, renderStoreRoute } from './testing';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

const onlineSwitch = () => screen.getByRole('switch', { name: 'Store Online' });
const privateSwitch = () => screen.getByRole('switch', { name: 'Private Store' });
const overlay = () => screen.getByRole('region', { name: 'Launching Your Store' });
const countdown = () => within(overlay()).getByRole('timer');
const steps = () =>
  within(screen.getByRole('list', { name: 'Launch progress' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent?.replace(/ \(.*\)$/, ''), item.dataset.status]);

/** A handler whose answer waits until `release` is called. */
function deferred(response: () => Response) {
  let release: () => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });
  return { handler: () => answer, release: () => release() };
}

describe('/v2/store/settings while the store builds (spec §2.7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  });

  it('blurs the page under the overlay, with the countdown from the build estimate', async () => {
    const startedAt = new Date(Date.now() - 30_000).toISOString();
    renderStoreRoute(
      '/v2/store/settings',
      makeProcessingStore(makeBuild(1, { startedAt, estimatedSeconds: 180 })),
    );
    expect(await screen.findByRole('heading', { name: 'Launching Your Store' })).toBeVisible();
    // 180 s estimate, 30 s since the build started.
    expect(countdown()).toHaveTextContent('2:30');
    expect(within(overlay()).getByText('remaining')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(countdown()).toHaveTextContent('2:29');

    const preview = screen.getByTestId('blurred-preview');
    expect(preview).toHaveAttribute('inert');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('counts down from 4:07 when the build has no estimate, and never below 0:00', async () => {
    const { server } = renderStoreRoute(
      '/v2/store/settings',
      makeProcessingStore(makeBuild(0, { estimatedSeconds: null })),
    );
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    expect(countdown()).toHaveTextContent('4:07');
    expect(screen.queryByText('Store Build Taking Longer')).not.toBeInTheDocument();

    server.store = makeProcessingStore(makeBuild(3, { estimatedSeconds: null }));
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(countdown()).toHaveTextContent('0:00');
    expect(screen.getByText('Store Build Taking Longer')).toBeVisible();
    expect(
      screen.getByText('Your store is still being created. Please check back in a few minutes.'),
    ).toBeVisible();
  });

  it('shows the build’s steps and ticks them off as the poll reports them', async () => {
    const { server, api } = renderStoreRoute('/v2/store/settings', makeProcessingStore());
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    expect(steps()).toEqual([
      ['Creating store structure', 'done'],
      ['Uploading products', 'active'],
      ['Configuring payment gateway', 'pending'],
      ['Finalizing store settings', 'pending'],
    ]);
    const active = within(overlay()).getAllByRole('listitem')[1];
    expect(active?.querySelector('.animate-spin')).not.toBeNull();

    // Faster than the 20 s state poll while the overlay shows.
    server.store = makeProcessingStore(makeBuild(3));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(steps()[2]).toEqual(['Configuring payment gateway', 'done']));
    expect(steps()[3]).toEqual(['Finalizing store settings', 'active']);
    expect(api.calls('get-store-data').length).toBeGreaterThanOrEqual(2);
  });

  it('starts the checklist before the first progress report', async () => {
    renderStoreRoute('/v2/store/settings', makeProcessingStore(null));
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    expect(countdown()).toHaveTextContent('4:07');
    expect(steps().map(([, status]) => status)).toEqual([
      'active',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('shows why the last build attempt failed', async () => {
    renderStoreRoute(
      '/v2/store/settings',
      makeProcessingStore(makeBuild(1, { error: 'Uploading products failed; retrying' })),
    );
    expect(await within(await screen.findByRole('alert')).findByText(/retrying/)).toBeVisible();
  });

  it('says the store is ready and shows its settings when the build finishes', async () => {
    const { server } = renderStoreRoute('/v2/store/settings', makeProcessingStore(makeBuild(3)));
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    server.store = makeStore();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Your store is ready!')).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Store Online' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Launching Your Store' })).not.toBeInTheDocument();
  });
});

describe('/v2/store/settings when the store is ready', () => {
  it('shows the store URL and copies the share link with its tracking parameters', async () => {
    renderStoreRoute('/v2/store/settings', makeStore());
    const field = await screen.findByRole('textbox', { name: 'Store URL' });
    expect(field).toHaveValue('http://localhost:3000/shop/ari-artist');
    expect(field).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Copy store URL' }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/shop/ari-artist?utm_source=artist&utm_medium=share&utm_campaign=store_settings',
    );
    expect(await screen.findByText('Store URL copied to clipboard')).toBeVisible();

    const visit = screen.getByRole('link', { name: 'Visit' });
    expect(visit).toHaveAttribute('href', 'http://localhost:3000/shop/ari-artist');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies a private store’s key with the link, and visits with the key only', async () => {
    renderStoreRoute(
      '/v2/store/settings',
      makeStore({
        isStorePrivate: true,
        storePassword: 'velvet482',
        shareUrl:
          'http://localhost:3000/shop/ari-artist?key=k3y&utm_source=artist&utm_medium=share&utm_campaign=store_settings',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Copy store URL' }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/shop/ari-artist?key=k3y&utm_source=artist&utm_medium=share&utm_campaign=store_settings',
    );
    expect(screen.getByRole('link', { name: 'Visit' })).toHaveAttribute(
      'href',
      'http://localhost:3000/shop/ari-artist?key=k3y',
    );
  });

  it('adds the tracking parameters itself when the server sends no share link', async () => {
    renderStoreRoute('/v2/store/settings', makeStore({ shareUrl: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy store URL' }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/shop/ari-artist?utm_source=artist&utm_medium=share&utm_campaign=store_settings',
    );
  });

  it('reads unknown visibility flags as online and public (spec §9)', async () => {
    renderStoreRoute(
      '/v2/store/settings',
      makeStore({ isStoreEnabled: null, isStorePrivate: null }),
    );
    expect(await screen.findByRole('switch', { name: 'Store Online' })).toBeChecked();
    expect(privateSwitch()).not.toBeChecked();
    expect(screen.getByText('Make the store accessible to customers')).toBeVisible();
    expect(screen.getByText('Require password for access')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Store Password/ })).not.toBeInTheDocument();
  });

  it('takes the store offline and back online through store/update-status', async () => {
    const { api } = renderStoreRoute('/v2/store/settings', makeStore());
    await userEvent.click(await screen.findByRole('switch', { name: 'Store Online' }));
    expect(await screen.findByText('Store taken offline')).toBeVisible();
    expect(onlineSwitch()).not.toBeChecked();
    expect(api.calls('store/update-status')).toEqual([
      expect.objectContaining({ userId: 'user-1', isStoreEnabled: false }),
    ]);

    await waitFor(() => expect(onlineSwitch()).toBeEnabled());
    await userEvent.click(onlineSwitch());
    expect(await screen.findByText('Store is now Public')).toBeVisible();
    expect(onlineSwitch()).toBeChecked();
    expect(api.calls('store/update-status')[1]).toMatchObject({ isStoreEnabled: true });
  });

  it('says a private store back online is private (the §8 wording)', async () => {
    renderStoreRoute(
      '/v2/store/settings',
      makeStore({ isStoreEnabled: false, isStorePrivate: true }),
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Store Online' }));
    expect(await screen.findByText('Store is now Private')).toBeVisible();
    expect(onlineSwitch()).toBeChecked();
  });

  it('makes the store private through store/update-privacy, then public again', async () => {
    const { api } = renderStoreRoute('/v2/store/settings', makeStore());
    await userEvent.click(await screen.findByRole('switch', { name: 'Private Store' }));
    expect(await screen.findByText('Store is now Private')).toBeVisible();
    expect(privateSwitch()).toBeChecked();
    expect(api.calls('store/update-privacy')).toEqual([
      expect.objectContaining({ userId: 'user-1', isStorePrivate: true }),
    ]);
    // The store is read again: a private store has a password and a keyed share link.
    expect(await screen.findByRole('textbox', { name: 'Password' })).toHaveValue('velvet482');

    await waitFor(() => expect(privateSwitch()).toBeEnabled());
    await userEvent.click(privateSwitch());
    expect(await screen.findByText('Store is now Public')).toBeVisible();
    expect(api.calls('store/update-privacy')[1]).toMatchObject({ isStorePrivate: false });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Password' })).not.toBeInTheDocument(),
    );
  });

  it('shows a switch’s change at once, locks both while saving, and rolls back on failure', async () => {
    const answer = deferred(() => json({ error: 'internal', message: 'boom' }, 500));
    renderStoreRoute('/v2/store/settings', makeStore(), {
      'store/update-status': answer.handler,
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Store Online' }));
    expect(onlineSwitch()).not.toBeChecked();
    expect(onlineSwitch()).toBeDisabled();
    expect(privateSwitch()).toBeDisabled();

    answer.release();
    expect(await screen.findByText('Failed to update store visibility')).toBeVisible();
    expect(onlineSwitch()).toBeChecked();
    await waitFor(() => expect(onlineSwitch()).toBeEnabled());
    expect(privateSwitch()).toBeEnabled();
    expect(screen.queryByText('Store taken offline')).not.toBeInTheDocument();
  });

  it('rolls the privacy switch back when saving fails', async () => {
    renderStoreRoute('/v2/store/settings', makeStore(), {
      'store/update-privacy': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Private Store' }));
    expect(await screen.findByText('Failed to update store visibility')).toBeVisible();
    await waitFor(() => expect(privateSwitch()).not.toBeChecked());
  });
});

describe('/v2/store/settings store password', () => {
  const privateStore = () => makeStore({ isStorePrivate: true, storePassword: 'velvet482' });

  it('shows the password of a private store and copies it', async () => {
    renderStoreRoute('/v2/store/settings', privateStore());
    expect(await screen.findByRole('textbox', { name: 'Password' })).toHaveValue('velvet482');
    await userEvent.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('velvet482');
    expect(await screen.findByText('Store password copied to clipboard')).toBeVisible();
  });

  it('validates a new password inline: 4 to 64 characters', async () => {
    const { api } = renderStoreRoute('/v2/store/settings', privateStore());
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const input = screen.getByRole('textbox', { name: 'New password' });
    const save = screen.getByRole('button', { name: 'Save password' });

    await userEvent.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a password');

    await userEvent.type(input, 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 4 characters');
    await userEvent.click(save);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(65));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at most 64 characters');
    await userEvent.click(save);
    expect(api.calls('store/update-password')).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'abcd');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a new password through store/update-password', async () => {
    const { api } = renderStoreRoute('/v2/store/settings', privateStore());
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New password' }), ' new-pass ');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('Store password updated')).toBeVisible();
    expect(api.calls('store/update-password')).toEqual([
      expect.objectContaining({ userId: 'user-1', password: 'new-pass' }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('new-pass');
    expect(screen.queryByRole('textbox', { name: 'New password' })).not.toBeInTheDocument();
  });

  it('keeps the form open and says so when saving fails', async () => {
    renderStoreRoute('/v2/store/settings', privateStore(), {
      'store/update-password': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New password' }), 'new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Failed to update store password')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'New password' })).toHaveValue('new-pass');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('velvet482');
  });
});

describe('/v2/store/settings without a store', () => {
  it('sends a pre-store user to /v2/main', async () => {
    const { router } = renderStoreRoute(
      '/v2/store/settings',
      makeStore({ storeState: 'pre-store', shopifyStoreUrl: null, shareUrl: null, overview: null }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'));
  });

  it('reads a failed store fetch as pre-store (spec §8)', async () => {
    const { router } = renderStoreRoute('/v2/store/settings', makeStore(), {
      'get-store-data': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'));
  });

  it('sends a user without a stored id to /v2', async () => {
    signIn();
    serveApi({ 'auth-user': () => json(makeAuthUser({ userState: 'app' })) });
    const { router } = renderRoute('/v2/store/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });
});
