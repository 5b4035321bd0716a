import { describe, expect, it, vi } from 'vitest';
import {
  openLiveEventStream,
  reconnectDelay,
  type LiveEventStreamOptions,
  type LiveStreamStatus,
} from './live-event-stream';
import type { SseEvent } from './sse-parser';

const encoder = new TextEncoder();

/** A text/event-stream response: the given text, then open until aborted (or closed if `end`). */
function streamResponse(
  text: string,
  { end = false, signal }: { end?: boolean; signal?: AbortSignal } = {},
) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      if (end) controller.close();
      signal?.addEventListener('abort', () =>
        controller.error(new DOMException('aborted', 'AbortError')),
      );
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const READY = 'event: ready\ndata: {"at":1}\n\n';

function setup(
  answer: (call: number, init: RequestInit) => Promise<Response>,
  overrides: Partial<LiveEventStreamOptions> = {},
) {
  const events: SseEvent[] = [];
  const statuses: LiveStreamStatus[] = [];
  const calls: { token: string | null }[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ token: headers.get('authorization') });
    return answer(calls.length, init);
  });
  const stream = openLiveEventStream({
    url: '/api/events',
    fetch,
    getAccessToken: async () => 'token-1',
    refreshAccessToken: async () => 'token-2',
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    initialDelayMs: 10,
    maxDelayMs: 80,
    random: () => 1,
    ...overrides,
  });
  return { events, statuses, calls, fetch, stream };
}

describe('reconnectDelay', () => {
  it('doubles per attempt up to the maximum, scaled by 0.5–1 for jitter', () => {
    const full = { initialMs: 1_000, maxMs: 30_000, random: () => 1 };
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, full))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(2, { ...full, random: () => 0 })).toBe(2_000);
  });
});

describe('openLiveEventStream', () => {
  it('sends the bearer token and passes each event on while open', async () => {
    const { events, statuses, calls, stream } = setup(async (_n, init) =>
      streamResponse(`${READY}event: store-build\ndata: {"x":1}\n\n`, {
        signal: init.signal ?? undefined,
      }),
    );
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(calls[0]?.token).toBe('Bearer token-1');
    expect(events.map((event) => event.event)).toEqual(['ready', 'store-build']);
    expect(statuses).toEqual(['connecting', 'open']);
    stream.close();
    expect(statuses.at(-1)).toBe('off');
  });

  it('reconnects with growing delays while the server is unreachable, then reads again', async () => {
    const { events, statuses, fetch, stream } = setup(async (n, init) => {
      if (n <= 3) throw new TypeError('Failed to fetch');
      return streamResponse(READY, { signal: init.signal ?? undefined });
    });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(statuses.filter((status) => status === 'down')).toHaveLength(3);
    stream.close();
  });

  it('reconnects when the server ends the stream', async () => {
    const { events, stream } = setup(async () => streamResponse(READY, { end: true }));
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(2), { timeout: 3_000 });
    stream.close();
  });

  it('renews the token once after a 401 and connects with the new one', async () => {
    const refreshAccessToken = vi.fn(async () => 'token-2');
    const { events, calls, stream } = setup(
      async (n, init) =>
        n === 1
          ? new Response(null, { status: 401 })
          : streamResponse(READY, { signal: init.signal ?? undefined }),
      { refreshAccessToken },
    );
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(refreshAccessToken).toHaveBeenCalledWith('token-1');
    expect(calls.map((call) => call.token)).toEqual(['Bearer token-1', 'Bearer token-2']);
    stream.close();
  });

  it('stops when the session cannot be renewed, when there is none, or on a 204', async () => {
    const expired = setup(async () => new Response(null, { status: 401 }), {
      refreshAccessToken: async () => null,
    });
    await vi.waitFor(() => expect(expired.statuses.at(-1)).toBe('off'));
    expect(expired.fetch).toHaveBeenCalledTimes(1);

    const signedOut = setup(async () => streamResponse(READY), {
      getAccessToken: async () => null,
    });
    await vi.waitFor(() => expect(signedOut.statuses).toEqual(['off']));
    expect(signedOut.fetch).not.toHaveBeenCalled();

    const none = setup(async () => new Response(null, { status: 204 }));
    await vi.waitFor(() => expect(none.statuses.at(-1)).toBe('off'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(none.fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on a connection that goes silent and opens a new one', async () => {
    const { fetch, stream } = setup(
      async (_n, init) => streamResponse(READY, { signal: init.signal ?? undefined }),
      { idleTimeoutMs: 30 },
    );
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    stream.close();
  });
});
