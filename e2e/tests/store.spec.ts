import { expect as baseExpect, type Page } from '@playwright/test';
import { test, type A11yCheck } from '../fixtures/a11y';
import { onboardToDesigns, skipTimersUntil, uniqueAccount } from '../fixtures/journey';

// The store: select a design, launch, watch the real build checklist, visit the store,
// buy a hoodie in size M in test mode, see the order in the overview; then take the store
// offline (every store URL says unavailable) and make it private (a password page).

const expect = baseExpect.configure({ timeout: 20_000 });

// Iron Cathedral: a metal band, whose store sells heavy black hoodies.
const demoLink = 'https://open.spotify.com/artist/tGPBEAGZ6ZKGxQ9dhj80vI';

/** The dollars in a figure such as '$55', '$55.50' or 'Pay $60.00'. */
function dollars(text: string): number {
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1].replaceAll(',', ''));
}

async function buyHoodieInM(store: Page, a11y: A11yCheck): Promise<number> {
  await store
    .getByRole('link', { name: /Hoodie/ })
    .first()
    .click();
  await expect(store.getByRole('heading', { level: 1, name: /Hoodie/ })).toBeVisible();
  await a11y('storefront product page', store);
  await store.getByLabel('M', { exact: true }).check();
  await store.getByRole('button', { name: 'Add to cart' }).click();

  // Adding takes the visitor to the cart.
  await expect(store).toHaveURL(/\/cart(\?|$)/);
  await expect(store.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(store.getByRole('main')).toContainText(/Hoodie/);
  await expect(store.getByRole('main')).toContainText(/\bM\b/);
  await a11y('storefront cart', store);
  await store.getByRole('link', { name: 'Checkout' }).click();

  await expect(store.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Sent empty first: the form says what is missing and keeps nothing from being lost.
  await store.getByLabel('Email').fill('fan@example.com');
  await store.getByRole('button', { name: /Continue to payment/ }).click();
  await expect(store.getByRole('alert').first()).toBeVisible();
  await expect(store.getByLabel('Email')).toHaveValue('fan@example.com');
  await a11y('storefront checkout with errors', store);

  await store.getByLabel('Full name').fill('Robin Fan');
  await store.getByLabel('Street address').fill('1 Main Street');
  await store.getByLabel('City').fill('Springfield');
  await store.getByLabel('Postal code').fill('12345');
  await store.getByLabel('Country').selectOption('US');
  await store.getByRole('button', { name: /Continue to payment/ }).click();

  await expect(store.getByText('Test mode — no real charge')).toBeVisible();
  await a11y('storefront test payment', store);
  const pay = store.getByRole('button', { name: /^Pay \$/ });
  const paid = dollars((await pay.textContent()) ?? '');
  await pay.click();
  await expect(
    store.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await a11y('storefront order confirmation', store);
  return paid;
}

test('launch a store, buy a hoodie in test mode, see it in the overview, go offline and private', async ({
  page,
  browser,
  a11y,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.clock.install();
  await onboardToDesigns(page, demoLink, uniqueAccount(testInfo, 'store', 'Store'));

  await test.step('select a design and launch: the overlay follows the real build', async () => {
    const card = page.getByRole('article').first();
    const trackName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('button', { name: `Select ${trackName}` }).click();
    const banner = page.getByRole('region', { name: 'Launch your store' });
    await banner.getByRole('button', { name: 'Launch my store' }).click();
    await expect(page.getByText('Store build initiated!')).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/store\/settings$/);
    await expect(page.getByRole('heading', { name: 'Launching Your Store' })).toBeVisible();
    await expect(page.getByText('Creating store structure')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    await expect(page.getByText('remaining', { exact: true })).toBeVisible();
    await a11y('launch overlay');
  });

  await test.step('the build finishes: ready toast, then the store URL', async () => {
    await skipTimersUntil(page, 2_000, () =>
      expect(page.getByText('Your store is ready!')).toBeVisible({ timeout: 1_000 }),
    );
    await expect(page.getByRole('textbox', { name: 'Store URL' })).toHaveValue(/\/shop\//);
    await a11y('store settings /v2/store/settings');
  });

  const storeUrl = (await page.getByRole('textbox', { name: 'Store URL' }).inputValue()).split(
    '?',
  )[0];
  if (!storeUrl) throw new Error('no store URL');

  let paid = 0;
  await test.step('Visit opens the store; a hoodie in M is bought in test mode', async () => {
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Visit' }).click();
    const store = await opened;
    await store.waitForLoadState();
    await expect(store).toHaveURL(new RegExp(`^${storeUrl}`));
    await expect(store.getByRole('link', { name: /Hoodie/ }).first()).toBeVisible();
    await a11y('storefront home', store);
    paid = await buyHoodieInM(store, a11y);
    await store.close();
  });

  await test.step('the overview shows the order and its revenue', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Store' })
      .click();
    await expect(page).toHaveURL(/\/v2\/store\/overview$/);
    await expect(page.getByRole('heading', { name: 'Store Overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders' })).toContainText('1');
    const revenue = page.getByRole('region', { name: 'Weekly Revenue' });
    await expect.poll(async () => dollars((await revenue.textContent()) ?? '')).toBe(paid);
    await a11y('store overview /v2/store/overview');
  });

  // A visitor without cookies, as a customer would arrive.
  const visitor = await browser.newPage();
  try {
    await test.step("switching off 'Store Online' makes the store unavailable", async () => {
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/v2\/store\/settings$/);
      const online = page.getByRole('switch', { name: 'Store Online' });
      await expect(online).toBeChecked();
      await online.click();
      await expect(page.getByText('Store taken offline')).toBeVisible();
      await visitor.goto(storeUrl);
      await expect(
        visitor.getByRole('heading', { name: 'This store is currently unavailable' }),
      ).toBeVisible();
      await a11y('storefront unavailable', visitor);
    });

    await test.step("back online and 'Private Store': the store asks for a password", async () => {
      await page.getByRole('switch', { name: 'Store Online' }).click();
      await expect(page.getByRole('switch', { name: 'Store Online' })).toBeChecked();
      await page.getByRole('switch', { name: 'Private Store' }).click();
      await expect(page.getByText('Store is now Private')).toBeVisible();
      await visitor.goto(storeUrl);
      await expect(visitor.getByRole('heading', { name: 'This store is private' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: /Hoodie/ })).toHaveCount(0);
      await a11y('storefront password page', visitor);
    });
  } finally {
    await visitor.close();
  }
});
