import { expect as baseExpect, type Locator } from '@playwright/test';
import { test } from '../fixtures/a11y';
import { onboardToDesigns, skipTimersUntil, uniqueAccount } from '../fixtures/journey';

// Designs: after onboarding, /v2/processing hands over to /v2/main, whose cards show the
// generated designs and their mockups from the server's files; carousels move; cards toggle.

// Designs are generated on the server while the test runs; on a small machine (and with both
// projects onboarding at once) answers can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const demoLink = 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4';

/** Loaded, and decoded to real pixels. */
async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

test('after onboarding, the designs load with their mockups and cards toggle', async ({
  page,
  a11y,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.clock.install();

  await test.step('onboard, and processing hands over once the first designs are ready', async () => {
    await onboardToDesigns(page, demoLink, uniqueAccount(testInfo, 'designs', 'Designs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your merch' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Designs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  const cards = page.getByRole('article');

  await test.step('cards show the track name and a design image that loads', async () => {
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    const image = first.getByRole('img').first();
    await expect(image).toHaveAttribute('src', /\/files\//);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expectImageLoaded(image);
    await a11y('designs /v2/main');
  });

  await test.step('the carousel moves from the design to a mockup', async () => {
    // A design still being processed has no mockups yet; the list refreshes every 15 s.
    const withMockups = cards.filter({ has: page.getByRole('button', { name: 'Next image' }) });
    await skipTimersUntil(page, 15_000, () =>
      expect(withMockups.first()).toBeVisible({ timeout: 1_000 }),
    );
    const card = withMockups.first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: /^Show image 1 of/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await card.getByRole('button', { name: 'Next image' }).click();

    const mockup = card.getByRole('group', { name: /^2 of/ }).getByRole('img');
    // Signed links to the artist's own files (decision 055).
    await expect(mockup).toHaveAttribute('src', /\/files\/.+\.webp\?exp=\d+&sig=[\w-]+$/);
    await expect(mockup).toBeInViewport({ ratio: 0.9 });
    await expectImageLoaded(mockup);
    await expect(card.getByRole('button', { name: /^Show image 2 of/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  await test.step('selecting a card toggles it, and the launch banner follows', async () => {
    const card = cards.first();
    await card.scrollIntoViewIfNeeded();
    const trackName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const check = card.getByRole('button', { name: `Select ${trackName}` });
    const banner = page.getByRole('region', { name: 'Launch your store' });
    await expect(banner.getByText('Select at least 1 design to get started')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Launch my store' })).toBeDisabled();

    await check.click();
    await expect(check).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(banner.getByText("You're all set!")).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Launch my store' })).toBeEnabled();
    await a11y('designs with one selected');

    // A tap on the card itself toggles too.
    await card.getByRole('heading', { level: 2 }).click();
    await expect(check).toHaveAttribute('aria-pressed', 'false');
    await expect(banner.getByText('Select at least 1 design to get started')).toBeVisible();
  });

  await test.step('Generate another puts a new design in the same card, with progress', async () => {
    // The server's designs.replace job, followed by the card.
    const button = page.getByRole('button', { name: /^Generate another: / });
    await skipTimersUntil(page, 15_000, () =>
      expect(button.first()).toBeVisible({ timeout: 1_000 }),
    );
    const trackName = ((await button.first().getAttribute('aria-label')) ?? '').replace(
      /^Generate another: /,
      '',
    );
    const card = page.getByRole('article', { name: trackName });
    const position = await cards.evaluateAll(
      (all, name) => all.findIndex((a) => a.querySelector('h2')?.textContent === name),
      trackName,
    );
    const image = card.getByRole('img', { name: `${trackName}: design` });
    const before = (await image.getAttribute('src')) ?? '';
    expect(before).toMatch(/\/files\/designs\//);

    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: `Generate another: ${trackName}` }).click();
    await expect(card.getByRole('status', { name: 'Generating another design' })).toBeVisible();
    await expect(card.getByRole('progressbar')).toBeVisible();
    await a11y('designs, generating another');
    await page.screenshot({ path: testInfo.outputPath('generate-another-progress.png') });

    // The card reads the job's progress every second: the page's clock is ours to move.
    await skipTimersUntil(page, 1_000, () =>
      expect(image).not.toHaveAttribute('src', before, { timeout: 500 }),
    );
    await expect(image).toHaveAttribute(
      'src',
      /\/files\/designs\/[0-9a-f]{64}\.png\?exp=\d+&sig=[\w-]+$/,
    );
    await expectImageLoaded(image);
    await expect(card.getByRole('status')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Next image' })).toBeVisible();
    // Same track, same place in the grid.
    expect(
      await cards.evaluateAll(
        (all, name) => all.findIndex((a) => a.querySelector('h2')?.textContent === name),
        trackName,
      ),
    ).toBe(position);
    await page.screenshot({ path: testInfo.outputPath('generate-another-done.png') });
  });
});
