import { z } from 'zod';
import type { KeyValueStorage } from '../storage';
import { systemClock, type Clock } from './clock';
import { randomId } from './visitor-id';

/** Outcome of one send: the HTTP status, or a thrown error for a network failure. */
export type SendBatch<T> = (payloads: T[]) => Promise<{ status: number }>;

export interface RetryQueueOptions<T> {
  storage: KeyValueStorage;
  storageKey: string;
  payloadSchema: z.ZodType<T>;
  send: SendBatch<T>;
  clock?: Clock;
  /** Returns a number in [0, 1); drives the jitter. */
  random?: () => number;
  maxRetries?: number;
  pollIntervalMs?: number;
  maxBatchSize?: number;
  maxQueueLength?: number;
  /** How long a batch in flight is reserved before another tab (or reload) may resend it. */
  leaseMs?: number;
}

export interface RetryQueue<T> {
  enqueue(payload: T): void;
  /** Sends every due item now (also what the 3 s poll does). */
  flush(): Promise<void>;
  /** Resumes sending whatever an earlier page left in storage. */
  start(): void;
  stop(): void;
  size(): number;
}

const baseDelayMs = 3_000;
const maxDelayMs = 30 * 60 * 1_000;

/**
 * Exponential backoff of spec §4.6: 3 s doubling per retry, with ±25 % jitter (as PostHog's
 * retry queue), never more than 30 minutes.
 */
export function retryDelayMs(retriesSoFar: number, random: () => number = Math.random): number {
  const capped = Math.min(maxDelayMs, baseDelayMs * 2 ** retriesSoFar);
  return Math.ceil(Math.min(maxDelayMs, capped * (0.75 + 0.5 * random())));
}

/** Whether a response status means "try again later" (anything but 2xx and 4xx). */
export function isRetryableStatus(status: number): boolean {
  const ok = status >= 200 && status < 300;
  const clientError = status >= 400 && status < 500;
  return !ok && !clientError;
}

const itemEnvelope = z.object({
  id: z.string(),
  payload: z.unknown(),
  retries: z.number().int().min(0),
  nextAttemptAt: z.number(),
  lockedUntil: z.number().optional(),
});

interface Item<T> {
  id: string;
  payload: T;
  retries: number;
  nextAttemptAt: number;
  lockedUntil?: number;
}

/**
 * A persistent, batching send queue. Storage is the source of truth and every change is a
 * read-modify-write, so a reload loses nothing and tabs sharing it don't clobber each other.
 */
export function createRetryQueue<T>(options: RetryQueueOptions<T>): RetryQueue<T> {
  const {
    storage,
    storageKey,
    payloadSchema,
    send,
    clock = systemClock,
    random = Math.random,
    maxRetries = 10,
    pollIntervalMs = 3_000,
    maxBatchSize = 50,
    maxQueueLength = 500,
    leaseMs = 60_000,
  } = options;
  let inFlight = false;
  let poll: unknown;
  let kick: unknown;

  function read(): Item<T>[] {
    try {
      const parsed = z
        .array(itemEnvelope)
        .safeParse(JSON.parse(storage.getItem(storageKey) ?? '[]'));
      if (!parsed.success) return [];
      return parsed.data.flatMap((item) => {
        const payload = payloadSchema.safeParse(item.payload);
        return payload.success ? [{ ...item, payload: payload.data }] : [];
      });
    } catch {
      return [];
    }
  }

  function write(items: Item<T>[]) {
    if (items.length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(items.slice(-maxQueueLength)));
    syncPolling(items.length);
  }

  function update(change: (items: Item<T>[]) => Item<T>[]) {
    write(change(read()));
  }

  // The 3 s poll runs only while something is queued, so an idle tab never wakes up.
  function syncPolling(length: number) {
    if (length > 0 && poll === undefined) {
      poll = clock.setInterval(() => void flush(), pollIntervalMs);
    } else if (length === 0 && poll !== undefined) {
      clock.clearInterval(poll);
      poll = undefined;
    }
  }

  const isDueAt = (now: number) => (item: Item<T>) =>
    item.nextAttemptAt <= now && (item.lockedUntil === undefined || item.lockedUntil <= now);

  async function flush(): Promise<void> {
    if (inFlight) return;
    const now = clock.now();
    const batch = read().filter(isDueAt(now)).slice(0, maxBatchSize);
    if (batch.length === 0) return;
    const ids = new Set(batch.map((item) => item.id));
    update((items) =>
      items.map((item) => (ids.has(item.id) ? { ...item, lockedUntil: now + leaseMs } : item)),
    );

    inFlight = true;
    let retry: boolean;
    try {
      const { status } = await send(batch.map((item) => item.payload));
      retry = isRetryableStatus(status);
    } catch {
      retry = true;
    } finally {
      inFlight = false;
    }

    const failedAt = clock.now();
    update((items) =>
      items.flatMap((item) => {
        if (!ids.has(item.id)) return [item];
        // Delivered, rejected as a client error (4xx) or out of retries: gone for good.
        if (!retry || item.retries >= maxRetries) return [];
        return [
          {
            id: item.id,
            payload: item.payload,
            retries: item.retries + 1,
            nextAttemptAt: failedAt + retryDelayMs(item.retries, random),
          },
        ];
      }),
    );
    // More may have become due meanwhile (a big backlog, or events queued during the send).
    if (!retry && read().some(isDueAt(clock.now()))) await flush();
  }

  function scheduleKick() {
    // Events captured in the same task go out as one batch.
    if (kick !== undefined) return;
    kick = clock.setTimeout(() => {
      kick = undefined;
      void flush();
    }, 0);
  }

  return {
    enqueue(payload) {
      const item: Item<T> = { id: randomId(), payload, retries: 0, nextAttemptAt: clock.now() };
      update((items) => [...items, item]);
      scheduleKick();
    },
    flush,
    start() {
      const items = read();
      syncPolling(items.length);
      if (items.length > 0) scheduleKick();
    },
    stop() {
      if (poll !== undefined) clock.clearInterval(poll);
      if (kick !== undefined) clock.clearTimeout(kick);
      poll = undefined;
      kick = undefined;
    },
    size: () => read().length,
  };
}
