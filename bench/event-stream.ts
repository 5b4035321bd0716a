// Reading the server's live events (GET /api/events, text/event-stream) from outside, as the SPA's
// EventSource does: shared by the live-progress bench and the load test.

/** One named event of the stream, with its JSON data. */
export interface StreamEvent {
  name: string;
  data: Record<string, unknown>;
}

/**
 * Reads `body` in the background: `onEvent` for each named event that carries data, then `onEnd`
 * once the stream ends, fails or is aborted.
 */
export function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
  onEnd?: () => void,
): void {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name && data) onEvent({ name, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
    onEnd?.();
  })();
}
