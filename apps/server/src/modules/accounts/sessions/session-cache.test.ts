import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const claims = { userId: 'u1', sessionId: 's1' };

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  const cache = createSessionCache<typeof claims>({
    now: () => clock.now,
    activeTtlMs: 5_000,
    tombstoneMs: 30_000,
    maxEntries: 3,
  });
  return { clock, cache };
}

describe('session cache', () => {
  it('keeps a verified token until it expires', () => {
    const { clock, cache } = cacheAt();
    cache.rememberClaims('token', claims, clock.now + 60_000);
    expect(cache.claimsOf('token')).toEqual(claims);
    clock.now += 60_000;
    expect(cache.claimsOf('token')).toBeUndefined();
  });

  it('knows an active session for its TTL, and only for its own user', () => {
    const { clock, cache } = cacheAt();
    cache.rememberActive('s1', 'u1', clock.now);
    expect(cache.isKnownActive('s1', 'u1')).toBe(true);
    expect(cache.isKnownActive('s1', 'someone-else')).toBe(false);
    clock.now += 5_000;
    expect(cache.isKnownActive('s1', 'u1')).toBe(false);
  });

  it('forgets a revoked session at once and does not cache it again while it may be committing', () => {
    const { clock, cache } = cacheAt();
    cache.rememberActive('s1', 'u1', clock.now);
    cache.revoked({ sessionId: 's1' });
    expect(cache.isKnownActive('s1', 'u1')).toBe(false);
    // A lookup that read the row before the revocation committed must not re-cache it.
    cache.rememberActive('s1', 'u1', clock.now);
    expect(cache.isKnownActive('s1', 'u1')).toBe(false);
    clock.now += 30_000;
    cache.rememberActive('s1', 'u1', clock.now);
    expect(cache.isKnownActive('s1', 'u1')).toBe(true);
  });

  it("forgets every session of a user whose sessions are all revoked, and nobody else's", () => {
    const { clock, cache } = cacheAt();
    cache.rememberActive('s1', 'u1', clock.now);
    cache.rememberActive('s2', 'u1', clock.now);
    cache.rememberActive('s3', 'u2', clock.now);
    cache.revoked({ userId: 'u1' });
    expect(cache.isKnownActive('s1', 'u1')).toBe(false);
    expect(cache.isKnownActive('s2', 'u1')).toBe(false);
    expect(cache.isKnownActive('s3', 'u2')).toBe(true);
    cache.rememberActive('s4', 'u1', clock.now);
    expect(cache.isKnownActive('s4', 'u1')).toBe(false);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { clock, cache } = cacheAt();
    for (const id of ['a', 'b', 'c', 'd']) cache.rememberActive(id, 'u', clock.now);
    expect(cache.isKnownActive('a', 'u')).toBe(false);
    expect(cache.isKnownActive('d', 'u')).toBe(true);
  });
});
