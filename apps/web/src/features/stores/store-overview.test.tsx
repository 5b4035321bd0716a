import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { makeOverview, makeProcessingStore, makeStore, renderStoreRoute } from './testing';

afterEach(() => sessionStore.clear());

const figure = (label: string) => screen.getByRole('region', { name: label });
const banner = () => document.querySelector<HTMLElement>('[data-banner]');
/** The ready view (the loading view has the same heading, for screen readers). */
const readyView = () => screen.findByRole('link', { name: 'Visit Store' });

describe('/v2/store/overview when the store is ready (spec §2.7)', () => {
  it('shows the banner, title, Visit Store, Settings and a new store’s figures', async () => {
    const { router } = renderStoreRoute('/v2/store/overview', makeStore());
    await readyView();
    expect(screen.getByRole('heading', { level: 1, name: 'Store Overview' })).toBeVisible();

    expect(within(figure('Weekly Revenue')).getByText('$0')).toBeVisible();
    expect(within(figure('Weekly Revenue')).getByText('+0% from last week')).toBeVisible();
    expect(within(figure('Visitors')).getByText('0')).toBeVisible();
    expect(within(figure('Visitors')).getByText('last 7 days')).toBeVisible();
    expect(within(figure('Orders')).getByText('0')).toBeVisible();
    expect(within(figure('Orders')).getByText('all time')).toBeVisible();
    expect(within(figure('Conversion')).getByText('0%')).toBeVisible();
    expect(within(figure('Conversion')).getByText('visitor to customer')).toBeVisible();

    const insights = screen.getByRole('list', { name: 'AI Insights' });
    expect(within(insights).getByText(/Your store is live/)).toBeVisible();

    const visit = screen.getByRole('link', { name: 'Visit Store' });
    expect(visit).toHaveAttribute('href', 'http://localhost:3000/shop/ari-artist');
    expect(visit).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/store/settings'));
  });

  it('re-reads the figures on arrival, so an order placed meanwhile shows', async () => {
    const { router, server } = renderStoreRoute('/v2/store/settings', makeStore());
    await screen.findByRole('switch', { name: 'Store Online' });
    server.store = makeStore({ overview: makeOverview({ orders: 1, weeklyRevenueCents: 5_500 }) });

    await router.navigate('/v2/store/overview');
    await waitFor(() => expect(within(figure('Orders')).getByText('1')).toBeVisible());
    expect(within(figure('Weekly Revenue')).getByText('$55')).toBeVisible();
  });

  it('formats real figures: money, signed change, counts, one-decimal conversion', async () => {
    renderStoreRoute(
      '/v2/store/overview',
      makeStore({
        overview: makeOverview({
          weeklyRevenueCents: 123_450,
          previousWeekRevenueCents: 137_170,
          revenueChangePercent: -10,
          visitors: 1234,
          orders: 56,
          conversionPercent: 2.5,
          insights: ['Revenue is down 10% on last week.', 'Conversion beats typical stores.'],
        }),
      }),
    );
    await readyView();
    expect(within(figure('Weekly Revenue')).getByText('$1,234.50')).toBeVisible();
    expect(within(figure('Weekly Revenue')).getByText('-10% from last week')).toBeVisible();
    expect(within(figure('Visitors')).getByText('1,234')).toBeVisible();
    expect(within(figure('Orders')).getByText('56')).toBeVisible();
    expect(within(figure('Conversion')).getByText('2.5%')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'AI Insights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Revenue is down 10% on last week.', 'Conversion beats typical stores.']);
  });

  it('shows a rise with a plus sign and whole amounts without cents', async () => {
    renderStoreRoute(
      '/v2/store/overview',
      makeStore({
        overview: makeOverview({ weeklyRevenueCents: 5500, revenueChangePercent: 100 }),
      }),
    );
    await readyView();
    expect(within(figure('Weekly Revenue')).getByText('$55')).toBeVisible();
    expect(within(figure('Weekly Revenue')).getByText('+100% from last week')).toBeVisible();
  });

  it('reads a store without figures as a new store', async () => {
    renderStoreRoute('/v2/store/overview', makeStore({ overview: null }));
    await readyView();
    expect(within(figure('Weekly Revenue')).getByText('$0')).toBeVisible();
    expect(screen.getByText(/Start promoting your products/)).toBeVisible();
  });

  it.each([
    ['the banner image', { storeBannerUrl: '/files/banner.webp', storeColor: '#e11d48' }, 'image'],
    ['a gradient from the store colour', { storeBannerUrl: null, storeColor: '#e11d48' }, 'color'],
    ['the default gradient', { storeBannerUrl: null, storeColor: null }, 'default'],
    ['the default gradient for a colour it cannot use', { storeColor: 'url(x)' }, 'default'],
  ] as const)('shows %s', async (_name, store, variant) => {
    renderStoreRoute('/v2/store/overview', makeStore(store));
    await readyView();
    const element = banner();
    expect(element).toHaveAttribute('data-banner', variant);
    expect(element).toHaveClass('h-48'); // 12rem
    if (variant === 'image') {
      expect(element?.querySelector('img')).toHaveAttribute('src', '/files/banner.webp');
    }
    if (variant === 'color') expect(element?.style.backgroundColor).toBe('rgb(225, 29, 72)');
    if (variant === 'default') expect(element).toHaveClass('from-indigo-600', 'to-blue-600');
  });

  it('falls back to the colour gradient when the banner image fails to load', async () => {
    renderStoreRoute(
      '/v2/store/overview',
      makeStore({ storeBannerUrl: '/files/missing.webp', storeColor: '#e11d48' }),
    );
    await readyView();
    const image = banner()?.querySelector('img');
    image?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(banner()).toHaveAttribute('data-banner', 'color'));
  });
});

describe('/v2/store/overview before the store is ready', () => {
  it('shows a blurred, inert page while the store builds', async () => {
    renderStoreRoute('/v2/store/overview', makeProcessingStore());
    const preview = await screen.findByTestId('blurred-preview');
    expect(preview).toHaveAttribute('inert');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Weekly Revenue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow the launch' })).toHaveAttribute(
      'href',
      '/v2/store/settings',
    );
  });

  it('sends a pre-store user to /v2/main with the launch call-to-action back', async () => {
    window.localStorage.setItem('encore.launch_cta_dismissed', 'true');
    const { router } = renderStoreRoute(
      '/v2/store/overview',
      makeStore({ storeState: 'pre-store', shopifyStoreUrl: null, shareUrl: null, overview: null }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBeNull();
  });
});
