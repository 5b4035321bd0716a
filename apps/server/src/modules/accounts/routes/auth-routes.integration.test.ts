import { beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  sessionResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  type TokenResponse,
} from '@encore/contracts';
import { eq } from 'drizzle-orm';
import { authRefreshTokens } from '../../../db/schema/index.ts';
import { createTestBrowser } from '../../../testing/browser.ts';
import {
  openSignInPage,
  signInFormAction,
  signInWithLocalProvider,
} from '../../../testing/sign-in.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { hashToken } from '../sessions/secret-tokens.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../sessions/session-service.ts';

const server = useTestApp();

const url = (path: string) => `${server.baseUrl}${path}`;
let emailCounter = 0;
const uniqueEmail = (name: string) => `${name}-${(emailCounter += 1)}@example.com`;

function withToken(accessToken: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...init.headers, authorization: `Bearer ${accessToken}` } };
}

async function postToken(body: unknown): Promise<Response> {
  return fetch(url('/auth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function refresh(refreshToken: string): Promise<Response> {
  return postToken({ grant_type: 'refresh_token', refresh_token: refreshToken });
}

async function currentUser(accessToken: string): Promise<Response> {
  return fetch(url('/auth/user'), withToken(accessToken));
}

describe('sign-in through the embedded OpenID provider', () => {
  it('walks the code flow and hands the SPA a one-time code for tokens', async () => {
    const started = performance.now();
    const result = await signInWithLocalProvider(server.baseUrl, {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
    const elapsed = performance.now() - started;
    console.info(`full sign-in round trip (first, with discovery): ${elapsed.toFixed(0)} ms`);

    expect(result.landing.pathname).toBe('/v2/auth-callback');
    expect([...result.landing.searchParams.keys()]).toEqual(['handoff']);
    expect(tokenResponseSchema.safeParse(result.tokens).success).toBe(true);
    expect(result.tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(result.tokens.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(result.tokens.user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      avatarUrl: null,
    });

    // The hops: login → provider → local sign-in page → consent (automatic) → callback → SPA.
    const paths = result.steps.flatMap((step) => step.hops.map((hop) => new URL(hop.url).pathname));
    expect(paths[0]).toBe('/auth/login');
    expect(paths).toContain('/oidc/auth');
    expect(paths).toContain('/auth/callback');

    const again = performance.now();
    await signInWithLocalProvider(server.baseUrl, { email: uniqueEmail('timing') });
    console.info(`full sign-in round trip (warm): ${(performance.now() - again).toFixed(0)} ms`);
  });

  it('returns a first-generation sign-in to /onboard', async () => {
    const result = await signInWithLocalProvider(server.baseUrl, {
      email: uniqueEmail('legacy'),
      generation: 'legacy',
    });
    expect(result.landing.pathname).toBe('/onboard');
    expect(result.landing.searchParams.get('handoff')).toBe(result.handoff);
  });

  it('renders a labelled, clearly local sign-in page without scripts', async () => {
    const { page } = await openSignInPage(server.baseUrl);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toContain('text/html');
    expect(page.response.headers.get('cache-control')).toBe('no-store');
    // On 127.0.0.1 the quick sign-in is on, and the page says it asks for no proof.
    expect(page.body).toContain('Local development sign-in: any email signs in, with no proof');
    expect(page.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
    expect(page.body).toMatch(/<label for="name">Name<\/label>\s*<input id="name"/);
    expect(page.body).toContain('<button class="primary" type="submit">Continue</button>');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).not.toContain('<script');
    const csp = page.response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('asks again, keeping what was typed, when the email is not valid', async () => {
    const { browser, page } = await openSignInPage(server.baseUrl);
    const retry = await browser.request(signInFormAction(page.body), {
      method: 'POST',
      form: { email: 'not-an-email', name: 'Someone <b>' },
    });
    expect(retry.response.status).toBe(400);
    expect(retry.body).toContain('Enter a valid email address');
    expect(retry.body).toContain('value="not-an-email"');
    expect(retry.body).toContain('value="Someone &lt;b&gt;"');
  });

  it('sends a cancelled sign-in back to the SPA with a message, not a code', async () => {
    const { browser, page } = await openSignInPage(server.baseUrl);
    const abortAction = /action="([^"]+\/abort)"/.exec(page.body)?.[1] ?? '';
    const cancelled = await browser.request(
      abortAction,
      { method: 'POST', form: {} },
      {
        follow: (next) => next.pathname.startsWith('/oidc/') || next.pathname.startsWith('/auth/'),
      },
    );
    const landing = new URL(cancelled.hops.at(-1)?.location ?? '/', server.baseUrl);
    expect(landing.pathname).toBe('/v2');
    expect(landing.searchParams.get('auth_error')).toBe('Sign-in was cancelled.');
    expect(landing.searchParams.has('handoff')).toBe(false);
  });

  it('refuses a callback from another browser (login CSRF) and a state used twice', async () => {
    const { browser, page } = await openSignInPage(server.baseUrl, { generation: 'legacy' });
    const toCallback = await browser.request(
      signInFormAction(page.body),
      { method: 'POST', form: { email: uniqueEmail('csrf') } },
      { follow: (next) => next.pathname.startsWith('/oidc/') },
    );
    const callback = toCallback.hops.at(-1)?.location ?? '';
    expect(new URL(callback, server.baseUrl).pathname).toBe('/auth/callback');

    // Another browser (no state cookie) opening the victim's callback URL.
    const elsewhere = await createTestBrowser(server.baseUrl).request(
      callback,
      {},
      {
        follow: () => false,
      },
    );
    const refused = new URL(elsewhere.hops[0]?.location ?? '/', server.baseUrl);
    expect(refused.pathname).toBe('/onboard');
    expect(refused.searchParams.get('auth_error')).toContain('expired');
    expect(refused.searchParams.has('handoff')).toBe(false);

    // The state was spent by that attempt: the right browser cannot redeem it afterwards either.
    const late = await browser.request(callback, {}, { follow: () => false });
    expect(new URL(late.hops[0]?.location ?? '/', server.baseUrl).searchParams.has('handoff')).toBe(
      false,
    );
  });

  it('rejects an unknown generation with a 400', async () => {
    const response = await fetch(url('/auth/login?generation=v3'), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'generation' });
  });
});

describe('POST /auth/token', () => {
  it('exchanges a handoff code once', async () => {
    const { handoff } = await signInWithLocalProvider(server.baseUrl, {
      email: uniqueEmail('once'),
    });
    const second = await postToken({ grant_type: 'handoff', code: handoff });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('names the missing field of a malformed request', async () => {
    const response = await postToken({ grant_type: 'refresh_token' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'refresh_token' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('rotates the refresh token on every refresh', async () => {
    const { tokens } = await signInWithLocalProvider(server.baseUrl, {
      email: uniqueEmail('rotate'),
    });
    const response = await refresh(tokens.refresh_token);
    expect(response.status).toBe(200);
    const refreshed = tokenResponseSchema.parse(await response.json());
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.user.id).toBe(tokens.user.id);
    expect((await currentUser(refreshed.access_token)).status).toBe(200);

    const thirdResponse = await refresh(refreshed.refresh_token);
    expect(thirdResponse.status).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const { tokens } = await signInWithLocalProvider(server.baseUrl, {
      email: uniqueEmail('reuse'),
    });
    const rotated = tokenResponseSchema.parse(await (await refresh(tokens.refresh_token)).json());
    // Used once, so the server remembers the session as active (session-cache.ts).
    expect((await currentUser(rotated.access_token)).status).toBe(200);

    // Past the grace window a retry gets (refresh-grace.integration.test.ts): a copy.
    await server.database.db
      .update(authRefreshTokens)
      .set({ issuedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(authRefreshTokens.tokenHash, hashToken(rotated.refresh_token)));
    const replay = await refresh(tokens.refresh_token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      error: 'invalid_grant',
      message: authMessages.noSession,
    });
    // The legitimate holder's newer token and access token stop working too.
    expect((await refresh(rotated.refresh_token)).status).toBe(400);
    expect((await currentUser(rotated.access_token)).status).toBe(401);
    expect((await currentUser(tokens.access_token)).status).toBe(401);
  });

  it('rejects a refresh token nobody issued', async () => {
    expect((await refresh('made-up-token')).status).toBe(400);
  });
});

describe('session endpoints', () => {
  let tokens: TokenResponse;

  beforeAll(async () => {
    ({ tokens } = await signInWithLocalProvider(server.baseUrl, {
      email: uniqueEmail('session'),
      name: 'Session Person',
    }));
  });

  it('GET /auth/user returns the signed-in user', async () => {
    const response = await currentUser(tokens.access_token);
    expect(response.status).toBe(200);
    expect(userResponseSchema.parse(await response.json()).user).toEqual(tokens.user);
  });

  it('GET /auth/session returns the session with the access token expiry', async () => {
    const response = await fetch(url('/auth/session'), withToken(tokens.access_token));
    expect(response.status).toBe(200);
    const { session } = sessionResponseSchema.parse(await response.json());
    expect(session.expiresAt).toBe(tokens.expires_at);
    expect(session.user.name).toBe('Session Person');
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'nonsense'],
    // {"alg":"HS256"}.{"sub":"x","sid":"y"} with a signature made with some other key.
    ['a token signed by someone else', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2ln'],
  ])('answers 401 with "No valid session found" for %s', async (_case, token) => {
    for (const path of ['/auth/user', '/auth/session']) {
      const response = await fetch(url(path), token === undefined ? {} : withToken(token ?? ''));
      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toEqual({
        error: 'unauthorized',
        message: 'No valid session found',
      });
    }
  });

  it('POST /auth/logout revokes the session at once', async () => {
    const { tokens: mine } = await signInWithLocalProvider(server.baseUrl, {
      email: uniqueEmail('logout'),
    });
    const response = await fetch(
      url('/auth/logout'),
      withToken(mine.access_token, {
        method: 'POST',
      }),
    );
    expect(response.status).toBe(204);
    expect((await currentUser(mine.access_token)).status).toBe(401);
    expect((await refresh(mine.refresh_token)).status).toBe(400);
    // Signing out again is a 401, not an error.
    const again = await fetch(
      url('/auth/logout'),
      withToken(mine.access_token, {
        method: 'POST',
      }),
    );
    expect(again.status).toBe(401);
  });
});
