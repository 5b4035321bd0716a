// The tab's one live-event stream, shared by every screen that listens: opened when the first
// listener subscribes, closed a little after the last one leaves (so moving between screens keeps
// it). Events are checked against the contracts' schemas; anything else is ignored.
import {
  LIVE_EVENTS_PATH,
  isLiveEventName,
  liveEventSchemas,
  type LiveEvent,
} from '@encore/contracts';
import { sessionStore } from '../auth';
import {
  openLiveEventStream,
  type LiveEventStream,
  type LiveStreamStatus,
} from './live-event-stream';
import type { SseEvent } from './sse-parser';

export type LiveEventListener = (event: LiveEvent) => void;

export interface LiveEventsHub {
  /** Listens (opening the stream if needed); returns a function that stops listening. */
  subscribe(listener: LiveEventListener): () => void;
  status(): LiveStreamStatus;
  onStatus(listener: () => void): () => void;
  /** Drops the stream (another user signed in, or out); reopened at once if still listened to. */
  reset(): void;
}

export interface LiveEventsHubOptions {
  connect(handlers: {
    onEvent(event: SseEvent): void;
    onStatus(status: LiveStreamStatus): void;
  }): LiveEventStream;
  /** How long the stream stays open without listeners. Default 5 s. */
  lingerMs?: number;
}

/** The stream's event as the contracts define it, or null. */
export function toLiveEvent({ event, data }: SseEvent): LiveEvent | null {
  if (!isLiveEventName(event)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEventSchemas[event].safeParse(json);
  return parsed.success ? ({ name: event, data: parsed.data } as LiveEvent) : null;
}

export function createLiveEventsHub(options: LiveEventsHubOptions): LiveEventsHub {
  const lingerMs = options.lingerMs ?? 5_000;
  const listeners = new Set<LiveEventListener>();
  const statusListeners = new Set<() => void>();
  let stream: LiveEventStream | undefined;
  let current: LiveStreamStatus = 'off';
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: LiveStreamStatus) => {
    if (next === current) return;
    current = next;
    for (const listener of statusListeners) listener();
  };

  const open = () => {
    clearTimeout(closeTimer);
    closeTimer = undefined;
    if (stream) return;
    // A stream closed by reset or linger may still report: only the current one counts.
    const created: { stream?: LiveEventStream } = {};
    const isCurrent = () => created.stream === undefined || stream === created.stream;
    created.stream = options.connect({
      onEvent(raw) {
        const event = isCurrent() ? toLiveEvent(raw) : null;
        if (!event) return;
        for (const listener of [...listeners]) listener(event);
      },
      onStatus(next) {
        if (!isCurrent()) return;
        setStatus(next);
        // Stopped by the server or signed out: open afresh on the next subscription.
        if (next === 'off') stream = undefined;
      },
    });
    stream = created.stream;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      open();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || closeTimer) return;
        closeTimer = setTimeout(() => {
          closeTimer = undefined;
          if (listeners.size > 0) return;
          const closing = stream;
          stream = undefined;
          closing?.close();
          setStatus('off');
        }, lingerMs);
      };
    },
    reset() {
      clearTimeout(closeTimer);
      closeTimer = undefined;
      const closing = stream;
      stream = undefined;
      closing?.close();
      setStatus('off');
      if (listeners.size > 0) open();
    },
    status: () => current,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

function apiHost(): string {
  return (import.meta.env.VITE_WORKFLOW_HOST ?? '').replace(/\/+$/, '');
}

/** The tab's hub, on the signed-in session's token; a stream never outlives its user's session. */
export const liveEvents = createLiveEventsHub({
  connect: (handlers) =>
    openLiveEventStream({
      url: `${apiHost()}${LIVE_EVENTS_PATH}`,
      getAccessToken: async () => (await sessionStore.getValidSession())?.accessToken ?? null,
      refreshAccessToken: async (rejected) =>
        (await sessionStore.refreshSession(rejected))?.accessToken ?? null,
      ...handlers,
    }),
});

let streamUser = sessionStore.getStoredSession()?.user.id ?? null;
sessionStore.subscribe(() => {
  const user = sessionStore.getStoredSession()?.user.id ?? null;
  if (user === streamUser) return;
  streamUser = user;
  liveEvents.reset();
});
