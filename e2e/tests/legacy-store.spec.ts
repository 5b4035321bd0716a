import { expect as baseExpect } from '@playwright/test';
import { test } from '../fixtures/a11y';
import { onboardToDesigns, skipTimersUntil, uniqueAccount } from '../fixtures/journey';

// The legacy store area (spec §2.6, §4.4): after a launch from /v2/main, /store/settings shares
// the store and switches it Offline, Private and Public — each enforced on the storefront as a
// visitor without cookies sees it — and /store/dashboard shows the store's real figures.

const expect = baseExpect.configure({ timeout: 20_000 });

// Paper Lanterns Club: an indie rock band (store.spec.ts launches Iron Cathedral).
const demoLink = 'https://open.spotify.com/artist/bJDMBNUqR73suiBrv4jxzW';

test('the legacy store screens: share, Offline, Private with its password, Public, real figures', async ({
  page,
  browser,
  a11y,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.clock.install();
  const account = uniqueAccount(testInfo, 'legacy-store', 'Legacy');
  await onboardToDesigns(page, demoLink, account);

  await test.step('select a design, launch, and wait until the store is ready', async () => {
    const card = page.getByRole('article').first();
    const trackName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('button', { name: `Select ${trackName}` }).click();
    const banner = page.getByRole('region', { name: 'Launch your store' });
    await banner.getByRole('button', { name: 'Launch my store' }).click();
    await expect(page).toHaveURL(/\/v2\/store\/settings$/);
    await skipTimersUntil(page, 2_000, () =>
      expect(page.getByText('Your store is ready!')).toBeVisible({ timeout: 1_000 }),
    );
  });

  await page.goto('/store/settings');
  const storeUrlField = page.getByRole('textbox', { name: 'Store URL' });

  await test.step('the header names the artist and the store; Share shows the URL', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    await expect(page.getByText('Paper Lanterns Club', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share your store' })).toBeVisible();
    await expect(storeUrlField).toHaveValue(/\/shop\/paper-lanterns-club/);
    await a11y('store settings /store/settings');
  });

  const storeUrl = await storeUrlField.inputValue();
  const visibility = page.getByRole('group', { name: 'Store Visibility' });
  // A visitor without cookies, as a customer would arrive.
  const visitor = await browser.newPage();
  try {
    await test.step('Offline: the store URL says unavailable', async () => {
      await visibility.getByText('Offline', { exact: true }).click();
      await expect(page.getByText('Store taken offline')).toBeVisible();
      await expect(visibility.getByRole('radio', { name: /Offline/ })).toBeChecked();
      await visitor.goto(storeUrl);
      await expect(
        visitor.getByRole('heading', { name: 'This store is currently unavailable' }),
      ).toBeVisible();
    });

    let password = '';
    await test.step('Private: a password page, and the password shown in settings', async () => {
      await visibility.getByText('Private', { exact: true }).click();
      await expect(page.getByText('Store is now Private')).toBeVisible();
      await expect(visibility.getByRole('radio', { name: /Private/ })).toBeChecked();
      const field = page.getByRole('textbox', { name: 'Store password' });
      await expect(field).toHaveValue(/.{4,}/);
      password = await field.inputValue();
      await a11y('store settings, private');
      await visitor.goto(storeUrl);
      await expect(visitor.getByRole('heading', { name: 'This store is private' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: /Hoodie/ })).toHaveCount(0);
    });

    await test.step("the visitor enters the store's password and sees its products", async () => {
      await visitor.getByLabel('Password').fill('not-the-password');
      await visitor.getByRole('button', { name: 'Enter store' }).click();
      await expect(visitor.getByRole('alert')).toBeVisible();
      await a11y('storefront wrong password', visitor);
      await visitor.getByLabel('Password').fill(password);
      await visitor.getByRole('button', { name: 'Enter store' }).click();
      await expect(visitor.getByRole('link', { name: /Hoodie/ }).first()).toBeVisible();
    });

    await test.step('Public: anyone can open the store', async () => {
      await visibility.getByText('Public', { exact: true }).click();
      await expect(page.getByText('Store is now Public')).toBeVisible();
      await expect(visibility.getByRole('radio', { name: /Public/ })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Store password' })).toHaveCount(0);
      const stranger = await browser.newPage();
      try {
        await stranger.goto(storeUrl);
        await expect(stranger.getByRole('link', { name: /Hoodie/ }).first()).toBeVisible();
      } finally {
        await stranger.close();
      }
    });
  } finally {
    await visitor.close();
  }

  await test.step('the dashboard shows the real figures: no orders yet', async () => {
    await page
      .getByRole('navigation', { name: 'Store sections' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await expect(page).toHaveURL(/\/store\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Next Best Action' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders' })).toContainText('0');
    await expect(page.getByRole('region', { name: 'Orders' })).toContainText('all time');
    await expect(page.getByRole('list', { name: 'Performance' })).toContainText('$0');
    await expect(page.getByText('No sales yet. Your best sellers will show here.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'AI Insights' })).toBeVisible();
    await a11y('store dashboard /store/dashboard');
  });
});
