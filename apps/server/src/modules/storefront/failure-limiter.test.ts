import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './failure-limiter.ts';

function setup(maxKeys = 10) {
  let clock = 0;
  const limiter = createFailureLimiter({
    maxFailures: 3,
    windowMs: 60_000,
    maxKeys,
    now: () => clock,
  });
  return { limiter, tick: (ms: number) => (clock += ms) };
}

describe('failure limiter', () => {
  it('refuses a key after its failures in the window, until the window ends', () => {
    const { limiter, tick } = setup();
    for (let failure = 0; failure < 3; failure += 1) {
      expect(limiter.retryAfterSeconds('store-1')).toBe(0);
      limiter.fail('store-1');
      tick(1000);
    }
    expect(limiter.retryAfterSeconds('store-1')).toBe(57);
    // Other keys are not affected.
    expect(limiter.retryAfterSeconds('store-2')).toBe(0);
    tick(56_999);
    expect(limiter.retryAfterSeconds('store-1')).toBe(1);
    tick(1);
    expect(limiter.retryAfterSeconds('store-1')).toBe(0);
    limiter.fail('store-1');
    expect(limiter.retryAfterSeconds('store-1')).toBe(0);
  });

  it('tracks at most maxKeys keys, forgetting the oldest', () => {
    const { limiter } = setup(2);
    for (let failure = 0; failure < 3; failure += 1) limiter.fail('a');
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.fail('b');
    limiter.fail('c');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });
});
