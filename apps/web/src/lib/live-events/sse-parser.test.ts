import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: readonly string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    onEvent: (event) => events.push(event),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

describe('createSseParser', () => {
  it('reads named events, skips heartbeat comments and takes the retry field', () => {
    const { events, retries } = parse([
      'retry: 2000\nevent: ready\ndata: {"at":1}\n\n: ping\n\nevent: store-build\ndata: {"x":2}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'ready', data: '{"at":1}' },
      { event: 'store-build', data: '{"x":2}' },
    ]);
    expect(retries).toEqual([2000]);
  });

  it('puts events split anywhere across chunks back together', () => {
    const text = 'event: design-progress\ndata: {"progress":40}\n\nevent: ready\ndata: {}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const { events } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(events.map((event) => event.event)).toEqual(['design-progress', 'ready']);
      expect(events[0]?.data).toBe('{"progress":40}');
    }
  });

  it('accepts CRLF and CR line ends, a BOM, multi-line data and unnamed messages', () => {
    const { events } = parse(['\uFEFFdata: a\r', '\ndata: b\r\n\r\n', 'id: 7\rdata:c\r\r']);
    expect(events).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'message', data: 'c', id: '7' },
    ]);
  });

  it('dispatches nothing for an event without data or one not yet ended', () => {
    const { events } = parse(['event: ready\n\nevent: store-build\ndata: {}\n']);
    expect(events).toEqual([]);
  });
});
