import type { DesignInput, LegacyUserStatusResponse } from '@encore/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import type { CallAnswers } from '../../../mocks';
import { json, serveApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { signIn } from '../../../test/session';
import { makeWireDesign, resetWireDesigns } from '../testing';

const wireDesign = (overrides: Partial<DesignInput> = {}) => makeWireDesign(overrides, ['tee']);

const spotifyUrl = 'https://open.spotify.com/artist/tGPBEAGZ6ZKGxQ9dhj80vI';

/** A user in the app with a saved artist and no store. */
function appUser(overrides: Partial<LegacyUserStatusResponse> = {}): LegacyUserStatusResponse {
  return {
    userId: 'user-1',
    fullName: 'Ari Artist',
    googleProfileImage: null,
    isStoreEnabled: null,
    isStorePrivate: null,
    shopifyStoreUrl: null,
    status: null,
    user_status: null,
    spotifyUrl,
    ...overrides,
  };
}

function renderMain(
  designs: DesignInput[],
  status: LegacyUserStatusResponse = appUser(),
  handlers: CallAnswers = {},
) {
  signIn();
  const api = serveApi({
    getDesignsAndMocks: () =>
      json({ designs, isStoreEnabled: null, isStorePrivate: null, shopifyStoreUrl: null }),
    createUser: () => json(status),
    ...handlers,
  });
  return { ...renderRoute('/main'), api };
}

const card = (trackName: string) => screen.getByRole('article', { name: trackName });
const launchButton = () => screen.getByRole('button', { name: 'Launch my store' });

beforeEach(resetWireDesigns);
afterEach(() => sessionStore.clear());

describe('/main designs (spec §2.5)', () => {
  it('shows Loading..., then the cards, the heading with the real minimum and the bar', async () => {
    const { api } = renderMain([
      wireDesign({ trackName: 'Golden Hour', hook: 'We were made of light' }),
      wireDesign({ trackName: 'Night Drive', hook: 'undefined' }),
      wireDesign({ trackName: 'No Picture', design: null, mocks: [] }),
    ]);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your merch' }),
    ).toBeVisible();
    expect(screen.getByText('Pick at least 1 design')).toBeVisible();

    expect(within(card('Golden Hour')).getByText('We were made of light')).toBeVisible();
    expect(within(card('Night Drive')).queryByText('undefined')).toBeNull();
    expect(
      within(card('Golden Hour'))
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/files/designs/1/design.webp', '/files/designs/1/tee.webp']);
    expect(within(card('Golden Hour')).getAllByRole('button', { name: /Show image/ })).toHaveLength(
      2,
    );
    expect(within(card('No Picture')).getByTestId('design-fallback')).toHaveTextContent(
      'No Picture',
    );

    expect(screen.getByText('Select at least 1 more')).toBeVisible();
    expect(screen.getByText('design to continue')).toBeVisible();
    expect(launchButton()).toBeDisabled();
    await userEvent.click(within(card('Golden Hour')).getByRole('button', { name: /Select/ }));
    expect(screen.getByText("You're all set!")).toBeVisible();
    expect(screen.getByText('Ready to launch your store?')).toBeVisible();
    expect(launchButton()).toBeEnabled();

    // The status check is createUser without onboarding.
    expect(api.calls('createUser')).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: 'user-1' }),
        app_context: expect.objectContaining({ source: 'web-main' }),
      }),
    ]);
    expect(api.calls('createUser')[0]).not.toHaveProperty('onboarding');
  });

  it('keeps the selection across a reload', async () => {
    const { unmount } = renderMain([wireDesign({ trackName: 'Keep Me' }), wireDesign()]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Keep Me' })).getByRole('button', {
        name: /Select/,
      }),
    );
    expect(JSON.parse(window.localStorage.getItem('selectedDesigns') ?? '[]')).toEqual([
      'design-1',
    ]);
    unmount();
    resetWireDesigns();
    renderMain([wireDesign({ trackName: 'Keep Me' }), wireDesign()]);
    expect(await screen.findByRole('article', { name: 'Keep Me' })).toHaveAttribute(
      'data-selected',
      'true',
    );
    expect(screen.getByText("You're all set!")).toBeVisible();
  });

  it('dismisses the bar, and the Store tab brings it back', async () => {
    renderMain([wireDesign()]);
    await screen.findByText('Select at least 1 more');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Select at least 1 more')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Store' }));
    expect(await screen.findByText('Select at least 1 more')).toBeVisible();
  });

  it('says there are no designs yet', async () => {
    renderMain([]);
    expect(await screen.findByRole('heading', { name: 'No designs yet' })).toBeVisible();
    expect(screen.getByText("Your designs will appear here once they're ready")).toBeVisible();
  });

  it('filters by track name and sorts newest, oldest and by track name', async () => {
    renderMain([
      wireDesign({ trackName: 'Bravo' }),
      wireDesign({ trackName: 'alpha' }),
      wireDesign({ trackName: 'Charlie' }),
    ]);
    await screen.findByRole('heading', { name: 'Choose your merch' });
    const order = () => screen.getAllByRole('article').map((article) => article.textContent);
    expect(order()).toEqual([
      expect.stringContaining('Charlie'),
      expect.stringContaining('alpha'),
      expect.stringContaining('Bravo'),
    ]);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'Oldest');
    expect(order()[0]).toContain('Bravo');
    await userEvent.selectOptions(sort, 'Track name');
    expect(order()).toEqual([
      expect.stringContaining('alpha'),
      expect.stringContaining('Bravo'),
      expect.stringContaining('Charlie'),
    ]);
    await userEvent.type(screen.getByPlaceholderText('Filter by track name'), 'CHAR');
    expect(order()).toEqual([expect.stringContaining('Charlie')]);
  });

  it('tells about designs finished after arriving from /processing (spec §4.4)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      window.localStorage.setItem('came_from_processing', 'true');
      window.localStorage.setItem('should_poll_designs', 'true');
      const first = [wireDesign(), wireDesign()];
      const later = [...first, wireDesign({ trackName: 'Fresh One' })];
      let calls = 0;
      renderMain([], appUser(), {
        getDesignsAndMocks: () => json({ designs: calls++ === 0 ? first : later }),
      });
      await screen.findByRole('heading', { name: 'Choose your merch' });
      expect(screen.queryByText('1 new design ready!')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(15_100));
      expect(await screen.findByText('1 new design ready!')).toBeVisible();
      expect(screen.getByRole('button', { name: 'See new designs' })).toBeVisible();
      expect(await screen.findByRole('article', { name: 'Fresh One' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('toasts that notifications are coming soon; the logo leads to /main', async () => {
    renderMain([wireDesign()]);
    expect(await screen.findByRole('link', { name: 'Encore home' })).toHaveAttribute(
      'href',
      '/main',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Notifications coming soon!')).toBeVisible();
  });

  it('tells the user when designs fail to load', async () => {
    signIn();
    serveApi({
      getDesignsAndMocks: () => json({ error: 'internal_error', message: 'boom' }, 500),
      createUser: () => json(appUser()),
    });
    renderRoute('/main');
    expect(await screen.findByText('Unable to load designs', {}, { timeout: 8_000 })).toBeVisible();
    expect(
      screen.getByText('There was an issue loading your designs. Please try refreshing.'),
    ).toBeVisible();
  }, 15_000);
});

describe('/main with a store (spec §4.3)', () => {
  it('titles the store designs, saves the store data and shows its designs selected', async () => {
    renderMain(
      [wireDesign({ trackName: 'Sold', products: [{ kind: 'tee' }] }), wireDesign()],
      appUser({ isStoreEnabled: true, isStorePrivate: false, shopifyStoreUrl: 'https://s/ari' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Store Designs' }),
    ).toBeVisible();
    expect(screen.queryByText('Pick at least 1 design')).toBeNull();
    expect(within(card('Sold')).getByRole('img', { name: 'In your store' })).toBeVisible();
    expect(card('Sold')).toHaveAttribute('data-selected', 'true');
    expect(card('Track 2')).toHaveAttribute('data-selected', 'false');
    expect(screen.queryByRole('button', { name: /^Select/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Launch my store' })).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('storeData') ?? 'null')).toEqual({
        isStoreEnabled: true,
        isStorePrivate: false,
        shopifyStoreUrl: 'https://s/ari',
      }),
    );
    expect(screen.queryByTestId('store-dot')).toBeNull();
  });

  it('keeps the store record while a build started here may still run', async () => {
    window.localStorage.setItem('storeData', JSON.stringify({ isStoreEnabled: true }));
    window.localStorage.setItem('storeStructured', 'true');
    renderMain([wireDesign()]);
    // storeStructured says a build was started: the record is kept while it may run.
    expect(await screen.findByRole('heading', { name: 'Your Store Designs' })).toBeVisible();
    expect(window.localStorage.getItem('storeData')).not.toBeNull();
  });

  it('clears store data when the server says there is no store and nothing is being built', async () => {
    window.localStorage.setItem('storeData', JSON.stringify({ isStoreEnabled: true }));
    renderMain([wireDesign()]);
    expect(await screen.findByRole('heading', { name: 'Choose your merch' })).toBeVisible();
    await waitFor(() => expect(window.localStorage.getItem('storeData')).toBeNull());
  });
});

describe('/main user-status check (spec §4.3)', () => {
  it('sends a new user with a link and fewer than 2 designs to /processing', async () => {
    const { router } = renderMain([wireDesign()], appUser({ status: 'new' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/processing'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a new user with 2 designs stay', async () => {
    renderMain([wireDesign(), wireDesign()], appUser({ status: 'new' }));
    expect(await screen.findByRole('heading', { name: 'Choose your merch' })).toBeVisible();
  });

  it.each([
    ['without a link', appUser({ spotifyUrl: null })],
    ['new without a link', appUser({ status: 'new', spotifyUrl: null })],
    ['incomplete', appUser({ user_status: 'existing_incomplete' })],
  ])('sends a user %s to /onboard', async (_name, status) => {
    const { router } = renderMain([wireDesign(), wireDesign()], status);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard'));
  });

  it('tells a user registered with a different artist', async () => {
    renderMain([wireDesign()], appUser({ user_status: 'existing_different_artist' }));
    expect(await screen.findByText('Different Artist Detected')).toBeVisible();
    expect(
      screen.getByText("You're already registered with a different artist profile."),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Choose your merch' })).toBeVisible();
  });

  it('skips the check after /processing and clears the flag', async () => {
    window.localStorage.setItem('came_from_processing', 'true');
    const { api } = renderMain([wireDesign()], appUser({ status: 'new', spotifyUrl: null }));
    expect(await screen.findByRole('heading', { name: 'Choose your merch' })).toBeVisible();
    expect(api.calls('createUser')).toHaveLength(0);
    expect(window.localStorage.getItem('came_from_processing')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('userProfile') ?? 'null')).toEqual({
      fullName: 'Ari Artist',
      googleProfileImage: null,
    });
  });

  it('lets the user continue when the check fails', async () => {
    // A fresh answer for each try: the check is retried once.
    renderMain([wireDesign({ trackName: 'Still Here' })], appUser(), {
      createUser: () => json({ error: 'internal_error', message: 'boom' }, 500),
    });
    expect(await screen.findByText('Welcome back!', {}, { timeout: 8_000 })).toBeVisible();
    expect(
      screen.getByText('Unable to verify user status, but you can continue using the app.'),
    ).toBeVisible();
    expect(card('Still Here')).toBeVisible();
  }, 15_000);
});

describe('/main launch (spec §4.3, §8)', () => {
  it('builds the store with the selected asset ids and goes to the dashboard', async () => {
    const { api, router } = renderMain(
      [wireDesign(), wireDesign({ trackName: 'Pick Me' })],
      appUser(),
      {
        buildStore: () => json({ data: { status: 'success' } }),
        'get-store-data': () => json({ storeState: 'processing' }),
        buildStoreStatus: () => json({ status: 'processing', storeData: null }),
      },
    );
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Pick Me' })).getByRole('button', {
        name: /Select/,
      }),
    );
    await userEvent.click(launchButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/dashboard'));
    expect(api.calls('buildStore')).toEqual([
      expect.objectContaining({
        userId: 'user-1',
        selectedDesigns: ['asset-2'],
        timestamp: expect.any(String),
      }),
    ]);
    expect(window.localStorage.getItem('storeStructured')).toBe('true');
    expect(window.localStorage.getItem('isStorePolling')).toBe('true');
    expect(window.localStorage.getItem('selectedDesigns')).toBeNull();
    expect(await screen.findByText('Store Creation Started')).toBeVisible();
    expect(
      screen.getByText('Your store is being created. This will take 3-7 minutes.'),
    ).toBeVisible();
  });

  it('says so when the build does not start, and keeps the bar', async () => {
    const { router } = renderMain([wireDesign({ trackName: 'Pick Me' })], appUser(), {
      buildStore: () => json({ data: { status: 'error' } }),
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Pick Me' })).getByRole('button', {
        name: /Select/,
      }),
    );
    await userEvent.click(launchButton());
    expect(await screen.findByText('Error')).toBeVisible();
    expect(
      screen.getByText('Failed to start building your store. Please try again.'),
    ).toBeVisible();
    expect(launchButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/main');
    expect(window.localStorage.getItem('storeStructured')).toBeNull();
  });
});
