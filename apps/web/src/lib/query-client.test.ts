import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, retryDelayMs, shouldRetry } from './query-client';
import { WorkflowRequestError } from './workflow-client';

const unavailable = JSON.stringify({
  error: 'service_unavailable',
  message:
    'Encore cannot reach its database for a moment. Nothing was saved: please try again in a few seconds.',
});

describe('retryDelayMs', () => {
  it("waits as long as a 429's Retry-After says", () => {
    expect(retryDelayMs(0, new WorkflowRequestError(429, '{}', 3))).toBe(3000);
  });

  it("waits as long as a 503's Retry-After says (the database is restarting)", () => {
    expect(retryDelayMs(0, new WorkflowRequestError(503, unavailable, 2))).toBe(2000);
  });

  it('backs off from 1 s, doubling up to 30 s, otherwise', () => {
    expect(retryDelayMs(0, new Error('offline'))).toBe(1000);
    expect(retryDelayMs(2, new WorkflowRequestError(503, '{}'))).toBe(4000);
    expect(retryDelayMs(9, new Error('offline'))).toBe(30_000);
    expect(retryDelayMs(1, new WorkflowRequestError(429, '{}'))).toBe(2000);
  });
});

describe('shouldRetry', () => {
  it('asks again after a 503 up to five times, other 5xx twice, a 4xx never', () => {
    const down = new WorkflowRequestError(503, unavailable, 2);
    expect([0, 1, 2, 3, 4, 5].map((count) => shouldRetry(count, down))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(2, new WorkflowRequestError(500, '{}'))).toBe(false);
    expect(shouldRetry(0, new WorkflowRequestError(404, '{}'))).toBe(false);
  });
});

describe('the query client', () => {
  it('reads again after the Retry-After of a 503 and gets the answer', async () => {
    vi.useFakeTimers();
    try {
      const client: QueryClient = createQueryClient();
      const read = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new WorkflowRequestError(503, unavailable, 2))
        .mockResolvedValueOnce('designs');
      const result = client.fetchQuery({ queryKey: ['designs'], queryFn: read });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('designs');
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not repeat a write: the 503 and its message reach the screen', async () => {
    const notice = vi.fn();
    const client = createQueryClient(notice);
    const write = vi.fn(() => Promise.reject(new WorkflowRequestError(503, unavailable, 2)));
    const mutation = client.getMutationCache().build(client, { mutationFn: write });
    const error = await mutation.execute(undefined).catch((failure: unknown) => failure);
    expect(write).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(WorkflowRequestError);
    expect((error as WorkflowRequestError).serverMessage).toMatch(/Nothing was saved/);
    expect(notice).toHaveBeenCalledWith(expect.stringMatching(/Nothing was saved/));
  });
});
