// Fairness between signed-in users: no one token can slow everybody else. Each session gets
// - a token bucket: `perSecond` calls a second on average, bursts of up to `burst`;
// - at most `maxInFlight` calls being answered at once. A call beyond that waits for one of its
//   own session's calls to finish (a tab's burst is served a few at a time, never refused), so
//   a flood from one token (a script, a runaway tab) holds at most that many places in the
//   database's queue, whatever its number of connections; at most `maxWaiting` wait.
// Over the bucket or the wait list, the call is refused (429 with `Retry-After`). Both are kept in
// memory per web process on purpose (decision 057): this is a fairness valve run on every
// signed-in call, not a security limit; shared in PostgreSQL it cost 29–40% of the throughput of a
// signed-in call, and with N web processes a session gets at most N times the rate. The in-flight
// cap protects this process's share of the database pool, per process by nature.

export interface FairnessLimits {
  perSecond: number;
  burst: number;
  maxInFlight: number;
  /** Calls of one session waiting for a place; default twice `maxInFlight`. */
  maxWaiting?: number;
}

export type Admission =
  { admitted: true; release: () => void } | { admitted: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  refilledAt: number;
  inFlight: number;
  waiting: (() => void)[];
}

export interface SessionFairness {
  /** Resolves when the call may run (possibly after waiting for its session), or is refused. */
  admit(sessionId: string): Promise<Admission>;
}

/** Buckets idle this long are full again and can be forgotten. */
const SWEEP_EVERY_MS = 60_000;

export function createSessionFairness(
  limits: FairnessLimits,
  now: () => number = () => performance.now(),
): SessionFairness {
  const buckets = new Map<string, Bucket>();
  const fullAfterMs = (limits.burst / limits.perSecond) * 1000;
  const maxWaiting = limits.maxWaiting ?? limits.maxInFlight * 2;
  let sweptAt = now();

  const sweep = (at: number) => {
    sweptAt = at;
    for (const [id, bucket] of buckets) {
      const idle = bucket.inFlight === 0 && bucket.waiting.length === 0;
      if (idle && at - bucket.refilledAt >= fullAfterMs) buckets.delete(id);
    }
  };

  const bucketOf = (sessionId: string, at: number): Bucket => {
    let bucket = buckets.get(sessionId);
    if (!bucket) {
      bucket = { tokens: limits.burst, refilledAt: at, inFlight: 0, waiting: [] };
      buckets.set(sessionId, bucket);
    } else {
      const refill = ((at - bucket.refilledAt) / 1000) * limits.perSecond;
      bucket.tokens = Math.min(limits.burst, bucket.tokens + refill);
      bucket.refilledAt = at;
    }
    return bucket;
  };

  const admitted = (bucket: Bucket): Admission => {
    let released = false;
    return {
      admitted: true,
      release() {
        if (released) return;
        released = true;
        const next = bucket.waiting.shift();
        // The place passes straight to the next waiting call of the same session.
        if (next) next();
        else bucket.inFlight -= 1;
      },
    };
  };

  return {
    async admit(sessionId) {
      const at = now();
      if (at - sweptAt > SWEEP_EVERY_MS) sweep(at);
      const bucket = bucketOf(sessionId, at);
      if (bucket.tokens < 1) {
        const waitSeconds = (1 - bucket.tokens) / limits.perSecond;
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitSeconds)) };
      }
      if (bucket.inFlight < limits.maxInFlight) {
        bucket.tokens -= 1;
        bucket.inFlight += 1;
        return admitted(bucket);
      }
      if (bucket.waiting.length >= maxWaiting) return { admitted: false, retryAfterSeconds: 1 };
      bucket.tokens -= 1;
      await new Promise<void>((resolve) => bucket.waiting.push(resolve));
      return admitted(bucket);
    },
  };
}
