import { describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../../shared/rate-limits/index.ts';
import { createFailureLimiter } from './failure-limiter.ts';

function setup(maxKeys = 10) {
  let clock = 0;
  const counters = createMemoryCounters({ maxKeys, now: () => clock });
  const limiter = createFailureLimiter({
    maxFailures: 3,
    windowMs: 60_000,
    counters,
    namespace: 'test',
  });
  return { limiter, counters, tick: (ms: number) => (clock += ms) };
}

describe('failure limiter', () => {
  it('refuses a key after its failures in the window, until the window ends', async () => {
    const { limiter, tick } = setup();
    for (let failure = 0; failure < 3; failure += 1) {
      expect(await limiter.retryAfterSeconds('store-1')).toBe(0);
      await limiter.fail('store-1');
      tick(1000);
    }
    expect(await limiter.retryAfterSeconds('store-1')).toBe(57);
    // Other keys are not affected.
    expect(await limiter.retryAfterSeconds('store-2')).toBe(0);
    tick(56_999);
    expect(await limiter.retryAfterSeconds('store-1')).toBe(1);
    tick(1);
    expect(await limiter.retryAfterSeconds('store-1')).toBe(0);
    await limiter.fail('store-1');
    expect(await limiter.retryAfterSeconds('store-1')).toBe(0);
  });

  it('keeps its keys apart from other users of the same counters', async () => {
    const { limiter, counters } = setup();
    for (let hit = 0; hit < 5; hit += 1) await counters.hit('store-1', 60_000);
    expect(await limiter.retryAfterSeconds('store-1')).toBe(0);
  });

  it('in memory, tracks at most maxKeys keys, forgetting the least recently failed', async () => {
    const { limiter } = setup(2);
    for (let failure = 0; failure < 3; failure += 1) await limiter.fail('a');
    expect(await limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    await limiter.fail('b');
    await limiter.fail('c');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });
});
