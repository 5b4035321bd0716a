import { LIVE_EVENTS_PATH } from '@encore/contracts';
import { http, HttpResponse } from 'msw';

/**
 * GET /api/events: by default the server has no stream (204), so a screen falls back to polling
 * as the spec's intervals say. Tests of the live path serve `createLiveEventsServer().handler`.
 */
export function noLiveEventsHandler() {
  return http.get(`*${LIVE_EVENTS_PATH}`, () => new HttpResponse(null, { status: 204 }));
}

export interface LiveEventsServer {
  handler: ReturnType<typeof http.get>;
  /** Writes an event to every open stream. */
  send(name: string, data: unknown): void;
  /** Streams open now. */
  readonly connections: number;
  /** The Authorization header of each stream request. */
  readonly authorizations: readonly (string | null)[];
}

/** A stream server: each request gets 'ready', then whatever `send` writes, until aborted. */
export function createLiveEventsServer(): LiveEventsServer {
  const encoder = new TextEncoder();
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const authorizations: (string | null)[] = [];
  const write = (
    controller: ReadableStreamDefaultController<Uint8Array>,
    name: string,
    data: unknown,
  ) => controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
  const handler = http.get(`*${LIVE_EVENTS_PATH}`, ({ request }) => {
    authorizations.push(request.headers.get('authorization'));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open.add(controller);
        write(controller, 'ready', { at: Date.now() });
        request.signal.addEventListener('abort', () => {
          open.delete(controller);
          controller.close();
        });
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    handler,
    send(name, data) {
      for (const controller of open) write(controller, name, data);
    },
    get connections() {
      return open.size;
    },
    authorizations,
  };
}
