// The built-in provider on 127.0.0.1 (the newcomer's `npm start`): the quick sign-in, which says
// it asks for no proof, never lists the accounts it knows, and forgets a deleted one.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  openSignInPage,
  signInFormAction,
  signInWithLocalProvider,
} from '../../../../../testing/sign-in.ts';
import { useTestApp } from '../../../../../testing/use-test-app.ts';
import { isLoopback } from './quick-sign-in.ts';

const server = useTestApp();

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${(counter += 1)}@example.com`;

describe('the quick sign-in on localhost', () => {
  it('says it asks for no proof, and offers nothing but the form', async () => {
    const { page } = await openSignInPage(server.baseUrl);
    expect(page.body).toContain('Local development sign-in: any email signs in, with no proof');
    expect(page.body).toContain('<button class="primary" type="submit">Continue</button>');
  });

  it('signs the same account in as the same user, and never lists it on the page', async () => {
    const email = uniqueEmail('grace');
    const first = await signInWithLocalProvider(server.baseUrl, { email, name: 'Grace Hopper' });
    const { browser, page } = await openSignInPage(server.baseUrl);
    expect(page.body).not.toContain('Grace Hopper');
    expect(page.body).not.toContain(email);
    expect(page.body).not.toContain('name="account"');

    // The old chooser's field names no one: without an email, the form asks for one.
    const subject = await server.database.db.execute<{ subject: string }>(
      sql`select subject from oidc_accounts where email = ${email}`,
    );
    const picked = await browser.request(signInFormAction(page.body), {
      method: 'POST',
      form: { account: subject.rows[0]?.subject ?? '' },
    });
    expect(picked.response.status).toBe(400);
    expect(picked.body).toContain('Enter a valid email address');

    const again = await signInWithLocalProvider(server.baseUrl, { email });
    expect(again.tokens.user.id).toBe(first.tokens.user.id);
  });

  it('answers control characters in the name or email with a form error, not a 500', async () => {
    const { browser, page } = await openSignInPage(server.baseUrl);
    for (const form of [
      { email: uniqueEmail('nul'), name: 'Ada\u0000Lovelace' },
      { email: 'ada\u0000@example.com', name: 'Ada' },
    ]) {
      const answer = await browser.request(signInFormAction(page.body), { method: 'POST', form });
      expect(answer.response.status).toBe(400);
      expect(answer.body).toContain('role="alert"');
    }
  });

  it('forgets the email and name of a deleted account', async () => {
    const email = uniqueEmail('leaving');
    const { tokens } = await signInWithLocalProvider(server.baseUrl, { email, name: 'Leaving' });
    const deleted = await server.call(
      'delete-account',
      { userId: tokens.user.id, confirmationText: 'DELETE' },
      tokens.access_token,
    );
    expect(deleted.status).toBe(200);
    const left = await server.database.db.execute(
      sql`select 1 from oidc_accounts where email = ${email} or name = 'Leaving'`,
    );
    expect(left.rows).toEqual([]);
  });

  it('answers only browsers on this machine, whatever they claim to be forwarded for', async () => {
    const fromTheNetwork = await server.app.inject({
      method: 'POST',
      url: '/oidc/interaction/any/login',
      remoteAddress: '192.168.1.20',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '127.0.0.1',
      },
      payload: 'email=someone%40example.com',
    });
    expect(fromTheNetwork.statusCode).toBe(403);
    expect(fromTheNetwork.body).toContain('This sign-in works only on this computer');
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:10.0.0.5')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
