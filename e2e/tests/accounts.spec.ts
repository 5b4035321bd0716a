import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/a11y';
import { signInOnProviderPage, uniqueAccount } from '../fixtures/journey';

// Accounts: sign-in with the embedded identity provider (the local stand-in for
// Google), the session across reloads and tabs, profile, sign-out and account deletion.

/** From /v2 through the local sign-in page with a new account, back to the callback. */
async function signInWithNewAccount(page: Page, account: { email: string; name: string }) {
  await page.goto('/v2');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnProviderPage(page, account);
}

interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

const readSession = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('encore.session');
    return raw === null ? null : (JSON.parse(raw) as StoredSession);
  });

/** Makes the stored access token look expired, as after a night with the laptop closed. */
const expireAccessToken = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('encore.session');
    if (raw === null) throw new Error('no session stored');
    const session = JSON.parse(raw) as StoredSession;
    window.localStorage.setItem(
      'encore.session',
      JSON.stringify({ ...session, expiresAt: Date.now() - 1_000 }),
    );
  });

test('sign in, keep the session, profile, sign out, sign in again, delete the account', async ({
  page,
  a11y,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'artist', 'Ari');

  await test.step('the landing page shows sign-in with the consent text', async () => {
    await page.goto('/v2');
    await expect(page.getByRole('heading', { level: 1, name: 'Encore' })).toBeVisible();
    await expect(page.getByText('Turn Your Music Into Moments')).toBeVisible();
    await expect(page.getByText(/Google account only for authentication/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute(
      'href',
      '/terms',
    );
    await a11y('landing /v2');
  });

  await test.step('sign in with a new account: callback, then routed as a new user', async () => {
    await signInWithNewAccount(page, account);
    // The one-time code is stripped from the address (replace) while the sign-in completes.
    await expect(page).toHaveURL(/\/v2\/auth-callback$/);
    await expect(page.getByText('Completing sign in...')).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
    expect(await page.evaluate(() => window.localStorage.getItem('v2_user_state'))).toBe('new');
    expect(await page.evaluate(() => window.localStorage.getItem('v2_user_id'))).toBeTruthy();
    await a11y('onboarding link, signed in');
  });

  await test.step('a reload keeps the session; the profile shows name and email', async () => {
    await page.goto('/v2/profile');
    await expect(page.getByText(account.name)).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/v2\/profile$/);
    await expect(page.getByText(account.email)).toBeVisible();
    await a11y('profile');
  });

  await test.step('an expired access token is refreshed instead of signing the user out', async () => {
    const before = await readSession(page);
    await expireAccessToken(page);
    await page.reload();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/profile$/);
    const after = await readSession(page);
    expect(after?.refreshToken).toBeTruthy();
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.expiresAt).toBeGreaterThan(Date.now());
  });

  await test.step('sign out returns to /v2 and ends the session', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/v2$/);
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    expect(await readSession(page)).toBeNull();
    await page.goto('/v2/profile');
    await expect(page).toHaveURL(/\/v2$/);
  });

  await test.step('sign in again with the same email: the page lists no account', async () => {
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Encore' })).toBeVisible();
    // The quick localhost sign-in says it asks for no proof, and never offers known accounts.
    await expect(page.getByRole('note')).toContainText('no proof');
    await expect(page.getByText(account.email)).toHaveCount(0);
    await a11y('sign-in page after a first sign-in');
    await signInOnProviderPage(page, account);
    await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
  });

  await test.step('delete the account, confirmed with DELETE', async () => {
    await page.goto('/v2/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('delete');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('DELETE');
    await expect(confirm).toBeEnabled();
    await a11y('delete account dialog');
    await confirm.click();

    await expect(page).toHaveURL(/\/v2$/);
    await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('Your account has been successfully deleted.')).toBeVisible();
    await a11y('landing with the account-deleted toast');
    // Everything was cleared; the landing page's page view may since have stored a new
    // anonymous visitor id, nothing else.
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(
      keys.filter(
        (key) => !key.startsWith('encore.visitor_id') && key !== 'encore.analytics_queue',
      ),
    ).toEqual([]);
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  });
});

test('two tabs with an expired access token refresh it once and both stay signed in', async ({
  context,
  page,
}, testInfo) => {
  await signInWithNewAccount(page, uniqueAccount(testInfo, 'artist', 'Ari'));
  await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
  const before = await readSession(page);
  await expireAccessToken(page);

  // Both tabs start at once on the same expired session. The refresh token is single-use: if
  // both spent it, the server would revoke the session and one tab would be signed out.
  const tabs = [page, await context.newPage()];
  await Promise.all(tabs.map((tab) => tab.goto('/v2/profile')));
  for (const tab of tabs) {
    await expect(tab).toHaveURL(/\/v2\/profile$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  }
  const [first, second] = await Promise.all(tabs.map(readSession));
  expect(first?.refreshToken).not.toBe(before?.refreshToken);
  expect(second?.accessToken).toBe(first?.accessToken);

  // The session still works on the server (it was not revoked by a reused token).
  for (const tab of tabs) {
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(tab).toHaveURL(/\/v2\/profile$/);
  }
  await page.goto('/v2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
});

test('a failed sign-in comes back to /v2 with the error', async ({ page, a11y }) => {
  await page.goto('/v2');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('button', { name: 'Cancel and go back to Encore' })).toBeVisible();
  await a11y('sign-in page');
  await page.getByRole('button', { name: 'Cancel and go back to Encore' }).click();
  await expect(page).toHaveURL(/\/v2$/);
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await a11y('landing with the sign-in error');
  await expect(page).not.toHaveURL(/auth_error/);
});
