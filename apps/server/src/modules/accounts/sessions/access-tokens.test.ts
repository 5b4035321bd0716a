import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens.ts';

const key = new Uint8Array(32).fill(7);

describe('access tokens', () => {
  it('round-trips user, session and email, valid for an hour', async () => {
    const tokens = createAccessTokens({ key, issuer: 'http://encore.test', now: () => 1_000_000 });
    const { token, expiresAt } = await tokens.sign({
      userId: 'u1',
      sessionId: 's1',
      email: 'a@b.c',
    });
    expect(expiresAt).toBe(1000 + 3600);
    expect(await tokens.verify(token)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      email: 'a@b.c',
      expiresAt,
    });
  });

  it('rejects expired tokens, other keys, other issuers and garbage', async () => {
    let now = 1_000_000;
    const tokens = createAccessTokens({ key, issuer: 'http://encore.test', now: () => now });
    const { token } = await tokens.sign({ userId: 'u1', sessionId: 's1', email: null });
    const otherKey = createAccessTokens({ key: new Uint8Array(32), issuer: 'http://encore.test' });
    const otherIssuer = createAccessTokens({
      key,
      issuer: 'http://elsewhere.test',
      now: () => now,
    });
    expect(await otherKey.verify(token)).toBeNull();
    expect(await otherIssuer.verify(token)).toBeNull();
    expect(await tokens.verify('not.a.jwt')).toBeNull();
    now += 3601 * 1000;
    expect(await tokens.verify(token)).toBeNull();
  });
});
