// Live events for the signed-in user's screens (GET /api/events): job steps publish them here,
// the SSE route subscribes per user. They travel as database notifications, so a worker in
// another process reaches the web process holding the user's stream (LISTEN/NOTIFY on
// PostgreSQL; in memory on the embedded PGlite, where workers share the web process).
// A listener only ever gets its own user's events: delivery is by the user id in the envelope.
import { isLiveEventName, type LiveEventData, type LiveEventName } from '@encore/contracts';
import type { BaseLogger } from 'pino';
import type { DatabaseNotifications } from '../db/notifications.ts';

export const LIVE_EVENTS_CHANNEL = 'encore_live_events';

/** One event as it is sent on the stream: its name and its JSON data. */
export interface UserEvent {
  name: LiveEventName;
  data: string;
}

export type UserEventListener = (event: UserEvent) => void;

export interface LiveEventPublisher {
  /**
   * Tells the user's open streams, in every process. Never throws: a lost event only means the
   * screen learns at its next poll.
   */
  publish<N extends Exclude<LiveEventName, 'ready'>>(
    userId: string,
    name: N,
    data: Omit<LiveEventData<N>, 'at'>,
  ): Promise<void>;
}

export interface LiveEvents extends LiveEventPublisher {
  /** Calls `listener` with each event published for this user; resolves to a function that stops. */
  subscribe(userId: string, listener: UserEventListener): Promise<() => void>;
}

interface Envelope {
  userId: string;
  name: LiveEventName;
  data: unknown;
}

function parseEnvelope(payload: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, name, data } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof name !== 'string' || !isLiveEventName(name)) {
      return null;
    }
    return { userId, name, data };
  } catch {
    return null;
  }
}

export function createLiveEvents(
  notifications: DatabaseNotifications,
  logger?: Pick<BaseLogger, 'warn'>,
): LiveEvents {
  const byUser = new Map<string, Set<UserEventListener>>();
  let listening: Promise<() => void> | undefined;

  const dispatch = (payload: string) => {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      logger?.warn('live event with an unreadable payload dropped');
      return;
    }
    const listeners = byUser.get(envelope.userId);
    if (!listeners) return;
    const event: UserEvent = { name: envelope.name, data: JSON.stringify(envelope.data) };
    for (const listener of listeners) listener(event);
  };

  return {
    async publish(userId, name, data) {
      const envelope: Envelope = { userId, name, data: { ...data, at: Date.now() } };
      await notifications.notify(LIVE_EVENTS_CHANNEL, JSON.stringify(envelope));
    },

    async subscribe(userId, listener) {
      listening ??= notifications.listen(LIVE_EVENTS_CHANNEL, dispatch);
      await listening;
      let listeners = byUser.get(userId);
      if (!listeners) {
        listeners = new Set();
        byUser.set(userId, listeners);
      }
      listeners.add(listener);
      return () => {
        const current = byUser.get(userId);
        current?.delete(listener);
        if (current?.size === 0) byUser.delete(userId);
      };
    },
  };
}
