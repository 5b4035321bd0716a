import { spotifyUrlMessages, type Artist } from '@encore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import { browserNavigation } from '../../../lib/browser-navigation';
import { mswServer } from '../../../test/msw-server';
import { json, serveApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { demoArtistUrl } from '../testing';

afterEach(() => sessionStore.clear());

// The page loads lazily; on a busy machine its first render takes a while.
const routed = { timeout: 5000 };

function makeArtist(overrides: Partial<Artist> = {}): Artist {
  return {
    id: 'cMPP8NKX1kMB0MyhBaeLW4',
    name: 'Los Relámpagos',
    followers: { total: 48_234_567 },
    genres: ['regional mexican', 'norteño'],
    popularity: 87,
    country: 'MX',
    external_urls: { spotify: demoArtistUrl },
    images: [{ url: '/catalog/images/cMPP8NKX1kMB0MyhBaeLW4.jpg' }],
    ...overrides,
  };
}

/** The records of a user who found and approved the artist, then skipped the optional steps. */
function saveConfirmedOnboarding(artist = makeArtist()) {
  const store = (key: string, value: unknown) =>
    window.localStorage.setItem(key, JSON.stringify(value));
  store('spotifyArtist', artist);
  store('spotifyProfile', { artist, spotify_url: demoArtistUrl, completed: true });
  store('socialPlatforms', { platforms: [], completed: true });
  store('userRole', { role: null, completed: true });
}

async function paste(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function openFindYourMusic() {
  const view = renderRoute('/onboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Get Started' }, routed));
  await screen.findByRole('heading', { level: 1, name: 'Find Your Music' });
  return {
    ...view,
    input: screen.getByLabelText('Spotify artist link'),
    analyze: () => screen.getByRole('button', { name: 'Analyze My Music' }),
  };
}

describe('/onboard welcome', () => {
  it('shows the headline, the three claims and Get Started, without the progress bar', async () => {
    serveApi();
    renderRoute('/onboard/anything');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Turn your music into merch in minutes' },
        routed,
      ),
    ).toBeVisible();
    for (const claim of ['Zero upfront cost', 'No inventory', 'Auto fulfillment']) {
      expect(screen.getByText(claim)).toBeVisible();
    }
    expect(screen.queryByRole('navigation', { name: 'Onboarding progress' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('opens at a step another screen asks for; an unknown step is welcome', async () => {
    serveApi();
    const { router } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, routed);
    await router.navigate('/onboard', { state: { step: 'spotify-profile' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Music' }, routed),
    ).toBeVisible();

    await router.navigate('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await router.navigate('/onboard', { state: { step: 'no-such-step' } });
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  it("shows 'You're on the waitlist' with the method and contact for 30 s, dismissible", async () => {
    serveApi();
    window.localStorage.setItem(
      'waitlistSuccess',
      JSON.stringify({
        method: 'WhatsApp/SMS',
        contact: '+1-555-123-4567',
        timestamp: Date.now() - 5_000,
      }),
    );
    renderRoute('/onboard');
    const banner = await screen.findByText("You're on the waitlist", undefined, routed);
    expect(banner.closest('[role="status"]')).toHaveTextContent(
      "We'll notify you by WhatsApp/SMS at +1-555-123-4567.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner).not.toBeInTheDocument();
  });

  it('shows no banner for a waitlist record older than 30 s', async () => {
    serveApi();
    window.localStorage.setItem(
      'waitlistSuccess',
      JSON.stringify({ method: 'Email', contact: 'a@example.com', timestamp: Date.now() - 31_000 }),
    );
    renderRoute('/onboard');
    await screen.findByRole('button', { name: 'Get Started' }, routed);
    expect(screen.queryByText("You're on the waitlist")).toBeNull();
  });
});

describe('/onboard spotify-profile', () => {
  it("is 'Step 1 of 4' with the progress bar on profile, and Back returns to welcome", async () => {
    serveApi();
    await openFindYourMusic();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    const progress = screen.getByRole('navigation', { name: 'Onboarding progress' });
    const segments = within(progress).getAllByRole('listitem');
    expect(segments.map((segment) => segment.textContent)).toEqual([
      'Profile',
      'Platforms',
      'Role',
      'Account',
    ]);
    expect(segments[0]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  it('gives the legacy URL messages in the spec order and enables Analyze only when valid', async () => {
    serveApi();
    const { input, analyze } = await openFindYourMusic();
    expect(analyze()).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();

    const cases: [string, string][] = [
      ['https://example.com/artist/x', spotifyUrlMessages.notSpotify],
      ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', spotifyUrlMessages.legacyTrack],
      [
        'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
        spotifyUrlMessages.legacyPlaylist,
      ],
      ['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', spotifyUrlMessages.notArtist],
      ['https://open.spotify.com/artist/cMPP8NKX', spotifyUrlMessages.incomplete],
    ];
    for (const [url, message] of cases) {
      await paste(input, url);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(analyze()).toBeDisabled();
    }
    expect(spotifyUrlMessages).toMatchObject({
      notSpotify: 'Please enter a valid Spotify URL',
      legacyTrack: 'This is a track URL. Please share your artist profile instead',
      legacyPlaylist: 'This is a playlist URL. Please share your artist profile instead',
      notArtist: 'Please enter a valid Spotify artist profile URL',
      incomplete: 'This artist URL seems incomplete. Please copy the full link',
    });

    await paste(input, `${demoArtistUrl}?si=abc`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(analyze()).toBeEnabled();
  });

  it('explains how to find the link', async () => {
    serveApi();
    await openFindYourMusic();
    expect(screen.getByRole('heading', { name: 'How to find your artist link' })).toBeVisible();
  });

  it("shows 'Analyzing Your Music' while looking the artist up, then the confirmation", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = serveApi({
      getArtistBySpotifyUrl: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { input, analyze } = await openFindYourMusic();
    await paste(input, `${demoArtistUrl}?si=share`);
    await userEvent.click(analyze());

    expect(await screen.findByRole('heading', { name: 'Analyzing Your Music' })).toBeVisible();
    expect(api.calls('getArtistBySpotifyUrl')).toEqual([{ artistUrl: demoArtistUrl }]);
    answer(json(makeArtist()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Is this you?' })).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem('spotifyArtist') ?? 'null')).toMatchObject({
      id: 'cMPP8NKX1kMB0MyhBaeLW4',
    });
  });

  it("says '⚠️ Artist not found' when the lookup fails", async () => {
    serveApi({ getArtistBySpotifyUrl: () => json({ error: 'not_found', message: 'No' }, 404) });
    const { input, analyze } = await openFindYourMusic();
    await paste(input, demoArtistUrl);
    await userEvent.click(analyze());
    expect(await screen.findByText('⚠️ Artist not found')).toBeVisible();
    expect(screen.getByText('Please check the URL and try again.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Music' })).toBeVisible();
  });
});

describe('/onboard artist-confirmation', () => {
  async function openConfirmation(artist = makeArtist()) {
    const api = serveApi({ getArtistBySpotifyUrl: () => json(artist) });
    const view = await openFindYourMusic();
    await paste(view.input, demoArtistUrl);
    await userEvent.click(view.analyze());
    await screen.findByRole('heading', { level: 1, name: 'Is this you?' });
    return { ...view, api };
  }

  it('shows picture, name, country, followers K/M/B, genres, popularity and the Spotify link', async () => {
    await openConfirmation();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Los Relámpagos' })).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Los Relámpagos' })).toHaveAttribute(
      'src',
      '/catalog/images/cMPP8NKX1kMB0MyhBaeLW4.jpg',
    );
    expect(within(card).getByText('Mexico')).toBeVisible();
    expect(within(card).getByText('48.2M followers')).toBeVisible();
    expect(within(card).getByText('87/100')).toBeVisible();
    expect(within(card).getByText('norteño')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open in Spotify' })).toHaveAttribute(
      'href',
      demoArtistUrl,
    );
  });

  it("'Go Back & Fix' returns to the link, still filled in", async () => {
    await openConfirmation();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back & Fix' }));
    await screen.findByRole('heading', { level: 1, name: 'Find Your Music' });
    expect(screen.getByLabelText('Spotify artist link')).toHaveValue(demoArtistUrl);
  });

  it("'Approve & Continue' completes the mandatory steps and moves on to the platforms", async () => {
    await openConfirmation();
    await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('spotifyProfile') ?? 'null')).toMatchObject({
        spotify_url: demoArtistUrl,
        completed: true,
      }),
    );
    const progress = screen.getByRole('navigation', { name: 'Onboarding progress' });
    expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  });

  it('skipping the platforms and the role leads to Create Account, whose Google sign-in returns to /onboard', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await openConfirmation();
    await userEvent.click(screen.getByRole('button', { name: 'Approve & Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    const progress = await screen.findByRole('navigation', { name: 'Onboarding progress' });
    await waitFor(() =>
      expect(within(progress).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.getByText(/By continuing, you agree to our/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByText('Creating your account...')).toBeVisible();
    expect(assign).toHaveBeenCalledWith('/auth/login?generation=legacy');
  });
});

describe('/onboard after the sign-in round trip', () => {
  const admitted = {
    userId: 'user-1',
    status: 'new',
    userState: 'onboarded',
    waitingListJoinedAt: null,
  };

  it('sends the onboarding once with createUser, flags the user completed and leaves for /processing', async () => {
    saveConfirmedOnboarding();
    const api = serveApi({ createUser: () => json(admitted) });
    const { router } = renderRoute('/onboard?handoff=code-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/processing'), routed);
    const sent = api.calls('createUser');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      user: { id: 'user-1', email: 'artist@example.com' },
      onboarding: {
        spotify_profile: {
          spotify_url: demoArtistUrl,
          completed: true,
          artist: { name: 'Los Relámpagos' },
        },
        social_platforms: { platforms: [], completed: true },
        user_role: { role: null, completed: true },
        completed_at: expect.any(String) as unknown,
      },
      app_context: { source: 'web-onboard' },
    });
    const request = api.requests.find((candidate) => candidate.url.endsWith('/createUser'));
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(window.localStorage.getItem('userCompleted')).toBe('true');
    expect(window.localStorage.getItem('userId')).toBe('user-1');
  });

  it('shows the waiting list instead when createUser says the user waits for a spot', async () => {
    saveConfirmedOnboarding();
    serveApi({
      createUser: () =>
        json({ ...admitted, userState: 'new', waitingListJoinedAt: '2026-01-01T10:00:00Z' }),
    });
    const { router } = renderRoute('/onboard?handoff=code-1');
    await waitFor(() => expect(document.title).toBe('Waiting list · Encore'), routed);
    expect(router.state.location.pathname).toBe('/onboard');
    expect(window.localStorage.getItem('userCompleted')).toBe('true');
  });

  it('goes to spotify-profile when data is saved but the artist was not approved', async () => {
    window.localStorage.setItem('userRole', JSON.stringify({ role: 'manager', completed: true }));
    const api = serveApi();
    renderRoute('/onboard?handoff=code-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Music' }, routed),
    ).toBeVisible();
    expect(api.calls('createUser')).toHaveLength(0);
  });

  it("shows 'Loading...' while the sign-in completes", async () => {
    saveConfirmedOnboarding();
    const { auth } = serveApi({ createUser: () => json(admitted) });
    // The sign-in is held until the spinner has been seen, so it cannot finish first.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mswServer.use(
      http.all('*/auth/*', async ({ request }) => {
        await answered;
        return auth.handle(request);
      }),
    );
    onTestFinished(() => answer());
    renderRoute('/onboard?handoff=code-1');
    // Checked where it is found: the lazy page's own fallback may be the spinner first.
    await waitFor(() => expect(screen.getByText('Loading...')).toBeVisible(), routed);
    answer();
    await waitFor(() => expect(window.localStorage.getItem('userCompleted')).toBe('true'), routed);
  });

  it('does not send again once the user is completed', async () => {
    saveConfirmedOnboarding();
    window.localStorage.setItem('userCompleted', 'true');
    const api = serveApi({ createUser: () => json(admitted) });
    renderRoute('/onboard?handoff=code-1');
    expect(await screen.findByRole('button', { name: 'Get Started' }, routed)).toBeVisible();
    expect(api.calls('createUser')).toHaveLength(0);
  });

  it("returns to Create Account with 'Onboarding Failed' when createUser fails", async () => {
    saveConfirmedOnboarding();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveApi({ createUser: () => json({ error: 'boom', message: 'Server error' }, 500) });
    const { router } = renderRoute('/onboard?handoff=code-1');
    expect(await screen.findByText('Onboarding Failed', undefined, routed)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    expect(window.localStorage.getItem('userCompleted')).toBeNull();

    // Signed in, the step offers to go on: the send is tried again.
    const retry = serveApi({ createUser: () => json(admitted) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Next Step' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/processing'), routed);
    expect(retry.calls('createUser')).toHaveLength(1);
    expect(window.localStorage.getItem('userCompleted')).toBe('true');
  });

  it("shows 'Authentication Failed' when the sign-in code is refused", async () => {
    saveConfirmedOnboarding();
    serveApi();
    renderRoute('/onboard?handoff=spent-code');
    expect(await screen.findByText('Authentication Failed', undefined, routed)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeVisible();
  });
});
