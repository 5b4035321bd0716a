import type { DesignInput, StoreData } from '@encore/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import { makeWireDesign, resetWireDesigns } from './testing';

const wireDesign = makeWireDesign;

interface ApiOptions {
  designs?: () => Response | Promise<Response>;
  store?: StoreData | null;
  userState?: 'new' | 'onboarded' | 'app';
  buildStore?: () => Response;
}

function storeAnswer(store: StoreData | null | undefined) {
  // Until the store issue lands the server answers 501.
  return store ? json(store) : json({ error: 'not_implemented', message: 'not built' }, 501);
}

function renderDesigns(designs: DesignInput[], options: ApiOptions = {}) {
  signIn();
  window.localStorage.setItem('v2_user_id', 'user-1');
  const api = serveApi({
    'auth-user': () => json(makeAuthUser({ userState: options.userState ?? 'app' })),
    'v2/designs': options.designs ?? (() => json({ designs })),
    'get-store-data': () => storeAnswer(options.store),
    'build-store':
      options.buildStore ?? (() => json({ error: 'not_implemented', message: 'x' }, 501)),
  });
  const view = renderRoute('/v2/main');
  return { ...view, api };
}

const readyStore: StoreData = {
  storeState: 'ready',
  isStoreEnabled: true,
  isStorePrivate: false,
  shopifyStoreUrl: 'https://shop.encore.example/ari',
  storeBannerUrl: null,
  storeColor: null,
};

const card = (trackName: string) => screen.getByRole('article', { name: trackName });

beforeEach(resetWireDesigns);

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

describe('/v2/main guards (spec §4.5)', () => {
  it('sends a user without a stored id to /v2', async () => {
    signIn();
    serveApi({ 'auth-user': () => json(makeAuthUser({ userState: 'app' })) });
    const { router } = renderRoute('/v2/main');
    // /v2 may send a signed-in user on at once (its own auth-user check): record every stop.
    const visited = [router.state.location.pathname];
    const unsubscribe = router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited).toContain('/v2'));
    unsubscribe();
  });

  it.each(['new', 'onboarded'] as const)(
    'sends a user in state %s to processing',
    async (state) => {
      const { router } = renderDesigns([wireDesign()], { userState: state });
      await waitFor(() => expect(router.state.location.pathname).toBe('/v2/processing'));
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );
});

describe('/v2/main designs grid', () => {
  it('shows skeletons, then one card per design with track name, hook and lazy images', async () => {
    renderDesigns([wireDesign({ trackName: 'Golden Hour', hook: 'We were made of light' })]);
    expect(await screen.findByRole('status', { name: 'Loading designs' })).toBeInTheDocument();

    const article = await screen.findByRole('article', { name: 'Golden Hour' });
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('Golden Hour');
    expect(within(article).getByText('We were made of light')).toBeVisible();
    const images = within(article).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/files/designs/1/design.webp',
      '/files/designs/1/tee.webp',
      '/files/designs/1/hoodie.webp',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your merch' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Designs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("ignores a hook that is empty or the text 'undefined'", async () => {
    renderDesigns([
      wireDesign({ trackName: 'Empty', hook: '' }),
      wireDesign({ trackName: 'Undefined', hook: 'undefined' }),
      wireDesign({ trackName: 'Missing', hook: null }),
    ]);
    const article = await screen.findByRole('article', { name: 'Empty' });
    for (const name of ['Empty', 'Undefined', 'Missing']) {
      expect(within(card(name)).queryByRole('paragraph')).not.toBeInTheDocument();
    }
    expect(within(article).queryByText('undefined')).not.toBeInTheDocument();
    expect(screen.queryByText('undefined')).not.toBeInTheDocument();
  });

  it('shows a gradient with the track name for a design without images', async () => {
    renderDesigns([wireDesign({ trackName: 'Blank Canvas', design: null, mocks: [] })]);
    const article = await screen.findByRole('article', { name: 'Blank Canvas' });
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    const fallback = within(article).getByTestId('design-fallback');
    expect(fallback).toHaveTextContent('Blank Canvas');
    expect(fallback.style.backgroundImage).toContain('linear-gradient');
  });

  it('hides an image that fails to load, and falls back to the gradient when none is left', async () => {
    renderDesigns([wireDesign({ trackName: 'Broken', mocks: ['/files/tee.webp'] })]);
    const article = await screen.findByRole('article', { name: 'Broken' });
    const [designImage, mockup] = within(article).getAllByRole('img');
    if (!designImage || !mockup) throw new Error('expected two images');

    fireEvent.error(designImage);
    expect(within(article).getAllByRole('img')).toEqual([mockup]);
    // One image left: no arrows or dots.
    expect(within(article).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();

    fireEvent.error(mockup);
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    expect(within(article).getByTestId('design-fallback')).toHaveTextContent('Broken');
  });

  it('moves the carousel with the arrows and dots without selecting the design', async () => {
    renderDesigns([wireDesign({ trackName: 'Spin' })]);
    const article = await screen.findByRole('article', { name: 'Spin' });
    const dots = () => within(article).getAllByRole('button', { name: /^Show image/ });
    expect(dots()).toHaveLength(3);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    expect(within(article).getByRole('button', { name: 'Previous image' })).toBeDisabled();

    await userEvent.click(within(article).getByRole('button', { name: 'Next image' }));
    expect(dots()[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(article).getByRole('button', { name: 'Show image 3 of 3' }));
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
    expect(within(article).getByRole('button', { name: 'Next image' })).toBeDisabled();

    expect(within(article).getByRole('button', { name: 'Select Spin' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says so when any design is still being processed', async () => {
    renderDesigns([wireDesign(), wireDesign({ status: 'processing', design: null, mocks: [] })]);
    expect(await screen.findByText(/still being processed/)).toBeVisible();
  });

  it('has no processing notice when every design is done', async () => {
    renderDesigns([wireDesign({ trackName: 'Done' })]);
    await screen.findByRole('article', { name: 'Done' });
    expect(screen.queryByText(/being processed/)).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderDesigns([]);
    expect(await screen.findByRole('heading', { name: 'No designs yet' })).toBeVisible();
    expect(screen.getByText("Your designs will appear here once they're ready")).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Launch your store' })).not.toBeInTheDocument();
  });

  it('shows a load error with Retry, and the designs after a successful retry', async () => {
    let fail = true;
    const { api } = renderDesigns([], {
      designs: () =>
        fail
          ? json({ error: 'not_implemented', message: 'not built' }, 501)
          : json({ designs: [wireDesign({ trackName: 'Second Try' })] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch designs: 501');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Second Try' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.includes('v2/designs'))).toHaveLength(2);
    expect(api.requests.find((request) => request.url.includes('v2/designs'))?.url).toContain(
      'userId=user-1',
    );
  });
});

describe('/v2/main selection and launch (pre-store)', () => {
  it('toggles a design with its check button or a tap on the card', async () => {
    renderDesigns([wireDesign({ trackName: 'One' }), wireDesign({ trackName: 'Two' })]);
    await screen.findByRole('article', { name: 'One' });
    const banner = screen.getByRole('region', { name: 'Launch your store' });
    expect(within(banner).getByText('Select at least 1 design to get started')).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Launch my store' })).toBeDisabled();

    const check = screen.getByRole('button', { name: 'Select One' });
    await userEvent.click(check);
    expect(check).toHaveAttribute('aria-pressed', 'true');
    expect(card('One')).toHaveAttribute('data-selected', 'true');
    expect(within(banner).getByText("You're all set!")).toBeVisible();
    expect(within(banner).getByText('Ready to launch your store?')).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Launch my store' })).toBeEnabled();

    // A tap anywhere on the card (here its track name) toggles too.
    await userEvent.click(within(card('Two')).getByRole('heading', { name: 'Two' }));
    expect(screen.getByRole('button', { name: 'Select Two' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(check);
    await userEvent.click(within(card('Two')).getByRole('heading', { name: 'Two' }));
    expect(check).toHaveAttribute('aria-pressed', 'false');
    expect(card('Two')).toHaveAttribute('data-selected', 'false');
    expect(within(banner).getByText('Select at least 1 design to get started')).toBeVisible();
  });

  it('sends the selected asset ids to build-store and shows the toast when it fails', async () => {
    const { api } = renderDesigns([
      wireDesign({ trackName: 'Pick Me', designAssetId: 'asset-a' }),
      wireDesign({ trackName: 'No Asset', id: 'plain-id', designAssetId: null }),
      wireDesign({ trackName: 'Leave Me' }),
    ]);
    await screen.findByRole('article', { name: 'Pick Me' });
    await userEvent.click(screen.getByRole('button', { name: 'Select Pick Me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select No Asset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Launch my store' }));

    expect(await screen.findByText('Failed to launch store. Please try again.')).toBeVisible();
    expect(api.calls('build-store')).toEqual([
      expect.objectContaining({ userId: 'user-1', selectedDesigns: ['asset-a', 'plain-id'] }),
    ]);
    expect(window.localStorage.getItem('storeStructured')).toBeNull();
  });

  it('goes to store settings when the launched store is building', async () => {
    let store: StoreData | null = null;
    signIn();
    window.localStorage.setItem('v2_user_id', 'user-1');
    serveApi({
      'auth-user': () => json(makeAuthUser({ userState: 'app' })),
      'v2/designs': () => json({ designs: [wireDesign({ trackName: 'Launch' })] }),
      'get-store-data': () => storeAnswer(store),
      'build-store': () => {
        store = { ...readyStore, storeState: 'processing' };
        return json({ success: true });
      },
    });
    const { router } = renderRoute('/v2/main');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Launch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Launch my store' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/store/settings'));
    expect(await screen.findByText('Store build initiated!')).toBeVisible();
    expect(window.localStorage.getItem('storeStructured')).toBe('true');
  });

  it('dismisses the call-to-action until the Store tab is tapped', async () => {
    renderDesigns([wireDesign({ trackName: 'Any' })]);
    await screen.findByRole('article', { name: 'Any' });
    const banner = screen.getByRole('region', { name: 'Launch your store' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Launch your store' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBe('true');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const storeTab = within(nav).getByRole('link', { name: 'Store' });
    expect(storeTab).toHaveAttribute('href', '/v2/main');
    expect(storeTab.querySelector('.animate-ping')).not.toBeNull();
    await userEvent.click(storeTab);
    expect(await screen.findByRole('region', { name: 'Launch your store' })).toBeVisible();
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBeNull();
  });
});

describe('/v2/main once a store exists', () => {
  it.each([
    ['processing', '/v2/store/settings', true],
    ['ready', '/v2/store/overview', false],
  ] as const)(
    'in %s: badges the designs in the store, no selection, Store leads to %s',
    async (storeState, storePath, dot) => {
      renderDesigns(
        [
          wireDesign({ trackName: 'In Store', products: [{ id: 'tee-1' }] }),
          wireDesign({ trackName: 'Not In Store', products: [] }),
        ],
        { store: { ...readyStore, storeState } },
      );
      const inStore = await screen.findByRole('article', { name: 'In Store' });
      expect(within(inStore).getByText('In Your Store')).toBeVisible();
      expect(inStore).toHaveAttribute('data-selected', 'true');
      expect(within(card('Not In Store')).queryByText('In Your Store')).not.toBeInTheDocument();

      expect(screen.queryByRole('button', { name: /^Select / })).not.toBeInTheDocument();
      await userEvent.click(within(card('Not In Store')).getByRole('heading'));
      expect(card('Not In Store')).toHaveAttribute('data-selected', 'false');
      expect(screen.queryByRole('region', { name: 'Launch your store' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Your Store Designs' })).toBeVisible();

      const storeTab = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Store',
      });
      expect(storeTab).toHaveAttribute('href', storePath);
      expect(storeTab.querySelector('.animate-ping') !== null).toBe(dot);
    },
  );
});

describe('/v2/main design polling (spec §4.4)', () => {
  beforeEach(() => {
    // Fake clocks that still run: Testing Library's waits keep working, and 15 s pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom has no scrolling or pointer capture (the toast's action button uses it).
    Element.prototype.scrollIntoView = vi.fn();
    Element.prototype.setPointerCapture = vi.fn();
  });

  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    Reflect.deleteProperty(Element.prototype, 'setPointerCapture');
  });

  it('sets a baseline first, then announces newer designs with a way to see them', async () => {
    window.localStorage.setItem('should_poll_designs', 'true');
    const designs = [wireDesign({ trackName: 'First' })];
    const { api } = renderDesigns([], { designs: () => json({ designs }) });
    await screen.findByRole('article', { name: 'First' });
    const designCalls = () =>
      api.requests.filter((request) => request.url.includes('v2/designs')).length;
    // The first poll shares the screen's fetch and announces nothing.
    expect(designCalls()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(designCalls()).toBe(2);
    expect(screen.queryByText(/new design/)).not.toBeInTheDocument();

    designs.push(wireDesign({ trackName: 'Second' }), wireDesign({ trackName: 'Third' }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('2 new designs ready!')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Third' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'See new designs' }), {
      advanceTimers: vi.advanceTimersByTime,
    });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledOnce();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(card('Third'));
    expect(document.activeElement).toBe(card('Third'));

    designs.push(wireDesign({ trackName: 'Fourth' }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('1 new design ready!')).toBeVisible();

    // Ten polls in all, then the flag is cleared and polling stops.
    await act(() => vi.advanceTimersByTimeAsync(15_000 * 10));
    expect(designCalls()).toBe(10);
    expect(window.localStorage.getItem('should_poll_designs')).toBeNull();
  });

  it('reads the list again while a design is processing, until it is done', async () => {
    const designs = [wireDesign({ trackName: 'Slow', status: 'processing', mocks: [] })];
    const { api } = renderDesigns([], { designs: () => json({ designs }) });
    await screen.findByText(/still being processed/);
    designs[0] = { ...designs[0], trackName: 'Slow', status: 'ready', mocks: ['/files/tee.webp'] };
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(screen.queryByText(/being processed/)).not.toBeInTheDocument());
    expect(within(card('Slow')).getAllByRole('img')).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.requests.filter((request) => request.url.includes('v2/designs'))).toHaveLength(2);
  });

  it('does not poll without should_poll_designs', async () => {
    const { api } = renderDesigns([wireDesign({ trackName: 'Quiet' })]);
    await screen.findByRole('article', { name: 'Quiet' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.requests.filter((request) => request.url.includes('v2/designs'))).toHaveLength(1);
  });
});
