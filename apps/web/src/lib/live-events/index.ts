// Live progress pushed by the server (GET /api/events), with polling as the fallback.
export { createSseParser, type SseEvent, type SseParser } from './sse-parser';
export {
  openLiveEventStream,
  reconnectDelay,
  type LiveEventStream,
  type LiveEventStreamOptions,
  type LiveStreamStatus,
} from './live-event-stream';
export {
  createLiveEventsHub,
  liveEvents,
  toLiveEvent,
  type LiveEventListener,
  type LiveEventsHub,
} from './live-events';
export { useLiveEvent, useLiveEventsOpen } from './use-live-events';
