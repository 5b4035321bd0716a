// Issue 14 F9: a network retry must not sign the user out. One refresh token presented twice at
// once — or again within the grace window, before its successor is used — gets the very same pair
// and the session lives; after the window, or once the successor was used, it is a copy and the
// session ends (as auth-routes.integration.test.ts checks too).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenResponseSchema, type TokenResponse } from '@encore/contracts';
import { authRefreshTokens } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { hashToken } from '../sessions/secret-tokens.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../sessions/session-service.ts';

const server = useTestApp();
let people = 0;

const signIn = () => server.signIn({ email: `grace-${(people += 1)}@example.com` });

function refresh(refreshToken: string): Promise<Response> {
  return fetch(`${server.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
}

async function refreshed(refreshToken: string): Promise<TokenResponse> {
  const response = await refresh(refreshToken);
  expect(response.status).toBe(200);
  return tokenResponseSchema.parse(await response.json());
}

const currentUser = (accessToken: string) =>
  fetch(`${server.baseUrl}/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } });

/** As if the pair issued for `refreshToken` was issued `seconds` ago. */
async function issuedAgo(refreshToken: string, seconds: number) {
  await server.database.db
    .update(authRefreshTokens)
    .set({ issuedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(authRefreshTokens.tokenHash, hashToken(refreshToken)));
}

const pairOf = (tokens: TokenResponse) => [tokens.access_token, tokens.refresh_token];

describe('refreshing with one token twice', () => {
  it('answers two refreshes at once with the same pair and keeps the session', async () => {
    const tokens = await signIn();
    const [first, second] = await Promise.all([
      refreshed(tokens.refresh_token),
      refreshed(tokens.refresh_token),
    ]);
    expect(pairOf(second)).toEqual(pairOf(first));
    expect(first.refresh_token).not.toBe(tokens.refresh_token);
    expect((await currentUser(first.access_token)).status).toBe(200);
    // The session goes on: the new refresh token rotates as usual.
    const next = await refreshed(first.refresh_token);
    expect((await currentUser(next.access_token)).status).toBe(200);
  });

  it('answers a retry within the window with the same pair', async () => {
    const tokens = await signIn();
    const first = await refreshed(tokens.refresh_token);
    // The first answer was lost: the client sends the same request again.
    const retry = await refreshed(tokens.refresh_token);
    expect(pairOf(retry)).toEqual(pairOf(first));
    expect(retry.expires_at).toBe(first.expires_at);
    expect((await currentUser(retry.access_token)).status).toBe(200);
  });

  it('ends the session when the token comes back after the window', async () => {
    const tokens = await signIn();
    const first = await refreshed(tokens.refresh_token);
    expect((await currentUser(first.access_token)).status).toBe(200);
    await issuedAgo(first.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect((await currentUser(first.access_token)).status).toBe(401);
  });

  it('ends the session when the token comes back after its successor was used', async () => {
    const tokens = await signIn();
    const first = await refreshed(tokens.refresh_token);
    const second = await refreshed(first.refresh_token);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect((await refresh(second.refresh_token)).status).toBe(400);
    expect((await currentUser(second.access_token)).status).toBe(401);
  });
});
