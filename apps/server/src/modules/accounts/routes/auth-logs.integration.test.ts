// Tokens, codes and handoff values must never reach the logs, from our code or oidc-provider's.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSecrets, authRefreshTokens } from '../../../db/schema/index.ts';
import {
  openSignInPage,
  signInFormAction,
  signInWithLocalProvider,
} from '../../../testing/sign-in.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { hashToken } from '../sessions/secret-tokens.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../sessions/session-service.ts';

const server = useTestApp(
  { LOG_LEVEL: 'trace' },
  { logStream: { write: (line) => lines.push(line) } },
);
const lines: string[] = [];

describe('logs during a full sign-in', () => {
  it('name the requests but none of the secrets', async () => {
    const result = await signInWithLocalProvider(server.baseUrl, {
      email: 'logged@example.com',
      name: 'Logged Person',
    });
    const hops = result.steps.flatMap((step) => step.hops);
    const callback = hops.find((hop) => new URL(hop.url).pathname === '/auth/callback');
    const callbackUrl = new URL(callback?.url ?? 'http://x');
    const authorize = hops.find((hop) => new URL(hop.url).pathname === '/oidc/auth');
    const authorizeUrl = new URL(authorize?.url ?? 'http://x');

    const refreshed = await fetch(`${server.baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: result.tokens.refresh_token,
      }),
    });
    const rotated = (await refreshed.json()) as { refresh_token: string; access_token: string };
    // A replayed refresh token (past the retry grace, so a copy) and a replayed callback: the
    // failure paths log too.
    await server.database.db
      .update(authRefreshTokens)
      .set({ issuedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(authRefreshTokens.tokenHash, hashToken(rotated.refresh_token)));
    await fetch(`${server.baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: result.tokens.refresh_token,
      }),
    });
    await fetch(callbackUrl, { redirect: 'manual' });
    await fetch(`${server.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });

    // A callback whose code the provider refuses: the code-exchange failure is logged too.
    const { browser, page } = await openSignInPage(server.baseUrl);
    const toCallback = await browser.request(
      signInFormAction(page.body),
      { method: 'POST', form: { email: 'tampered@example.com' } },
      { follow: (next) => next.pathname.startsWith('/oidc/') },
    );
    const tamperedCallback = new URL(toCallback.hops.at(-1)?.location ?? '', server.baseUrl);
    const realCode = tamperedCallback.searchParams.get('code');
    tamperedCallback.searchParams.set('code', `${realCode ?? ''}tampered`);
    const refused = await browser.request(tamperedCallback, {}, { follow: () => false });
    expect(refused.hops[0]?.location).toContain('auth_error=');

    const secretRows = await server.database.db.select().from(appSecrets);
    const secrets = {
      handoff: result.handoff,
      accessToken: result.tokens.access_token,
      refreshToken: result.tokens.refresh_token,
      rotatedRefreshToken: rotated.refresh_token,
      rotatedAccessToken: rotated.access_token,
      code: callbackUrl.searchParams.get('code'),
      state: callbackUrl.searchParams.get('state'),
      nonce: authorizeUrl.searchParams.get('nonce'),
      codeChallenge: authorizeUrl.searchParams.get('code_challenge'),
      refusedCode: realCode,
      ...Object.fromEntries(secretRows.map((row) => [row.name, row.value])),
    };
    const log = lines.join('');
    expect(log).toContain('/auth/callback');
    expect(log).toContain('sign-in: completed');
    expect(log).toContain('token refresh rejected');
    expect(log).toContain('sign-in: code exchange failed');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value, name).toBeTruthy();
      expect(log.includes(String(value)), `${name} appears in the logs`).toBe(false);
    }
  });
});
