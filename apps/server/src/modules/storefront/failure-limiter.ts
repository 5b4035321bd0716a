// Failed tries per key (a store) in fixed windows: the per-address rate limit of the password form
// does not stop someone who rotates addresses, so each private store also takes at most so many
// wrong passwords an hour from everyone together. Counted in the shared rate-limit counters
// (decision 057): in memory for the embedded process (bounded there), in PostgreSQL when several
// web processes answer the same store, so the hour's budget holds across all of them.
import type { RateLimitCounters } from '../../shared/rate-limits/index.ts';

export interface FailureLimiterOptions {
  /** Failures allowed per key and window; the next try is refused until the window ends. */
  maxFailures: number;
  windowMs: number;
  counters: RateLimitCounters;
  /** Keeps these counters apart from others in the same store. */
  namespace: string;
}

export interface FailureLimiter {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): Promise<number>;
  /** Records one failed try of `key`. */
  fail(key: string): Promise<void>;
}

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const { maxFailures, windowMs, counters, namespace } = options;
  const keyOf = (key: string) => `${namespace}:${key}`;
  return {
    async retryAfterSeconds(key) {
      const { count, resetInMs } = await counters.peek(keyOf(key));
      if (count < maxFailures) return 0;
      return Math.max(1, Math.ceil(resetInMs / 1000));
    },
    async fail(key) {
      await counters.hit(keyOf(key), windowMs);
    },
  };
}
