import { expect as baseExpect } from '@playwright/test';
import { test as base } from '../fixtures/a11y';
import type { EncoreServer } from '../fixtures/encore-server';
import { OWN_SERVER_TIMEOUT_MS, ownServer } from '../fixtures/own-server';
import { uniqueAccount } from '../fixtures/journey';

// The built-in provider as on a public address (EMBEDDED_SIGN_IN=email, decision 051): the page
// asks for an email, a one-time code goes to the outbox, and the code signs in. The other
// journeys' server keeps the quick localhost sign-in.

// A server of its own answers slowly on a small machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const test = base.extend<{ emailServer: EncoreServer }>({
  emailServer: [ownServer({ EMBEDDED_SIGN_IN: 'email' }), { timeout: OWN_SERVER_TIMEOUT_MS }],
});

/** The code of the newest email to this address in the server's outbox (DATA_DIR/outbox). */
async function emailedCode(server: EncoreServer, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const emails = server.outbox().filter((message) => message.text.includes(`To: ${email}`));
      code = /Your Encore sign-in code is (\d{6})/.exec(emails.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

test('sign in with the code emailed to the outbox', async ({
  page,
  a11y,
  emailServer,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'coded', 'Cody');

  await test.step('the sign-in page asks for an email and lists no account', async () => {
    await page.goto(`${emailServer.baseURL}/v2`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Encore' })).toBeVisible();
    await expect(page.getByText(/we’ll send you a 6.digit code/)).toBeVisible();
    await expect(page.getByText(/no proof/)).toHaveCount(0);
    await a11y('built-in sign-in, email step');
    await page.screenshot({ path: testInfo.outputPath('email-step.png') });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Name').fill(account.name);
    await page.getByRole('button', { name: 'Email me a code' }).click();
  });

  const code = await emailedCode(emailServer, account.email);

  await test.step('the code page names the address; a wrong code is refused', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('code-page.png') });
    await a11y('built-in sign-in, code step');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Sign-in code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('That code isn’t right. 4 tries left.');
    await a11y('built-in sign-in, wrong code');
    await page.screenshot({ path: testInfo.outputPath('wrong-code.png') });
  });

  await test.step('the emailed code signs in as a new user', async () => {
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/v2\/onboarding\/spotify$/);
    await page.goto(`${emailServer.baseURL}/v2/profile`);
    await expect(page.getByText(account.name)).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
  });
});
