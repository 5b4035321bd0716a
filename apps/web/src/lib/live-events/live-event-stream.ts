// One connection to the server's event stream (GET /api/events), kept open: read with fetch (the
// bearer token goes in a header, which EventSource cannot send), reconnected with exponential
// backoff and jitter when it drops, with a fresh token after a 401. A 204 (or no session) stops
// it: the screens keep polling, which is always the fallback.
import { createSseParser, type SseEvent } from './sse-parser';

/** connecting: opening; open: reading events; down: waiting to reconnect; off: stopped. */
export type LiveStreamStatus = 'connecting' | 'open' | 'down' | 'off';

export interface LiveEventStreamOptions {
  url: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** The current access token, renewed if expired; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** A new token after the server rejected `rejected`; null when the session is over. */
  refreshAccessToken(rejected: string): Promise<string | null>;
  onEvent(event: SseEvent): void;
  onStatus?(status: LiveStreamStatus): void;
  /** First reconnect delay; doubles per failed attempt up to `maxDelayMs`. Default 1 s. */
  initialDelayMs?: number;
  /** Default 30 s. */
  maxDelayMs?: number;
  /** Nothing read for this long (the server sends a heartbeat every 15 s): reconnect. 45 s. */
  idleTimeoutMs?: number;
  /** 0–1; the delay is scaled by 0.5–1 with it. Default Math.random. */
  random?: () => number;
}

export interface LiveEventStream {
  close(): void;
}

/** The delay before reconnect attempt `attempt` (0-based), with jitter. */
export function reconnectDelay(
  attempt: number,
  { initialMs, maxMs, random }: { initialMs: number; maxMs: number; random: () => number },
): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 16));
  return Math.round(base * (0.5 + random() / 2));
}

export function openLiveEventStream(options: LiveEventStreamOptions): LiveEventStream {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const initialMs = options.initialDelayMs ?? 1_000;
  const maxMs = options.maxDelayMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000;
  const random = options.random ?? Math.random;
  let closed = false;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;
  let serverRetryMs: number | undefined;

  let stopped = false;
  const status = (next: LiveStreamStatus) => {
    if (stopped || (closed && next !== 'off')) return;
    if (next === 'off') stopped = true;
    options.onStatus?.(next);
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Reads one response to its end; true if it delivered any event. */
  async function read(response: Response, abort: AbortController): Promise<boolean> {
    const reader = response.body?.getReader();
    if (!reader) return false;
    let delivered = false;
    const parser = createSseParser({
      onEvent: (event) => {
        delivered = true;
        options.onEvent(event);
      },
      onRetry: (ms) => {
        serverRetryMs = ms;
      },
    });
    const decoder = new TextDecoder();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(), idleTimeoutMs);
    };
    watch();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        watch();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(idle);
    }
    return delivered;
  }

  async function run() {
    let attempt = 0;
    let refreshed: string | undefined;
    while (!closed) {
      // Right after a renewal, the new token; otherwise the session's current one.
      const token = refreshed ?? (await options.getAccessToken().catch(() => null));
      if (closed) return;
      if (!token) return status('off');
      status('connecting');
      const abort = new AbortController();
      controller = abort;
      let delivered = false;
      try {
        const response = await doFetch(options.url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          cache: 'no-store',
          signal: abort.signal,
        });
        const renewedJustNow = refreshed !== undefined;
        refreshed = undefined;
        if (response.status === 401 && !renewedJustNow) {
          // Expired or revoked: one refresh, then straight back (another 401 backs off).
          const renewed = await options.refreshAccessToken(token).catch(() => null);
          if (!renewed) return status('off');
          refreshed = renewed;
          continue;
        }
        // The server has no stream for us: stop, the screens poll.
        if (response.status === 204) return status('off');
        if (response.ok) {
          status('open');
          delivered = await read(response, abort);
        }
      } catch {
        // Network error, abort by the idle watchdog or by close(): reconnect unless closed.
      }
      if (closed) return;
      // A stream that delivered something was healthy: start the backoff over.
      if (delivered) attempt = 0;
      status('down');
      const delay = Math.max(
        serverRetryMs ?? 0,
        reconnectDelay(attempt, { initialMs, maxMs, random }),
      );
      attempt += 1;
      await wait(delay);
    }
  }

  void run();

  return {
    close() {
      if (closed) return;
      closed = true;
      controller?.abort();
      wake?.();
      status('off');
    },
  };
}
