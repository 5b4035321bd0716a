import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import {
  makeOverview,
  makeProcessingStore,
  makeStore,
  renderLegacyStoreRoute,
  saveArtist,
  shareTracking,
  shopUrl,
} from './testing';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => sessionStore.clear());

describe('the legacy store area (spec §2.1, §2.6)', () => {
  it('heads both screens with the artist name, Store and the two tabs', async () => {
    saveArtist('Nova Lights');
    const { router } = renderLegacyStoreRoute('/store/dashboard', makeStore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    expect(screen.getByText('Nova Lights')).toBeVisible();
    const tabs = within(screen.getByRole('navigation', { name: 'Store sections' }));
    expect(tabs.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/store/settings');
    expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(tabs.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/settings'));
    expect(await screen.findByRole('group', { name: 'Store Visibility' })).toBeVisible();
    expect(screen.getByText('Nova Lights')).toBeVisible();
  });

  it('names the account when no artist is kept in this browser and the store has no name', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeStore());
    expect(await screen.findByText('Ari Artist')).toBeVisible();
  });

  it('names the artist the store was launched for when this browser kept none (v2 onboarding)', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeStore({ storeName: 'Paper Lanterns Club' }));
    expect(await screen.findByText('Paper Lanterns Club')).toBeVisible();
    expect(screen.queryByText('Ari Artist')).not.toBeInTheDocument();
  });

  it('marks the Store tab active and its dot off once the store is enabled', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeStore());
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Main' })).toHaveAttribute('href', '/main');
    expect(nav.getByRole('link', { name: /Profile/ })).toHaveAttribute('href', '/settings');
    await screen.findByRole('heading', { name: 'Next Best Action' });
    expect(screen.queryByTestId('store-dot')).not.toBeInTheDocument();
  });
});

describe('/store/dashboard', () => {
  it('shows the figures get-store-data reports', async () => {
    renderLegacyStoreRoute(
      '/store/dashboard',
      makeStore({
        overview: makeOverview({
          weeklyRevenueCents: 12_550,
          previousWeekRevenueCents: 5_020,
          revenueChangePercent: 150,
          visitors: 1_234,
          orders: 7,
          conversionPercent: 2.5,
          insights: ['Revenue is up 150% on last week.'],
        }),
      }),
    );
    const earnings = await screen.findByRole('heading', { name: 'Earnings' });
    const card = within(earnings.closest('div')?.parentElement ?? document.body);
    expect(card.getByText('+150% from last week')).toBeVisible();
    expect(screen.getAllByText('$125.50')).toHaveLength(2);
    expect(screen.getByText('$50.20')).toBeVisible();
    expect(screen.getByTestId('bar-This week')).toHaveStyle({ width: '100%' });
    expect(screen.getByTestId('bar-Last week')).toHaveStyle({ width: '40%' });

    expect(
      within(screen.getByRole('region', { name: 'Visitors' })).getByText('1,234'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Orders' })).getByText('7')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Conversion' })).getByText('2.5%'),
    ).toBeVisible();
    expect(screen.getByText('Revenue is up 150% on last week.')).toBeVisible();
  });

  it('lists the top products with units sold and revenue, best first', async () => {
    renderLegacyStoreRoute(
      '/store/dashboard',
      makeStore({
        overview: makeOverview({
          orders: 4,
          topProducts: [
            { title: 'Midnight Drive Hoodie', kind: 'hoodie', quantity: 3, revenueCents: 16_500 },
            { title: 'Midnight Drive Mug', kind: 'mug', quantity: 1, revenueCents: 1_850 },
          ],
        }),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Top products' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Midnight Drive Hoodie3 units sold$165',
      '2Midnight Drive Mug1 unit sold$18.50',
    ]);
    expect(screen.queryByText('No sales yet. Your best sellers will show here.')).toBeNull();
  });

  it('says there are no sales yet when no product has sold', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeStore());
    expect(await screen.findByRole('heading', { name: 'Top products' })).toBeVisible();
    expect(screen.getByText('No sales yet. Your best sellers will show here.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Top products' })).not.toBeInTheDocument();
  });

  it('leaves out the figures when the server has none', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeStore({ overview: null }));
    await screen.findByRole('heading', { name: 'Next Best Action' });
    expect(screen.queryByRole('heading', { name: 'Earnings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visitors' })).not.toBeInTheDocument();
    expect(screen.queryByText('AI Insights')).not.toBeInTheDocument();
  });

  it.each([
    ['private', makeStore({ isStorePrivate: true })],
    ['private by default (legacy)', makeStore({ isStorePrivate: null })],
    ['offline', makeStore({ isStoreEnabled: false })],
  ])('suggests making a %s store public, in settings', async (_case, store) => {
    const { router } = renderLegacyStoreRoute('/store/dashboard', store);
    await screen.findByRole('heading', { name: 'Next Best Action' });
    await userEvent.click(screen.getByRole('link', { name: 'Make Store Public' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/settings'));
  });

  it('suggests sharing a public store and copies its link with the tracking parameters', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeStore());
    await screen.findByRole('heading', { name: 'Next Best Action' });
    expect(screen.queryByRole('link', { name: 'Make Store Public' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${shopUrl}?${shareTracking}`);
    expect(await screen.findByText('Store URL copied to clipboard')).toBeVisible();
  });

  it('dims the dashboard while the store is built', async () => {
    renderLegacyStoreRoute('/store/dashboard', makeProcessingStore());
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    const action = screen.getByText('Next Best Action').closest('section');
    expect(action?.parentElement).toHaveAttribute('inert');
    expect(screen.queryByRole('heading', { name: 'Earnings' })).not.toBeInTheDocument();
  });

  it('sends the user to /main without a store, bringing the build call-to-action back', async () => {
    window.localStorage.setItem('encore.launch_cta_dismissed', 'true');
    const { router } = renderLegacyStoreRoute(
      '/store/dashboard',
      makeStore({ storeState: 'pre-store', overview: null }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBeNull();
  });

  it('does so too when a stale polling flag says a build was under way', async () => {
    window.localStorage.setItem('isStorePolling', 'true');
    const { router } = renderLegacyStoreRoute(
      '/store/dashboard',
      makeStore({ storeState: 'pre-store', overview: null }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(window.localStorage.getItem('isStorePolling')).toBeNull();
  });

  it('says so when a build it watched gives up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { server, router } = renderLegacyStoreRoute('/store/dashboard', makeProcessingStore());
      await screen.findByRole('heading', { name: 'Launching Your Store' });
      server.store = makeStore({ storeState: 'pre-store', overview: null });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByText('Failed to launch store. Please try again.')).toBeVisible();
      expect(router.state.location.pathname).toBe('/main');
    } finally {
      vi.useRealTimers();
    }
  });
});
