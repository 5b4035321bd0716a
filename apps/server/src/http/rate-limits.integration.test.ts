import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app.ts';

const server = useTestApp({
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '2',
  RATE_LIMIT_TOKEN_PER_MINUTE: '3',
  RATE_LIMIT_ARTIST_LOOKUP_PER_MINUTE: '2',
});

async function statuses(times: number, request: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) seen.push((await request()).status);
  return seen;
}

describe('rate limits (per IP address, configurable)', () => {
  it('limit the token endpoint', async () => {
    const seen = await statuses(4, () =>
      fetch(`${server.baseUrl}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'handoff', code: 'guess' }),
      }),
    );
    expect(seen).toEqual([400, 400, 400, 429]);
  });

  it('limit starting a sign-in, with a readable message', async () => {
    const login = () => fetch(`${server.baseUrl}/auth/login`, { redirect: 'manual' });
    expect(await statuses(2, login)).toEqual([302, 302]);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('limit the public artist lookups but not the signed-in calls', async () => {
    const lookup = () =>
      fetch(`${server.baseUrl}/webhook/validate-spotify-artist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ artistUrl: 'x' }),
      });
    const seen = await statuses(3, lookup);
    expect(seen[2]).toBe(429);
    const signedInCalls = await statuses(5, () =>
      fetch(`${server.baseUrl}/webhook/get-store-data?userId=someone`),
    );
    expect(signedInCalls).toEqual([401, 401, 401, 401, 401]);
  });
});
