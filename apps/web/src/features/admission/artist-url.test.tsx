import { spotifyUrlMessages } from '@encore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { demoArtistUrl, makeValidatedProfile } from './testing';

/** Links are pasted, as people do; typing 60 characters one by one is slow under load. */
async function paste(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function renderArtistUrl() {
  const view = renderRoute('/v2/onboarding/spotify');
  await screen.findByRole('heading', { level: 1, name: 'Find Your Music' });
  return {
    ...view,
    input: screen.getByLabelText('Spotify artist link'),
    continueButton: () => screen.getByRole('button', { name: /Continue|Analyzing/ }),
  };
}

describe('/v2/onboarding/spotify', () => {
  it('enables Continue only for a valid artist link, with the §5 messages inline', async () => {
    serveApi();
    const { input, continueButton } = await renderArtistUrl();
    expect(continueButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await paste(input, 'https://example.com/artist/x');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid Spotify artist profile URL',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(continueButton()).toBeDisabled();

    await paste(input, 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please use an artist profile URL, not a track or playlist',
    );
    expect(spotifyUrlMessages.v2TrackOrPlaylist).toBe(
      'Please use an artist profile URL, not a track or playlist',
    );

    await userEvent.clear(input);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await paste(input, `${demoArtistUrl}?si=abc123`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('selects the text on focus so a new link replaces the old one', async () => {
    serveApi();
    const { input } = await renderArtistUrl();
    await paste(input, demoArtistUrl);
    input.blur();
    await userEvent.click(input);
    const field = input as HTMLInputElement;
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(demoArtistUrl.length);
  });

  it('strips the query string, shows Analyzing..., saves the artist and goes to confirm', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = serveApi({
      'validate-spotify-artist': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { input, continueButton, router } = await renderArtistUrl();
    await paste(input, `  ${demoArtistUrl}?si=share-tracking  `);
    await userEvent.click(continueButton());

    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(api.calls('validate-spotify-artist')).toEqual([{ artistUrl: demoArtistUrl }]);
    // A public call: no session token.
    const validate = api.requests.find((request) => request.url.includes('validate'));
    expect(validate?.headers.has('Authorization')).toBe(false);

    const profile = makeValidatedProfile();
    answer(json(profile));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/onboarding/confirm'));
    expect(JSON.parse(window.localStorage.getItem('v2_spotify_profile') ?? 'null')).toEqual(
      profile,
    );
    expect(window.localStorage.getItem('v2_onboarding_spotify_id')).toBe(profile.spotifyId);
  });

  it('submits with Enter', async () => {
    serveApi({ 'validate-spotify-artist': () => json(makeValidatedProfile()) });
    const { input, router } = await renderArtistUrl();
    await paste(input, demoArtistUrl);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/onboarding/confirm'));
  });

  it('says an unknown artist (404) was not found', async () => {
    serveApi({
      'validate-spotify-artist': () => json({ error: 'not_found', message: 'No artist' }, 404),
    });
    const { input, continueButton, router } = await renderArtistUrl();
    await paste(input, demoArtistUrl);
    await userEvent.click(continueButton());

    expect(await screen.findByText('⚠️ Artist not found')).toBeVisible();
    expect(screen.getByText('Please check the URL and try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/v2/onboarding/spotify');
    expect(continueButton()).toBeEnabled();
    expect(window.localStorage.getItem('v2_spotify_profile')).toBeNull();
  });

  it("shows 'Validation Failed' with the server's message", async () => {
    serveApi({
      'validate-spotify-artist': () =>
        json({ error: 'rate_limited', message: 'Too many requests, try again in a minute' }, 429),
    });
    const { input, continueButton } = await renderArtistUrl();
    await paste(input, demoArtistUrl);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Validation Failed')).toBeVisible();
    expect(screen.getByText('Too many requests, try again in a minute')).toBeVisible();
  });

  it("shows 'Validation failed: {status}' when the server's answer has no message", async () => {
    serveApi({ 'validate-spotify-artist': () => new Response('Bad gateway', { status: 502 }) });
    const { input, continueButton } = await renderArtistUrl();
    await paste(input, demoArtistUrl);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Validation Failed')).toBeVisible();
    expect(screen.getByText('Validation failed: 502')).toBeVisible();
  });

  it("shows 'Validation Failed' with the fallback when the server can't be reached", async () => {
    serveApi({
      'validate-spotify-artist': () => Response.error(),
    });
    const { input, continueButton } = await renderArtistUrl();
    await paste(input, demoArtistUrl);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Validation Failed')).toBeVisible();
    expect(screen.getByText('Unable to validate artist URL. Please try again.')).toBeVisible();
  });

  it('explains how to find the link in the Spotify app', async () => {
    serveApi();
    await renderArtistUrl();
    expect(screen.getByRole('heading', { name: 'How to find your artist link' })).toBeVisible();
    expect(screen.getByText(/Open the Spotify app/)).toBeVisible();
    expect(screen.getByText(/choose Share/)).toBeVisible();
    expect(screen.getByText(/Copy link to artist/)).toBeVisible();
  });
});

describe('/v2/onboarding', () => {
  it('shows the three claims and Get Started leads to the artist link', async () => {
    const { router } = renderRoute('/v2/onboarding');
    await screen.findByRole('heading', { level: 1 });
    for (const claim of ['Zero upfront cost', 'No inventory', 'Auto fulfillment']) {
      expect(screen.getByText(claim)).toBeVisible();
    }
    await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/onboarding/spotify'));
  });
});
