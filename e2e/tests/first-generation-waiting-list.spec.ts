import { expect as baseExpect } from '@playwright/test';
import { findAndApproveArtist, onboardProgress } from '../fixtures/first-generation';
import { chooseWhatsAppSms, fullCapacityTest, waitingListHeading } from '../fixtures/full-capacity';
import { signInOnProviderPage, uniqueAccount } from '../fixtures/journey';

// The first generation at full capacity (spec §2.2, §2.3, §4.1, §5): /onboard with the optional
// steps skipped, the sign-in, then the waiting list step with the user's real place (never the
// spec's made-up '#1 of 20'), WhatsApp/SMS with the phone rules, and back to welcome with the
// "You're on the waitlist" banner. The standalone /waiting-list offers only +1 and +44.

const expect = baseExpect.configure({ timeout: 20_000 });

const artist = {
  name: 'Los Relámpagos',
  link: 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4',
} as const;

const test = fullCapacityTest;

test('full capacity: skip the optional steps, sign in, wait with WhatsApp/SMS, back to welcome', async ({
  page,
  fullServer,
  a11y,
}, testInfo) => {
  test.setTimeout(180_000);

  await test.step('welcome → link → confirm, then skip platforms and role', async () => {
    await findAndApproveArtist(page, `${fullServer.baseURL}/onboard`, artist.link, artist.name);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  });

  await test.step('sign in: capacity is full, so the waiting list', async () => {
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInOnProviderPage(page, uniqueAccount(testInfo, 'first-gen-wait', 'Waiting'));
    await expect(waitingListHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/onboard(\?.*)?$/);
    await expect(page.getByText(/at full capacity/)).toBeVisible();
    await expect(page.getByText('Your progress has been saved.')).toBeVisible();
    // The real place in the queue: the only one waiting on this server.
    const queue = page.getByRole('region', { name: 'Your place in the queue' });
    await expect(queue).toContainText('#1 in queue');
    await expect(queue).toContainText('You are next in line.');
    await expect(page.getByText(/of 20/)).toHaveCount(0);
    await expect(page.getByText(/95%/)).toHaveCount(0);
    await expect(onboardProgress(page)).toBeVisible();
    await a11y('waiting list step of /onboard');
  });

  const notify = page.getByRole('button', { name: 'NOTIFY ME WHEN READY' });
  await test.step('WhatsApp/SMS: the phone rules of spec §5', async () => {
    await chooseWhatsAppSms(page);
    await expect(
      page.getByText("We'll send you updates via WhatsApp or SMS when your spot is ready"),
    ).toBeVisible();
    const code = page.getByLabel('Country code');
    await expect(code).toHaveValue('+1');
    await expect(code.locator('option')).toHaveCount(30);
    const phone = page.getByLabel('Phone number');
    await expect(phone).toHaveAttribute('placeholder', '123-456-7890');

    await notify.click();
    await expect(page.getByRole('alert')).toHaveText('Phone number is required');
    await phone.pressSequentially('20794');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(phone).toHaveValue('207-94');
    await notify.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please enter a valid phone number (123-456-7890)',
    );
    await a11y('waiting list step, invalid phone');
    // Digits only, at most ten, shown 3-3-4 (typed on at the end of what is there).
    await phone.press('End');
    await phone.pressSequentially('6x000-99');
    await expect(phone).toHaveValue('207-946-0009');
    await code.selectOption('+44');
  });

  await test.step("'NOTIFY ME WHEN READY': back on welcome with the banner", async () => {
    await notify.click();
    await expect(page.getByRole('heading', { level: 1, name: /merch in minutes/ })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: "You're on the waitlist" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("We'll notify you by WhatsApp/SMS at +44-207-946-0009.");
    await a11y('welcome with the waitlist banner');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
  });

  await test.step('the standalone /waiting-list offers only +1 and +44, and closes to /', async () => {
    await page.goto(`${fullServer.baseURL}/waiting-list`);
    await expect(waitingListHeading(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your place in the queue' })).toContainText(
      '#1 in queue',
    );
    await page.getByText('WhatsApp/SMS', { exact: true }).click();
    await expect(page.getByLabel('Country code').locator('option')).toHaveText(['+1', '+44']);
    await a11y('standalone /waiting-list');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/(v2)?$/);
  });
});
