import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from '../fixtures/a11y';
import {
  analyzeHoldingTheLookup,
  expectToastShown,
  onboardProgress,
  recordToasts,
} from '../fixtures/first-generation';
import { signInOnProviderPage, skipTimersUntil, uniqueAccount } from '../fixtures/journey';

// The first generation end to end (spec §2.2–§2.6, §4.1–§4.4, §5): /onboard from welcome through
// every legacy link message, the artist, two platforms verified (one link edited), a role and
// the sign-in; /processing driven by the real design job; /main and 'Launch my store'; the
// store built for real and its visibility enforced on the storefront; /settings deleting the
// account with the artist's name.

const expect = baseExpect.configure({ timeout: 20_000 });

// Gutter Saints: a hardcore punk band (the v2 journeys launch Paper Lanterns Club and Iron
// Cathedral, so this store's handle is its own).
const artist = {
  name: 'Gutter Saints',
  link: 'https://open.spotify.com/artist/iwNVsOEsdNFAMIw08Eiq8l',
} as const;

/** Spec §5's legacy link messages, in the order the rules are applied. */
const badLinks = [
  ['https://example.com/artist/iwNVsOEsdNFAMIw08Eiq8l', 'Please enter a valid Spotify URL'],
  [
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
    'This is a track URL. Please share your artist profile instead',
  ],
  [
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'This is a playlist URL. Please share your artist profile instead',
  ],
  [
    'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3',
    'Please enter a valid Spotify artist profile URL',
  ],
] as const;
const incompleteMessage = 'This artist URL seems incomplete. Please copy the full link';

/** Opens the store as a customer would: a browser context of its own, without cookies. */
async function asVisitor<T>(browser: Browser, use: (visitor: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test('first generation: onboard, processing, launch, visibility on the storefront, delete', async ({
  page,
  browser,
  a11y,
}, testInfo) => {
  test.setTimeout(420_000);
  const account = uniqueAccount(testInfo, 'first-gen', 'First Gen');
  await recordToasts(page);
  // Fake timers (time still flows) so the polling intervals can be fast-forwarded.
  await page.clock.install();

  await test.step('welcome: headline, the three claims, no progress bar', async () => {
    await page.goto('/onboard');
    await expect(page.getByRole('heading', { level: 1, name: /merch in minutes/ })).toBeVisible();
    for (const claim of ['Zero upfront cost', 'No inventory', 'Auto fulfillment']) {
      await expect(page.getByText(claim)).toBeVisible();
    }
    await expect(onboardProgress(page)).toHaveCount(0);
    await a11y('welcome /onboard');
    await page.getByRole('button', { name: 'Get Started' }).click();
  });

  await test.step("spotify-profile: each of spec §5's messages, in order", async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Music' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(onboardProgress(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to find your artist link' })).toBeVisible();
    const field = page.getByLabel('Spotify artist link');
    const analyze = page.getByRole('button', { name: 'Analyze My Music' });
    await expect(analyze).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    for (const [link, message] of badLinks) {
      await field.fill(link);
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(analyze).toBeDisabled();
    }
    // Typed up to a cut-short id: incomplete; the rest of the id makes it valid.
    const cut = artist.link.length - 8;
    await field.fill(artist.link.slice(0, cut));
    await expect(page.getByRole('alert')).toHaveText(incompleteMessage);
    await expect(analyze).toBeDisabled();
    await a11y('find your music, with an error');
    await field.pressSequentially(artist.link.slice(cut));
    await expect(field).toHaveValue(artist.link);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(analyze).toBeEnabled();
  });

  await test.step('artist-confirmation: the artist the catalog knows', async () => {
    await analyzeHoldingTheLookup(page);
    await expect(page.getByRole('heading', { level: 2, name: artist.name })).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d)?[KMB]? followers$/)).toBeVisible();
    await expect(page.getByText(/^\d{1,3}\/100$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Genres' })).toContainText(/punk/i);
    await expect(page.getByRole('link', { name: 'Open in Spotify' })).toHaveAttribute(
      'href',
      artist.link,
    );
    await a11y('is this you?');
    // 'Go Back & Fix' returns to the link, still in the field.
    await page.getByRole('button', { name: 'Go Back & Fix' }).click();
    await expect(page.getByLabel('Spotify artist link')).toHaveValue(artist.link);
    await analyzeHoldingTheLookup(page);
    await expect(page.getByRole('heading', { level: 2, name: artist.name })).toBeVisible();
    await page.getByRole('button', { name: 'Approve & Continue' }).click();
  });

  await test.step('platform-selection: two platforms, numbered in the order chosen', async () => {
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    const platforms = page.getByRole('list', { name: 'Social platforms' });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton).toBeDisabled();
    const tiktok = platforms.getByRole('button', { name: /TikTok/ });
    const instagram = platforms.getByRole('button', { name: /Instagram/ });
    await tiktok.click();
    await instagram.click();
    await expect(tiktok).toHaveAttribute('aria-pressed', 'true');
    await expect(tiktok).toContainText('1');
    await expect(instagram).toContainText('2');
    await expect(page.getByText('2 of 4 selected')).toBeVisible();
    // At most four: the others are disabled until one is let go.
    const youtube = platforms.getByRole('button', { name: /YouTube/ });
    const website = platforms.getByRole('button', { name: /Website/ });
    await youtube.click();
    await website.click();
    await expect(page.getByText('Maximum platforms selected')).toBeVisible();
    await expect(platforms.getByRole('button', { name: /Facebook/ })).toBeDisabled();
    await a11y('platforms, four selected');
    await youtube.click();
    await website.click();
    await expect(page.getByText('2 of 4 selected')).toBeVisible();
    await expect(platforms.getByRole('button', { name: /Facebook/ })).toBeEnabled();
    await continueButton.click();
  });

  await test.step('account-verification: give both links, edit one, approve', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify your accounts' }),
    ).toBeVisible();
    await expect(page.getByText('0 of 2 platforms verified')).toBeVisible();
    await expect(page.getByRole('button', { name: /Continue with 0 platforms/ })).toBeDisabled();

    const tiktok = page.getByRole('listitem', { name: 'TikTok' });
    await tiktok.getByLabel('TikTok profile URL').fill('https://www.tiktok.com/guttersaints');
    await tiktok.getByRole('button', { name: 'Approve' }).click();
    await expect(tiktok.getByRole('alert')).toHaveText('Please enter a valid TikTok URL');
    await a11y('verify your accounts, with an error');
    await tiktok.getByLabel('TikTok profile URL').fill('https://www.tiktok.com/@guttersaints');
    await tiktok.getByRole('button', { name: 'Approve' }).click();
    await expect(tiktok.getByText('Approved')).toBeVisible();
    await expect(tiktok.getByText('@guttersaints', { exact: true })).toBeVisible();
    await expect(page.getByText('1 of 2 platforms verified')).toBeVisible();

    const instagram = page.getByRole('listitem', { name: 'Instagram' });
    await instagram.getByLabel('Instagram profile URL').fill('instagram.com/gutter_saints_old');
    await instagram.getByRole('button', { name: 'Approve' }).click();
    await expect(instagram.getByText('@gutter_saints_old', { exact: true })).toBeVisible();
    await instagram.getByRole('button', { name: 'Edit URL' }).click();
    const edited = instagram.getByLabel('Instagram profile URL');
    await edited.fill('');
    await instagram.getByRole('button', { name: 'Save' }).click();
    await expect(instagram.getByRole('alert')).toHaveText('URL is required');
    await edited.fill('https://www.instagram.com/guttersaints.band/?hl=en');
    await instagram.getByRole('button', { name: 'Save' }).click();
    await expect(instagram.getByText('Edited')).toBeVisible();
    await expect(instagram.getByText('@guttersaints.band', { exact: true })).toBeVisible();
    await expect(
      instagram.getByRole('link', { name: 'www.instagram.com/guttersaints.band' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/guttersaints.band');
    await expectToastShown(page, 'Platform updated');

    await expect(page.getByText('2 of 2 platforms verified')).toBeVisible();
    await a11y('verify your accounts, both verified');
    await page.getByRole('button', { name: 'Continue with 2 platforms' }).click();
  });

  await test.step('user-role-selection: a role, then Continue', async () => {
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why we ask this' })).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton).toBeDisabled();
    await page.getByText('Band Member', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /Band Member/ })).toBeChecked();
    await a11y('your role');
    await continueButton.click();
  });

  await test.step("google-auth: 'Create Account', the provider's page, back in the flow", async () => {
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await a11y('create account');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInOnProviderPage(page, account);
    // Back on /onboard: createUser is sent once, then /processing.
    await expect(page).toHaveURL(/\/processing$/);
  });

  await test.step('/processing: the real design job, then /main', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Creating your designs' }),
    ).toBeVisible();
    const stages = page.getByRole('list', { name: 'Stages' });
    for (const stage of ['Music Analysis', 'Design Generation', 'Product Mockups']) {
      await expect(stages.getByText(stage)).toBeVisible();
    }
    await expect(page.getByRole('progressbar', { name: 'Design progress' })).toBeVisible();
    await a11y('processing /processing');
    // The first check is 15 s in, then every 7 s: 2+ designs leave for /main after 3 s.
    await skipTimersUntil(page, 7_000, () => expect(page).toHaveURL(/\/main$/, { timeout: 1_000 }));
  });

  let trackName = '';
  await test.step("/main: choose a design, 'Launch my store'", async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your merch' })).toBeVisible();
    await expect(page.getByText('Pick at least 1 design', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expectToastShown(page, 'Notifications coming soon!');
    const banner = page.getByRole('region', { name: 'Launch your store' });
    await expect(banner).toContainText('Select at least 1 more');
    await expect(banner.getByRole('button', { name: 'Launch my store' })).toBeDisabled();
    await a11y('designs /main');
    const card = page.getByRole('article').first();
    trackName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(trackName).not.toBe('');
    await card.getByRole('button', { name: `Select ${trackName}` }).click();
    await expect(card.getByRole('button', { name: `Select ${trackName}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(banner).toContainText("You're all set!");
    await banner.getByRole('button', { name: 'Launch my store' }).click();
  });

  await test.step('/store/dashboard: the launching banner, then the store is ready', async () => {
    await expect(page).toHaveURL(/\/store\/dashboard$/);
    await expectToastShown(page, 'Store Creation Started');
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    await expect(page.getByText(artist.name, { exact: true })).toBeVisible();
    const launching = page.getByRole('heading', { name: 'Launching Your Store' });
    const nextBestAction = page.getByRole('heading', { name: 'Next Best Action' });
    // An idle machine may finish the build before the dashboard first reads the store.
    await expect(launching.or(nextBestAction).first()).toBeVisible();
    if (await launching.isVisible()) {
      await expect(page.getByRole('progressbar', { name: 'Store build progress' })).toBeVisible();
      await a11y('store dashboard, launching');
    }
    // The store area reads the store every 5 s while it is built, and the build polling (15 s)
    // says 'Your Store is Ready!' once the build is done.
    await skipTimersUntil(page, 5_000, () => expect(launching).toBeHidden({ timeout: 1_000 }));
    await skipTimersUntil(page, 5_000, () => expectToastShown(page, 'Your Store is Ready!'));
    await expect(page).toHaveURL(/\/store\/dashboard$/);
    await expect(nextBestAction).toBeVisible();
    await a11y('store dashboard /store/dashboard');
  });

  await test.step('/store/settings: Public, Private and Offline, each as a visitor sees it', async () => {
    await page
      .getByRole('navigation', { name: 'Store sections' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(/\/store\/settings$/);
    const storeUrlField = page.getByRole('textbox', { name: 'Store URL' });
    await expect(storeUrlField).toHaveValue(/\/shop\/gutter-saints/);
    const storeUrl = await storeUrlField.inputValue();
    const visibility = page.getByRole('group', { name: 'Store Visibility' });
    // The store sells the chosen design (its products are named after the track).
    const products = (visitor: Page) =>
      visitor.getByRole('main').getByRole('link', { name: trackName }).first();

    // A new store opens Public.
    await expect(visibility.getByRole('radio', { name: /Public/ })).toBeChecked();
    await a11y('store settings /store/settings');
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(storeUrl);
      await expect(products(visitor)).toBeVisible();
    });

    await visibility.getByText('Private', { exact: true }).click();
    await expectToastShown(page, 'Store is now Private');
    await expect(visibility.getByRole('radio', { name: /Private/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Store password' })).toHaveValue(/.{4,}/);
    await a11y('store settings, private');
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(storeUrl);
      await expect(visitor.getByRole('heading', { name: 'This store is private' })).toBeVisible();
      await expect(visitor.locator('a[href*="/products/"]')).toHaveCount(0);
    });

    await visibility.getByText('Offline', { exact: true }).click();
    await expectToastShown(page, 'Store taken offline');
    await expect(visibility.getByRole('radio', { name: /Offline/ })).toBeChecked();
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(storeUrl);
      await expect(
        visitor.getByRole('heading', { name: 'This store is currently unavailable' }),
      ).toBeVisible();
    });

    // Public from Offline enables the store again (spec §4.4).
    await visibility.getByText('Public', { exact: true }).click();
    await expectToastShown(page, 'Store is now Public');
    await expect(visibility.getByRole('radio', { name: /Public/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Store password' })).toHaveCount(0);
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(storeUrl);
      await expect(products(visitor)).toBeVisible();
    });
  });

  await test.step('/settings: the artist, then Delete Account with the exact artist name', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText(artist.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on Spotify' })).toHaveAttribute(
      'href',
      artist.link,
    );
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await a11y('settings /settings');

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const confirmation = dialog.getByRole('textbox');
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await confirmation.fill(artist.name.toLowerCase());
    await expect(confirm).toBeDisabled();
    await confirmation.press('Enter');
    await expectToastShown(page, 'Incorrect Artist Name');
    await expectToastShown(page, 'Please type your artist name exactly as shown');
    await expect(dialog).toBeVisible();
    await a11y('delete account dialog, wrong name');

    await confirmation.fill(artist.name);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expectToastShown(page, 'Account Deleted');
    // '/' redirects to /v2 (spec §2.1).
    await expect(page).toHaveURL(/\/(v2)?$/);
    expect(await page.evaluate(() => window.localStorage.getItem('encore.session'))).toBeNull();
  });
});
