/**
 * The simulated clients' side of the wire: workflow calls as the SPA makes them (timed, by call
 * name), the live progress stream (GET /api/events), and the web processes taken in turn, so the
 * load spreads over both as a round-robin balancer would spread it.
 */
import { LIVE_EVENTS_PATH, type EndpointName } from '@encore/contracts';
import { callWorkflow } from '../../apps/server/src/testing/workflow-calls.ts';
import { readEventStream, type StreamEvent } from '../event-stream.ts';
import { CallFailed, type Recorder } from './metrics.ts';

/** No call may hang a journey: past this it counts as unanswered (status 0). */
const CALL_TIMEOUT_MS = 30_000;

export interface LoadContext {
  recorder: Recorder;
  /** The web processes' origins (http://127.0.0.1:<port>). */
  webUrls: readonly string[];
  /** Aborted at the hard stop: every wait and call ends. */
  hardStop: AbortSignal;
  /** True once --duration is over: no new journeys or fans start. */
  isOver(): boolean;
}

let turn = 0;
/** The next web process, round-robin. */
export function nextWebUrl(context: LoadContext): string {
  turn = (turn + 1) % context.webUrls.length;
  const url = context.webUrls[turn];
  if (url === undefined) throw new Error('no web process');
  return url;
}

export function callSignal(context: LoadContext): AbortSignal {
  return AbortSignal.any([context.hardStop, AbortSignal.timeout(CALL_TIMEOUT_MS)]);
}

export interface Session {
  userId: string;
  token: string;
}

/** A workflow call on the next web process, timed as `name`; the body is parsed JSON. */
export async function call(
  context: LoadContext,
  name: EndpointName,
  request: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const baseUrl = nextWebUrl(context);
  return context.recorder.timed(name, () =>
    callWorkflow(baseUrl, name, request, token, {
      signal: callSignal(context),
      tolerateText: true,
    }),
  );
}

/** As `call`, but anything but a 200 stops the journey. */
export async function callOk(
  context: LoadContext,
  name: EndpointName,
  request: Record<string, unknown>,
  token?: string,
): Promise<unknown> {
  const { status, body } = await call(context, name, request, token);
  if (status !== 200) throw new CallFailed(name, status, JSON.stringify(body).slice(0, 200));
  return body;
}

export type LiveEventSeen = StreamEvent;

export interface LiveStream {
  readonly events: LiveEventSeen[];
  /** Resolves when an event matching `match` has arrived (or arrives), or throws at the stop. */
  waitFor(match: (event: LiveEventSeen) => boolean, onEvent?: () => void): Promise<void>;
  close(): void;
}

/** Opens the signed-in user's event stream on one web process; resolves once `ready` arrived. */
export async function openLiveStream(context: LoadContext, token: string): Promise<LiveStream> {
  const controller = new AbortController();
  const signal = AbortSignal.any([controller.signal, context.hardStop]);
  // The reading loop below calls the listeners once more when the stream ends (or is aborted).
  const events: LiveEventSeen[] = [];
  const listeners = new Set<() => void>();
  let ended = false;
  const response = await context.recorder.timed('GET /api/events (open)', () =>
    fetch(`${nextWebUrl(context)}${LIVE_EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal,
    }),
  );
  if (!response.ok || !response.body) {
    throw new CallFailed('GET /api/events (open)', response.status);
  }
  readEventStream(
    response.body,
    (event) => {
      events.push(event);
      for (const listener of listeners) listener();
    },
    () => {
      ended = true;
      for (const listener of listeners) listener();
    },
  );

  const stream: LiveStream = {
    events,
    waitFor(match, onEvent) {
      return new Promise<void>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen += 1) {
            const event = events[seen];
            if (event && match(event)) {
              listeners.delete(check);
              resolve();
              return;
            }
            onEvent?.();
          }
          // A stream that ended will not bring the event: the caller's polling must.
          if (ended || signal.aborted) {
            listeners.delete(check);
            reject(new Error('the live stream ended'));
          }
        };
        listeners.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
  await stream.waitFor((event) => event.name === 'ready');
  return stream;
}

/** Waits `ms`, or less if the hard stop comes first. */
export function pause(context: LoadContext, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      context.hardStop.removeEventListener('abort', stop);
      resolve();
    }, ms);
    context.hardStop.addEventListener('abort', stop, { once: true });
  });
}
