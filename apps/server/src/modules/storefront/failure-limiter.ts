// Failed tries per key (a store) in fixed windows, in memory: the per-address rate limit of the
// password form does not stop someone who rotates addresses, so each private store also takes at
// most so many wrong passwords an hour from everyone together. Bounded: at most `maxKeys` keys are
// tracked (the oldest window goes first), so it cannot grow without end.

export interface FailureLimiterOptions {
  /** Failures allowed per key and window; the next try is refused until the window ends. */
  maxFailures: number;
  windowMs: number;
  maxKeys: number;
  now?: () => number;
}

export interface FailureLimiter {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number;
  /** Records one failed try of `key`. */
  fail(key: string): void;
}

interface Window {
  startedAt: number;
  failures: number;
}

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const { maxFailures, windowMs, maxKeys } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  /** The key's current window, or undefined when it has none (or it ended). */
  function current(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && now() - window.startedAt >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    retryAfterSeconds(key) {
      const window = current(key);
      if (!window || window.failures < maxFailures) return 0;
      return Math.max(1, Math.ceil((window.startedAt + windowMs - now()) / 1000));
    },
    fail(key) {
      const window = current(key);
      if (window) {
        window.failures += 1;
        return;
      }
      windows.set(key, { startedAt: now(), failures: 1 });
      while (windows.size > maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest === undefined) break;
        windows.delete(oldest);
      }
    },
  };
}
