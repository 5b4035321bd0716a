// Rate-limit counters: fixed windows per key, kept where every process that answers the same
// people can see them (decision 057). The embedded single process counts in memory; processes
// sharing a PostgreSQL count in it. Chosen once in the composition root.

export interface CounterHit {
  /** Hits in the key's current window, this one included (0 from `peek` when none is open). */
  count: number;
  /** Milliseconds until the window ends (0 when none is open). */
  resetInMs: number;
}

export interface RateLimitCounters {
  /**
   * Adds one to `key`'s current window, or starts a window of `windowMs` with this hit when the
   * key has none open (never opened, or ended).
   */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** The key's current window without adding to it. */
  peek(key: string): Promise<CounterHit>;
}
