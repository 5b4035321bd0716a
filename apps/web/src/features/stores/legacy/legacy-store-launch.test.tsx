import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import { json } from '../../../test/fake-api';
import {
  makeBuild,
  makeProcessingStore,
  makeStore,
  renderLegacyStoreRoute,
  shopUrl,
} from './testing';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
});

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

const banner = () => screen.getByRole('region', { name: 'Launching Your Store' });
const countdown = () => within(banner()).getByRole('timer');
const bar = () => within(banner()).getByRole('progressbar', { name: 'Store build progress' });
const steps = () =>
  within(screen.getByRole('list', { name: 'Launch progress' }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.status);
/** A toast's text (the banner may say the same words). */
const toasts = (text: string) =>
  screen.queryAllByText(text).filter((element) => element.closest('[data-sonner-toast]'));
const findToast = async (text: string) => {
  await waitFor(() => expect(toasts(text)).toHaveLength(1));
  return toasts(text)[0];
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the launching banner (spec §4.4)', () => {
  it('counts down from the build’s estimate minus the time since it started', async () => {
    const startedAt = new Date(Date.now() - 30_000).toISOString();
    renderLegacyStoreRoute(
      '/store/settings',
      makeProcessingStore(makeBuild(1, { startedAt, estimatedSeconds: 180 })),
    );
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    expect(countdown()).toHaveTextContent('2:30');
    await advance(1_000);
    expect(countdown()).toHaveTextContent('2:29');
  });

  it('counts down from 4:07 without an estimate, to 0:00 and no further', async () => {
    renderLegacyStoreRoute(
      '/store/dashboard',
      makeProcessingStore(makeBuild(0, { estimatedSeconds: null })),
    );
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    expect(countdown()).toHaveTextContent('4:07');
    await advance(7_000);
    expect(countdown()).toHaveTextContent('4:00');
    await advance(300_000);
    expect(countdown()).toHaveTextContent('0:00');
    expect(within(banner()).getByText('Store Build Taking Longer')).toBeVisible();
  });

  it('fills the bar with the build’s real progress and shows its checklist', async () => {
    const { server } = renderLegacyStoreRoute(
      '/store/dashboard',
      makeProcessingStore(makeBuild(2, { estimatedSeconds: 600 })),
    );
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    // Two of four steps done; 0 s of 600 s adds nothing within the third.
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    expect(steps()).toEqual(['done', 'done', 'active', 'pending']);

    // Not the fixed 420 s / 17.67 % of the old screen: the job reports a third step done.
    server.store = makeProcessingStore(makeBuild(3, { estimatedSeconds: 600 }));
    await advance(5_000);
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '75'));
    expect(steps()).toEqual(['done', 'done', 'done', 'active']);
  });

  it('moves on by time within a step, but not past it before the job says so', async () => {
    renderLegacyStoreRoute(
      '/store/dashboard',
      makeProcessingStore(makeBuild(0, { estimatedSeconds: 100 })),
    );
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    await advance(10_000);
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    await advance(60_000);
    // 70 s of 100 s, but the first of four steps is still under way: at most 22.5 %.
    expect(bar()).toHaveAttribute('aria-valuenow', '23');
  });

  it('starts from when the screen opened before the first progress report', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeProcessingStore(null));
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    expect(countdown()).toHaveTextContent('4:07');
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(steps()).toEqual(['active', 'pending', 'pending', 'pending']);
  });

  it('dims and disables the settings sections while the store is built', async () => {
    renderLegacyStoreRoute('/store/settings', makeProcessingStore());
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    const sections = screen.getByTestId('store-settings-sections');
    expect(sections).toHaveAttribute('inert');
    expect(sections).toHaveClass('opacity-50');
    for (const radio of within(sections).getAllByRole('radio', { hidden: true })) {
      expect(radio).toBeDisabled();
    }
    expect(
      within(sections).getByRole('button', { name: 'Copy Link', hidden: true }),
    ).toBeDisabled();
  });
});

describe('store build polling (spec §4.4, alternate)', () => {
  it('asks buildStoreStatus every 15 s and flags the polling for a reload', async () => {
    const { api } = renderLegacyStoreRoute('/store/dashboard', makeProcessingStore());
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    expect(window.localStorage.getItem('isStorePolling')).toBe('true');
    expect(api.calls('buildStoreStatus')).toHaveLength(0);
    await advance(15_000);
    expect(api.calls('buildStoreStatus')).toHaveLength(1);
    await advance(15_000);
    expect(api.calls('buildStoreStatus')).toHaveLength(2);
    const poll = api.requests.find((request) => request.url.includes('buildStoreStatus'));
    expect(poll?.url).toContain('buildStoreStatus?userId=user-1');
  });

  it('saves the store, says it is ready and goes to the dashboard', async () => {
    // get-store-data goes on saying processing until buildStoreStatus has said ready.
    let built = false;
    const ready = makeStore({ isStorePrivate: true });
    const { router } = renderLegacyStoreRoute('/store/settings', makeProcessingStore(), {
      'get-store-data': () => json(built ? ready : makeProcessingStore()),
      buildStoreStatus: () => {
        built = true;
        return json({ status: 'ready', storeData: ready });
      },
    });
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    await advance(14_000);
    expect(toasts('Your Store is Ready!')).toHaveLength(0);
    await advance(1_000);
    expect(await findToast('Your Store is Ready!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/dashboard'));
    expect(JSON.parse(window.localStorage.getItem('storeData') ?? 'null')).toEqual({
      isStoreEnabled: true,
      isStorePrivate: true,
      shopifyStoreUrl: shopUrl,
    });
    expect(window.localStorage.getItem('isStorePolling')).toBeNull();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Launching Your Store' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Make Store Public' })).toBeVisible();
  });

  it('checks at once when get-store-data sees the store ready first', async () => {
    const { server, api } = renderLegacyStoreRoute('/store/dashboard', makeProcessingStore());
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    server.store = makeStore();
    await advance(5_000);
    expect(await findToast('Your Store is Ready!')).toBeVisible();
    expect(api.calls('buildStoreStatus')).toHaveLength(1);
  });

  it('counts processing, unexpected statuses and errors, and stops at 30 with a notice', async () => {
    let answer = 0;
    const { api } = renderLegacyStoreRoute('/store/dashboard', makeProcessingStore(), {
      buildStoreStatus: () => {
        answer += 1;
        if (answer % 3 === 0) return json({ error: 'internal', message: 'boom' }, 500);
        // 'ready' without store data is no more ready than any unexpected status.
        if (answer % 3 === 1) return json({ status: 'ready', storeData: null });
        return json({ status: 'processing', storeData: null });
      },
    });
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    await advance(29 * 15_000);
    expect(api.calls('buildStoreStatus')).toHaveLength(29);
    expect(toasts('Store Build Taking Longer')).toHaveLength(0);

    await advance(15_000);
    expect(api.calls('buildStoreStatus')).toHaveLength(30);
    expect(await findToast('Store Build Taking Longer')).toBeVisible();
    expect(
      await findToast('Your store is still being created. Please check back in a few minutes.'),
    ).toBeVisible();
    expect(window.localStorage.getItem('isStorePolling')).toBeNull();

    await advance(60_000);
    expect(api.calls('buildStoreStatus')).toHaveLength(30);
    // The store is still being built: the banner stays, and says it is taking longer.
    expect(within(banner()).getByText('Store Build Taking Longer')).toBeVisible();
  });

  it('resumes after a reload when flagged, and finishes a build that completed meanwhile', async () => {
    window.localStorage.setItem('isStorePolling', 'true');
    const { api } = renderLegacyStoreRoute('/store/dashboard', makeStore());
    expect(await findToast('Your Store is Ready!')).toBeVisible();
    expect(api.calls('buildStoreStatus')).toHaveLength(1);
    expect(window.localStorage.getItem('isStorePolling')).toBeNull();
  });

  it('does not poll a store that is already live and not flagged', async () => {
    const { api } = renderLegacyStoreRoute('/store/dashboard', makeStore());
    await screen.findByRole('heading', { name: 'Next Best Action' });
    await advance(60_000);
    expect(api.calls('buildStoreStatus')).toHaveLength(0);
    expect(window.localStorage.getItem('isStorePolling')).toBeNull();
  });
});
