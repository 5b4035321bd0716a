// The embedded provider's keys, cookies and client, and Encore's session keys, are kept in the
// database: a restarted server carries on with the sessions of the one before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@encore/contracts';
import { signInWithLocalProvider } from '../../../../../testing/sign-in.ts';
import { createTestApp } from '../../../../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../../testing/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.cleanup();
});

describe('restarting the server on the same database', () => {
  it('keeps signing keys, client and sessions', async () => {
    const first = await createTestApp({}, { database });
    const before = await signInWithLocalProvider(first.baseUrl, { email: 'kept@example.com' });
    const jwksBefore: unknown = await (await fetch(`${first.baseUrl}/oidc/jwks`)).json();
    const { baseUrl } = first;
    await first.close();

    const second = await createTestApp(
      { PORT: new URL(baseUrl).port, PUBLIC_URL: baseUrl },
      { database },
    );
    try {
      const jwksAfter: unknown = await (await fetch(`${second.baseUrl}/oidc/jwks`)).json();
      expect(jwksAfter).toEqual(jwksBefore);

      // The access token issued before the restart still verifies…
      const user = await fetch(`${second.baseUrl}/auth/user`, {
        headers: { authorization: `Bearer ${before.tokens.access_token}` },
      });
      expect(user.status).toBe(200);
      // …its refresh token still refreshes…
      const refreshed = await fetch(`${second.baseUrl}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'refresh_token',
          refresh_token: before.tokens.refresh_token,
        }),
      });
      expect(refreshed.status).toBe(200);
      expect(tokenResponseSchema.parse(await refreshed.json()).user.id).toBe(before.tokens.user.id);
      // …and the same account signs in as the same user through the restarted provider.
      const after = await signInWithLocalProvider(second.baseUrl, { email: 'kept@example.com' });
      expect(after.tokens.user.id).toBe(before.tokens.user.id);
    } finally {
      await second.close();
    }
  });
});
