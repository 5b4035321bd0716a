import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMemoryStorage, type KeyValueStorage } from '../storage';
import { createRetryQueue, isRetryableStatus, retryDelayMs, type SendBatch } from './retry-queue';

const key = 'test.queue';
const noJitter = () => 0.5;

function setup(send: SendBatch<string>, storage: KeyValueStorage = createMemoryStorage()) {
  const spy = vi.fn(send);
  const queue = createRetryQueue({
    storage,
    storageKey: key,
    payloadSchema: z.string(),
    send: spy,
    random: noJitter,
  });
  return { queue, send: spy, storage };
}

const respond = (status: number) => () => Promise.resolve({ status });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('retryDelayMs', () => {
  it('starts at 3 s and doubles per retry', () => {
    expect([0, 1, 2, 3, 9].map((n) => retryDelayMs(n, noJitter))).toEqual([
      3_000, 6_000, 12_000, 24_000, 1_536_000,
    ]);
  });

  it('is capped at 30 minutes, jitter included', () => {
    expect(retryDelayMs(10, noJitter)).toBe(1_800_000);
    expect(retryDelayMs(30, () => 0.999)).toBe(1_800_000);
    expect(retryDelayMs(30, () => 0)).toBe(1_350_000);
  });

  it('jitters by up to 25 % either way', () => {
    expect(retryDelayMs(0, () => 0)).toBe(2_250);
    expect(retryDelayMs(0, () => 0.999)).toBe(3_749);
    expect(retryDelayMs(2, () => 0)).toBe(9_000);
  });
});

describe('isRetryableStatus', () => {
  it('retries 5xx and other non-2xx outside 400-499', () => {
    expect([200, 201, 204].map(isRetryableStatus)).toEqual([false, false, false]);
    expect([400, 401, 404, 422, 499].map(isRetryableStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 302, 500, 502, 503].map(isRetryableStatus)).toEqual([true, true, true, true, true]);
  });
});

describe('createRetryQueue', () => {
  it('sends events queued in the same task as one batch', async () => {
    const { queue, send, storage } = setup(respond(200));
    queue.enqueue('a');
    queue.enqueue('b');
    queue.enqueue('c');
    expect(JSON.parse(storage.getItem(key) ?? '[]')).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(0);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['a', 'b', 'c']);
    expect(queue.size()).toBe(0);
    expect(storage.getItem(key)).toBeNull();
  });

  it('splits a backlog into batches of at most 50', async () => {
    const { queue, send } = setup(respond(204));
    for (let i = 0; i < 120; i++) queue.enqueue(`e${i}`);

    await vi.advanceTimersByTimeAsync(0);

    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([50, 50, 20]);
    expect(queue.size()).toBe(0);
  });

  it('drops a batch the server rejects with a 4xx, without retrying', async () => {
    const { queue, send } = setup(respond(400));
    queue.enqueue('bad');

    await vi.advanceTimersByTimeAsync(60 * 60 * 1_000);

    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.size()).toBe(0);
  });

  it('retries a 5xx with exponential backoff, checked every 3 s', async () => {
    const started = Date.now();
    const attempts: number[] = [];
    const { queue } = setup(() => {
      attempts.push(Date.now() - started);
      return Promise.resolve({ status: 503 });
    });
    queue.enqueue('x');

    await vi.advanceTimersByTimeAsync(100_000);

    // Due after 3 s, then 6 s, 12 s, 24 s, 48 s after each failure; polled on 3 s ticks.
    expect(attempts).toEqual([0, 3_000, 9_000, 21_000, 45_000, 93_000]);
    expect(queue.size()).toBe(1);
  });

  it('gives up after 10 retries', async () => {
    const { queue, send } = setup(respond(500));
    queue.enqueue('x');

    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1_000);

    expect(send).toHaveBeenCalledTimes(11);
    expect(queue.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries network errors and delivers once the server is back', async () => {
    let calls = 0;
    const { queue, send } = setup(() => {
      calls += 1;
      return calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : respond(200)();
    });
    queue.enqueue('x');

    await vi.advanceTimersByTimeAsync(30_000);

    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith(['x']);
    expect(queue.size()).toBe(0);
  });

  it('keeps failed events in storage so the next page load sends them', async () => {
    const storage = createMemoryStorage();
    const first = setup(respond(502), storage);
    first.queue.enqueue('survivor');
    await vi.advanceTimersByTimeAsync(0);
    first.queue.stop();
    expect(JSON.parse(storage.getItem(key) ?? '[]')).toMatchObject([
      { payload: 'survivor', retries: 1 },
    ]);

    const reloaded = setup(respond(200), storage);
    reloaded.queue.start();
    await vi.advanceTimersByTimeAsync(3_000);

    expect(reloaded.send).toHaveBeenCalledWith(['survivor']);
    expect(storage.getItem(key)).toBeNull();
  });

  it('batches events queued while a send is in flight into the next request', async () => {
    let release: (value: { status: number }) => void = () => undefined;
    const { queue, send } = setup(
      vi
        .fn<SendBatch<string>>()
        .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
        .mockImplementation(respond(200)),
    );
    queue.enqueue('first');
    await vi.advanceTimersByTimeAsync(0);
    queue.enqueue('second');
    queue.enqueue('third');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);

    release({ status: 200 });
    await vi.advanceTimersByTimeAsync(0);

    expect(send.mock.calls).toEqual([[['first']], [['second', 'third']]]);
    expect(queue.size()).toBe(0);
  });

  it('ignores unreadable storage contents', () => {
    const storage = createMemoryStorage();
    storage.setItem(key, '{not json');
    const { queue } = setup(respond(200), storage);
    expect(queue.size()).toBe(0);
  });
});
