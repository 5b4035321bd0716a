// A server-sent-events parser (the WHATWG "event stream interpretation"), fed text as it arrives:
// chunks may split lines and events anywhere. EventSource would do this for us, but it cannot
// send the Authorization header the stream needs, so the stream is read with fetch.

export interface SseEvent {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines, joined with newlines. */
  data: string;
  /** The last `id:` seen, if any. */
  id?: string;
}

export interface SseParser {
  /** Parses a decoded chunk; complete events are passed to `onEvent` in order. */
  push(chunk: string): void;
}

export interface SseParserHandlers {
  onEvent(event: SseEvent): void;
  /** A `retry:` field: how long the server asks the client to wait before reconnecting. */
  onRetry?(ms: number): void;
}

export function createSseParser({ onEvent, onRetry }: SseParserHandlers): SseParser {
  let buffer = '';
  let first = true;
  let eventName = '';
  let data: string[] = [];
  let lastId: string | undefined;
  /** The chunk ended on '\r': a '\n' starting the next one belongs to that line break. */
  let pendingCr = false;

  const dispatch = () => {
    if (data.length > 0) {
      onEvent({
        event: eventName || 'message',
        data: data.join('\n'),
        ...(lastId === undefined ? {} : { id: lastId }),
      });
    }
    eventName = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment (heartbeat)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      if (first && buffer.length > 0) {
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
        first = false;
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
