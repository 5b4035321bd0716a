import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../fixtures/a11y';
import { signInOnProviderPage, uniqueAccount } from '../fixtures/journey';

// /settings, the first generation's account screen: the artist the server keeps, Log Out to /,
// and deleting the account with the artist name exactly (spec §2.6, §5, §8).

// Sending the artist admits the account, so its designs are generated in the same server process
// while the test runs: answers may take several seconds on a small machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const artistLink = 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4';
const artistName = 'Los Relámpagos';

/**
 * Signs in with a new account and sends createUser the legacy onboarding of one demo artist, as
 * /onboard does after sign-in, so the server keeps that artist for the account.
 */
async function signInWithLegacyArtist(page: Page, account: { email: string; name: string }) {
  await page.goto('/v2');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnProviderPage(page, account);
  await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
  const status = await page.evaluate(async (link) => {
    const session = JSON.parse(window.localStorage.getItem('encore.session') ?? '{}') as {
      accessToken: string;
      user: { id: string; email: string };
    };
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
    };
    const lookup = await fetch('/webhook/getArtistBySpotifyUrl', {
      method: 'POST',
      headers,
      body: JSON.stringify({ artistUrl: link }),
    });
    const artist: unknown = await lookup.json();
    const now = new Date().toISOString();
    const response = await fetch('/webhook/createUser', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        user: { id: session.user.id, email: session.user.email, created_at: now },
        onboarding: { spotify_profile: { artist, spotify_url: link, completed: true } },
        app_context: { source: 'e2e', version: '1', timestamp: now },
      }),
    });
    return response.status;
  }, artistLink);
  expect(status).toBe(200);
}

test('settings: the kept artist, and deletion by the artist name', async ({
  page,
  a11y,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'legacy-settings', 'Lena');

  await test.step('a signed-out visitor is sent on to /v2', async () => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/v2$/);
  });

  await signInWithLegacyArtist(page, account);

  await test.step('the artist and the account', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const artist = page.getByRole('region', { name: 'Artist Profile' });
    await expect(artist.getByText(artistName)).toBeVisible();
    await expect(artist.getByRole('link', { name: 'View on Spotify' })).toHaveAttribute(
      'href',
      artistLink,
    );
    const accountCard = page.getByRole('region', { name: 'Account' });
    await expect(accountCard.getByText(account.email)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await a11y('settings /settings');
  });

  await test.step('Delete is enabled only by the artist name exactly', async () => {
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await dialog.getByRole('textbox').fill('los relámpagos');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').press('Enter');
    await expect(page.getByText('Incorrect Artist Name')).toBeVisible();
    await a11y('delete account dialog, wrong name');
    await dialog.getByRole('textbox').fill(artistName);
    await expect(confirm).toBeEnabled();
    await confirm.click();
  });

  await test.step("'Account Deleted', signed out, and on to /v2", async () => {
    await expect(page.getByText('Account Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/v2$/);
    expect(await page.evaluate(() => window.localStorage.getItem('encore.session'))).toBeNull();
  });
});

test('settings: Log Out signs out and lands on /, and /settings then sends the visitor on', async ({
  page,
}, testInfo) => {
  await signInWithLegacyArtist(page, uniqueAccount(testInfo, 'legacy-logout', 'Leo'));
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/v2$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/v2$/);
});
