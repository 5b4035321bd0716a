import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveStreamStatus } from './live-event-stream';
import { createLiveEventsHub, toLiveEvent } from './live-events';
import type { SseEvent } from './sse-parser';

afterEach(() => {
  vi.useRealTimers();
});

function fakeConnect() {
  const opened: {
    onEvent(event: SseEvent): void;
    onStatus(status: LiveStreamStatus): void;
    close: ReturnType<typeof vi.fn>;
  }[] = [];
  const connect = vi.fn((handlers: Omit<(typeof opened)[number], 'close'>) => {
    const stream = { ...handlers, close: vi.fn() };
    opened.push(stream);
    return stream;
  });
  return { opened, connect };
}

const storeBuilt = {
  event: 'store-build',
  data: JSON.stringify({ storeId: 's1', step: 'structure', state: 'processing', at: 1 }),
};

describe('toLiveEvent', () => {
  it('keeps the events the contracts define and drops anything else', () => {
    expect(toLiveEvent(storeBuilt)).toEqual({
      name: 'store-build',
      data: { storeId: 's1', step: 'structure', state: 'processing', at: 1 },
    });
    expect(toLiveEvent({ event: 'other', data: '{}' })).toBeNull();
    expect(toLiveEvent({ event: 'store-build', data: 'not json' })).toBeNull();
    expect(toLiveEvent({ event: 'store-build', data: '{"storeId":1}' })).toBeNull();
  });
});

describe('createLiveEventsHub', () => {
  it('shares one stream between listeners and closes it a while after the last one leaves', () => {
    vi.useFakeTimers();
    const { opened, connect } = fakeConnect();
    const hub = createLiveEventsHub({ connect, lingerMs: 1_000 });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = hub.subscribe(first);
    const stopSecond = hub.subscribe(second);
    expect(connect).toHaveBeenCalledTimes(1);

    opened[0]?.onStatus('open');
    expect(hub.status()).toBe('open');
    opened[0]?.onEvent(storeBuilt);
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ name: 'store-build' }));
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    stopSecond();
    vi.advanceTimersByTime(999);
    expect(opened[0]?.close).not.toHaveBeenCalled();
    // A screen arriving meanwhile keeps the stream.
    const stopThird = hub.subscribe(vi.fn());
    vi.advanceTimersByTime(5_000);
    expect(opened[0]?.close).not.toHaveBeenCalled();
    stopThird();
    vi.advanceTimersByTime(1_000);
    expect(opened[0]?.close).toHaveBeenCalled();
    expect(hub.status()).toBe('off');
  });

  it('opens a new stream on reset while listened to (another user signed in)', () => {
    const { opened, connect } = fakeConnect();
    const hub = createLiveEventsHub({ connect });
    hub.subscribe(vi.fn());
    hub.reset();
    expect(opened[0]?.close).toHaveBeenCalled();
    expect(connect).toHaveBeenCalledTimes(2);
  });
});
