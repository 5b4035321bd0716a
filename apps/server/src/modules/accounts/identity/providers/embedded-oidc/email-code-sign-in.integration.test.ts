// The built-in provider on a public address (PUBLIC_URL=https://encore.example, no Google): no
// quick sign-in, no account list; a one-time code sent through the outbox proves the address.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_PARAM, tokenResponseSchema, type TokenResponse } from '@encore/contracts';
import type { BrowserResponse, TestBrowser } from '../../../../../testing/browser.ts';
import { openSignInPage, signInFormAction } from '../../../../../testing/sign-in.ts';
import { useTestApp } from '../../../../../testing/use-test-app.ts';
import { CODES_PER_EMAIL_PER_HOUR, CODES_PER_IP_PER_HOUR, MAX_ATTEMPTS } from './sign-in-codes.ts';

const PUBLIC_URL = 'https://encore.example';
const server = useTestApp({ PUBLIC_URL, RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000' });

// encore.example is reached at the test server: every fetch of the test and of the server's own
// OpenID client (discovery, token, userinfo) is sent there, as DNS would for a real host.
const realFetch = globalThis.fetch;
beforeAll(() => {
  const local = `http://127.0.0.1:${server.config.port}`;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(PUBLIC_URL)) return realFetch(input, init);
    const rewritten = local + url.slice(PUBLIC_URL.length);
    return realFetch(input instanceof Request ? new Request(rewritten, input) : rewritten, init);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${(counter += 1)}@example.com`;
const serverHops = (next: URL) =>
  next.origin === PUBLIC_URL &&
  (next.pathname.startsWith('/oidc/') || next.pathname.startsWith('/auth/'));

/** The last code emailed to this address, read from DATA_DIR/outbox as a person would. */
async function codeFromOutbox(email: string): Promise<string> {
  const dir = server.config.mail.outboxDir;
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const eml = await readFile(join(dir, file), 'utf8');
    const code = /Your Encore sign-in code is (\d{6})/.exec(eml)?.[1];
    if (eml.includes(`To: ${email}`) && code) return code;
  }
  throw new Error(`no sign-in code for ${email} in the outbox`);
}

/** Opens the sign-in page and asks for a code: the browser is then on the code page. */
async function askForCode(email: string, name = '', browser?: TestBrowser) {
  const opened = await openSignInPage(PUBLIC_URL, { browser });
  expect(opened.page.response.status).toBe(200);
  const asked = await opened.browser.request(
    signInFormAction(opened.page.body),
    { method: 'POST', form: { email, name } },
    { follow: serverHops },
  );
  return { browser: opened.browser, page: opened.page, asked };
}

const verifyAction = (html: string) => /action="([^"]+\/verify)"/.exec(html)?.[1] ?? '';

async function enterCode(browser: TestBrowser, codePage: BrowserResponse, code: string) {
  return browser.request(
    verifyAction(codePage.body),
    { method: 'POST', form: { code } },
    { follow: serverHops },
  );
}

/** The SPA's part: the handoff code in the landing URL exchanged for Encore's tokens. */
async function tokensFrom(result: BrowserResponse): Promise<TokenResponse> {
  const location = result.hops.at(-1)?.location ?? '';
  const handoff = new URL(location, PUBLIC_URL).searchParams.get(HANDOFF_PARAM);
  expect(handoff, `landed at ${location}`).toBeTruthy();
  const exchanged = await fetch(`${PUBLIC_URL}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'handoff', code: handoff }),
  });
  expect(exchanged.status).toBe(200);
  return tokenResponseSchema.parse(await exchanged.json());
}

async function signInWithCode(email: string, name = ''): Promise<TokenResponse> {
  const { browser, asked } = await askForCode(email, name);
  return tokensFrom(await enterCode(browser, asked, await codeFromOutbox(email)));
}

const signedIn = (result: BrowserResponse) =>
  result.hops.some((hop) => new URL(hop.location ?? '/', PUBLIC_URL).searchParams.has('handoff'));

describe('the built-in sign-in on a public address', () => {
  it('signs in end to end with the code emailed to the outbox', async () => {
    const email = uniqueEmail('ada');
    const { browser, asked } = await askForCode(email, 'Ada Lovelace');
    expect(asked.response.status).toBe(200);
    expect(new URL(asked.url).pathname).toMatch(/^\/oidc\/interaction\/[^/]+\/code$/);
    expect(asked.body).toContain('Check your email');
    expect(asked.body).toContain(`<strong class="email">${email}</strong>`);
    expect(asked.body).not.toContain(await codeFromOutbox(email));

    const tokens = await tokensFrom(await enterCode(browser, asked, await codeFromOutbox(email)));
    expect(tokens.user).toMatchObject({ email, name: 'Ada Lovelace' });
    // The same address signs in as the same user the next time.
    expect((await signInWithCode(email)).user.id).toBe(tokens.user.id);
  });

  it('has no quick sign-in and lists no account', async () => {
    const email = uniqueEmail('known');
    await signInWithCode(email, 'Known Person');

    const { page, asked } = await askForCode(uniqueEmail('bare'));
    for (const html of [page.body, asked.body]) {
      expect(html).not.toContain(email);
      expect(html).not.toContain('Known Person');
      expect(html).not.toContain('name="account"');
      expect(html).not.toContain('no proof');
    }
    expect(page.body).toContain('Email me a code');
    // Posting an email (or the old chooser's account field) asks for a code; it signs no one in.
    expect(signedIn(asked)).toBe(false);
    const subject = await server.database.db.execute<{ subject: string }>(
      sql`select subject from oidc_accounts where email = ${email}`,
    );
    const chooser = await openSignInPage(PUBLIC_URL);
    const picked = await chooser.browser.request(
      signInFormAction(chooser.page.body),
      { method: 'POST', form: { account: subject.rows[0]?.subject ?? '' } },
      { follow: serverHops },
    );
    expect(picked.response.status).toBe(400);
    expect(signedIn(picked)).toBe(false);
  });

  it('stores no code, only its keyed hash', async () => {
    const email = uniqueEmail('hashed');
    await askForCode(email);
    const code = await codeFromOutbox(email);
    const rows = await server.database.db.execute<Record<string, unknown>>(
      sql`select * from oidc_sign_in_codes where email = ${email}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(JSON.stringify(rows.rows)).not.toContain(code);
  });

  it('takes a code once', async () => {
    const email = uniqueEmail('once');
    const { browser, asked } = await askForCode(email);
    const code = await codeFromOutbox(email);
    expect(signedIn(await enterCode(browser, asked, code))).toBe(true);
    // The same page, the same code again: refused.
    const again = await enterCode(browser, asked, code);
    expect(again.response.status).toBe(400);
    expect(signedIn(again)).toBe(false);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('late');
    const { browser, asked } = await askForCode(email);
    await server.database.db.execute(
      sql`update oidc_sign_in_codes set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    const late = await enterCode(browser, asked, await codeFromOutbox(email));
    expect(late.response.status).toBe(400);
    expect(late.body).toContain('That code has expired');
    expect(signedIn(late)).toBe(false);
  });

  it(`allows ${MAX_ATTEMPTS} wrong tries, then not even the right code`, async () => {
    const email = uniqueEmail('guess');
    const { browser, asked } = await askForCode(email);
    const code = await codeFromOutbox(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let left = MAX_ATTEMPTS - 1; left >= 1; left -= 1) {
      const guess = await enterCode(browser, asked, wrong);
      expect(guess.response.status).toBe(400);
      expect(guess.body).toContain(
        `That code isn’t right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    expect((await enterCode(browser, asked, wrong)).body).toContain('That code has expired');
    const right = await enterCode(browser, asked, code);
    expect(right.response.status).toBe(400);
    expect(signedIn(right)).toBe(false);
  });

  describe('rate limits, counted in the database', () => {
    // Each test counts from zero, and leaves no spent limit to the tests after it.
    const clearCodes = async () => {
      await server.database.db.execute(sql`delete from oidc_sign_in_codes`);
    };
    beforeEach(clearCodes);
    afterEach(clearCodes);

    it(`sends at most ${CODES_PER_EMAIL_PER_HOUR} codes an hour to one address`, async () => {
      const email = uniqueEmail('flooded');
      const { browser, asked } = await askForCode(email);
      for (let sent = 1; sent < CODES_PER_EMAIL_PER_HOUR; sent += 1) {
        expect((await askForCode(email, '', browser)).asked.response.status).toBe(200);
      }
      const refused = await askForCode(email, '', browser);
      expect(refused.asked.response.status).toBe(429);
      expect(refused.asked.body).toContain('Too many codes were sent to this address');
      expect(asked.response.status).toBe(200);
    });

    it(`sends at most ${CODES_PER_IP_PER_HOUR} codes an hour to one client address`, async () => {
      const { browser, page } = await openSignInPage(PUBLIC_URL);
      const ask = (email: string) =>
        browser.request(
          signInFormAction(page.body),
          { method: 'POST', form: { email } },
          { follow: () => false },
        );
      for (let sent = 0; sent < CODES_PER_IP_PER_HOUR; sent += 1) {
        expect((await ask(uniqueEmail('spread'))).response.status).toBe(303);
      }
      const refused = await ask(uniqueEmail('spread'));
      expect(refused.response.status).toBe(429);
      expect(refused.body).toContain('Too many codes were asked for from your network');
    });
  });

  it('answers control characters in the form with a form error, not a server error', async () => {
    const { browser, page } = await openSignInPage(PUBLIC_URL);
    for (const form of [
      { email: uniqueEmail('nul'), name: 'Ada\u0000Lovelace' },
      { email: 'ada\u0000@example.com', name: 'Ada' },
      { email: uniqueEmail('newline'), name: 'Ada\nLovelace' },
    ]) {
      const answer = await browser.request(signInFormAction(page.body), { method: 'POST', form });
      expect(answer.response.status).toBe(400);
      expect(answer.body).toContain('role="alert"');
      expect(answer.body).not.toContain('\u0000');
    }
  });

  it('forgets the email and name when the account is deleted', async () => {
    const email = uniqueEmail('leaving');
    const tokens = await signInWithCode(email, 'Leaving Person');
    await askForCode(email); // a code still waiting to be used
    const deleted = await server.call(
      'delete-account',
      { userId: tokens.user.id, confirmationText: 'DELETE' },
      tokens.access_token,
    );
    expect(deleted.status).toBe(200);
    for (const table of ['oidc_accounts', 'oidc_sign_in_codes', 'oidc_payloads']) {
      const found = await server.database.db.execute(
        sql`select 1 from ${sql.identifier(table)} t where t::text ilike ${`%${email}%`} or t::text like '%Leaving Person%'`,
      );
      expect(found.rows, table).toEqual([]);
    }
  });
});
