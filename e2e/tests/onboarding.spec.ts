import { expect as baseExpect, type Page } from '@playwright/test';
import { chooseWhatsAppSms, fullCapacityTest, waitingListHeading } from '../fixtures/full-capacity';
import { signInOnProviderPage, uniqueAccount } from '../fixtures/journey';

// V2 onboarding: the artist link, confirming the artist, signing in, then processing —
// or, at full capacity, the waiting list, the notification choice, its status screen and the
// admin admitting the user.

// Onboarding queues design generation on the server, and the full-capacity journey starts a
// server of its own: on a small machine answers can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const demo = {
  ruby: 'https://open.spotify.com/artist/YDcr7a5r7hdvwM5ZU4kEuI',
  relampagos: 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4',
  byeolbit: 'https://open.spotify.com/artist/4zSVUS6AMX8KnlF5Spb4LE',
} as const;

const test = fullCapacityTest;

async function pasteArtistLink(page: Page, link: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Music' })).toBeVisible();
  await page.getByLabel('Spotify artist link').fill(link);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/v2\/onboarding\/confirm$/);
}

const storageItem = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

test('bad links show the exact messages and an unknown artist is not found', async ({
  page,
  a11y,
}) => {
  await page.goto('/v2/onboarding/spotify');
  const input = page.getByLabel('Spotify artist link');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();

  for (const [link, message] of [
    [
      'https://example.com/artist/YDcr7a5r7hdvwM5ZU4kEuI',
      'Please enter a valid Spotify artist profile URL',
    ],
    [
      'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3',
      'Please enter a valid Spotify artist profile URL',
    ],
    [
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'Please use an artist profile URL, not a track or playlist',
    ],
    [
      'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
      'Please use an artist profile URL, not a track or playlist',
    ],
  ] as const) {
    await input.fill(link);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(continueButton).toBeDisabled();
  }
  await a11y('link step with an error');

  await input.fill('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Well-formed, but no such artist in the catalog.
  await input.fill('https://open.spotify.com/artist/0000000000000000000000');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page.getByText('⚠️ Artist not found')).toBeVisible();
  await expect(page.getByText('Please check the URL and try again.')).toBeVisible();
  await a11y('link step, artist not found');
  await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
});

test('capacity free: welcome, paste a link, confirm, sign in, processing', async ({
  page,
  a11y,
}, testInfo) => {
  // Fake timers (time still flows) so the 5 s re-check can be fast-forwarded.
  await page.clock.install();

  await test.step('welcome → artist link', async () => {
    await page.goto('/v2/onboarding');
    for (const claim of ['Zero upfront cost', 'No inventory', 'Auto fulfillment']) {
      await expect(page.getByText(claim)).toBeVisible();
    }
    await a11y('welcome /v2/onboarding');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
  });

  await test.step('a shared link (with ?si=) finds the artist', async () => {
    await pasteArtistLink(page, `${demo.ruby}?si=e2e-share`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ruby Calloway' })).toBeVisible();
    await expect(page.getByText('48.2M followers')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in Spotify' })).toHaveAttribute(
      'href',
      demo.ruby,
    );
    await expect(page.getByRole('link', { name: 'Open in Spotify' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const picture = page.getByRole('img', { name: 'Ruby Calloway' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText('Your store goes live instantly')).toBeVisible();
    await a11y('confirm artist');
  });

  await test.step('sign in from the confirm screen; the callback submits onboarding', async () => {
    await page.getByRole('button', { name: 'Sign in with Google & Continue' }).click();
    await signInOnProviderPage(page, uniqueAccount(testInfo, 'onboarding', 'Onboarding'));
    await expect(page).toHaveURL(/\/v2\/processing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Creating Your Experience' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    expect(await storageItem(page, 'v2_onboarding_spotify_id')).toBeNull();
    expect(await storageItem(page, 'v2_spotify_profile')).toBeNull();
  });

  await test.step('processing re-checks the user after 5 s and stays while onboarded', async () => {
    const recheck = page.waitForResponse((response) =>
      response.url().endsWith('/webhook/auth-user'),
    );
    await page.clock.fastForward(5_000);
    const response = await recheck;
    expect(((await response.json()) as { userState: string }).userState).toBe('onboarded');
    await expect(page).toHaveURL(/\/v2\/processing$/);
    // Checked after the re-check, so the check's own second does not let the designs finish first.
    await a11y('processing /v2/processing');
  });
});

test('signed in first: approve the artist, then processing', async ({ page }, testInfo) => {
  await page.goto('/v2');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnProviderPage(page, uniqueAccount(testInfo, 'onboarding', 'Onboarding'));
  await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);

  await pasteArtistLink(page, demo.byeolbit);
  await expect(page.getByRole('heading', { level: 2, name: '별빛 (Byeolbit)' })).toBeVisible();
  await expect(page.getByText('South Korea')).toBeVisible();

  await test.step("'Go Back & Fix' returns to the link", async () => {
    await page.getByRole('link', { name: 'Go Back & Fix' }).click();
    await pasteArtistLink(page, demo.byeolbit);
  });

  await page.getByRole('button', { name: 'Approve & Continue' }).click();
  await expect(page).toHaveURL(/\/v2\/processing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Creating Your Experience' }),
  ).toBeVisible();
});

test('capacity full: waiting list, WhatsApp/SMS, status, then admitted by the admin', async ({
  page,
  fullServer,
  a11y,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = { typed: '5551234567', shown: '555-123-4567', saved: '+1-555-123-4567' };

  await test.step('confirm and sign in: capacity is full, so the waiting list', async () => {
    await page.goto(`${fullServer.baseURL}/v2/onboarding/spotify`);
    await pasteArtistLink(page, demo.relampagos);
    await expect(page.getByRole('heading', { level: 2, name: 'Los Relámpagos' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with Google & Continue' }).click();
    await signInOnProviderPage(page, uniqueAccount(testInfo, 'onboarding', 'Onboarding'));
    await expect(page).toHaveURL(/\/v2\/waiting-list$/);
    await expect(waitingListHeading(page)).toBeVisible();
    await a11y('waiting list /v2/waiting-list');
  });

  await test.step('choose WhatsApp/SMS and type a phone number', async () => {
    await chooseWhatsAppSms(page);
    await expect(page.getByLabel('Country code')).toHaveValue('+1');
    await page.getByRole('button', { name: 'NOTIFY ME WHEN READY' }).click();
    await expect(page.getByRole('alert')).toHaveText('Phone number is required');
    await a11y('waiting list, phone required');
    await page.getByLabel('Phone number').pressSequentially(phone.typed);
    await expect(page.getByLabel('Phone number')).toHaveValue(phone.shown);
    await page.getByRole('button', { name: 'NOTIFY ME WHEN READY' }).click();
  });

  await test.step('the status screen shows the join date', async () => {
    await expect(page).toHaveURL(/\/v2\/on-waiting-list$/);
    await expect(page.getByText("You're all set!")).toBeVisible();
    await expect(
      page.getByText(`We'll notify you at ${phone.saved} when you can complete your setup.`),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: "You're on the List!" }),
    ).toBeVisible();
    const joinedAt = await storageItem(page, 'v2_waiting_list_joined_at');
    expect(joinedAt).toBeTruthy();
    const expected = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(joinedAt ?? ''));
    await expect(page.getByText('Joined Waiting List')).toBeVisible();
    await expect(page.getByText(expected)).toBeVisible();
    await a11y('on the waiting list /v2/on-waiting-list');
  });

  await test.step('the admin admits the next person: the message is in the outbox', async () => {
    // The embedded database belongs to one process: stop the server before admin commands.
    await fullServer.stop();
    const output = await fullServer.admin('admit', '--next', '1');
    expect(output).toContain('Admitted');
    const texts = fullServer
      .outbox()
      .filter(({ file }) => file.endsWith('.json'))
      .map(({ text }) => JSON.parse(text) as { to: string; text: string });
    expect(texts).toEqual([expect.objectContaining({ to: phone.saved })]);
  });
});
