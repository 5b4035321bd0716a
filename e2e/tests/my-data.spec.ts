import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/a11y';
import { signInOnProviderPage, uniqueAccount, type Account } from '../fixtures/journey';

// "Download my data" (issue 14, GDPR access and portability) on both generations' account
// screens, then deleting the account: the archive is the account's own, saved as
// encore-data-YYYY-MM-DD.json.

async function signInWithNewAccount(page: Page, account: Account) {
  await page.goto('/v2');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnProviderPage(page, account);
  await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
}

/** Clicks 'Download my data' and reads the file the browser saved. */
async function downloadMyData(page: Page) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^encore-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  return JSON.parse(await readFile(path, 'utf8')) as {
    format: string;
    account: { email: string; name: string };
  };
}

test('download my data from the profile, then delete the account', async ({
  page,
  a11y,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'my-data', 'Dana');
  await signInWithNewAccount(page, account);

  await test.step('the profile offers the download', async () => {
    await page.goto('/v2/profile');
    await expect(page.getByText(account.email)).toBeVisible();
    const section = page.getByRole('region', { name: 'Your Data' });
    await expect(section.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await a11y('profile with Download my data');
    await testInfo.attach('profile', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });

  await test.step('the downloaded archive is this account’s', async () => {
    const archive = await downloadMyData(page);
    expect(archive.format).toBe('encore-data-export');
    expect(archive.account).toMatchObject({ email: account.email, name: account.name });
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  await test.step('delete the account, confirmed with DELETE', async () => {
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
    await dialog.getByRole('textbox').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/\/v2$/);
    await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
    // The deleted account has no data left to download.
    await page.goto('/v2/profile');
    await expect(page).toHaveURL(/\/v2$/);
  });
});

test('download my data from the first generation’s settings', async ({ page, a11y }, testInfo) => {
  const account = uniqueAccount(testInfo, 'my-data-legacy', 'Lou');
  await signInWithNewAccount(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Data' })).toBeVisible();
  await a11y('settings with Download my data');
  const archive = await downloadMyData(page);
  expect(archive.account.email).toBe(account.email);
});
