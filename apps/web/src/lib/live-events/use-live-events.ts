import type { LiveEvent } from '@encore/contracts';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { liveEvents, type LiveEventsHub } from './live-events';

/**
 * Calls `onEvent` with each live event while mounted (and `enabled`), on the tab's one stream.
 * The 'ready' event comes on every (re)connection: events may have been missed meanwhile, so a
 * screen treats it like a change and reads afresh.
 */
export function useLiveEvent(
  onEvent: (event: LiveEvent) => void,
  enabled = true,
  hub: LiveEventsHub = liveEvents,
): void {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!enabled) return;
    return hub.subscribe((event) => handle(event));
  }, [enabled, hub]);
}

/**
 * Whether the stream is open now. Screens may poll more slowly while it is (events bring the
 * changes at once); when it is not, the spec's intervals apply.
 */
export function useLiveEventsOpen(hub: LiveEventsHub = liveEvents): boolean {
  return useSyncExternalStore(
    hub.onStatus,
    () => hub.status() === 'open',
    () => false,
  );
}
