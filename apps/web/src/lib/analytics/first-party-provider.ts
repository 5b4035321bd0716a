import { PAGE_VIEW_BATCH_MAX } from '@encore/contracts';
import { sessionStore } from '../auth/session-store';
import { browserStorage, type KeyValueStorage } from '../storage';
import { storageKeys } from '../storage-keys';
import type { Clock } from './clock';
import { createRetryQueue, type RetryQueue, type SendBatch } from './retry-queue';
import {
  pageViewEventSchema,
  type AnalyticsProvider,
  type PageViewEvent,
  type PageViewsRequest,
} from './types';

export const pageViewsEndpoint = '/api/analytics/page-views';

/** What the sender needs of the session: its access token and its user's id, or null. */
export type CurrentSession = () => { accessToken: string; userId: string } | null;

const sessionFromStore: CurrentSession = () => {
  const session = sessionStore.getSession();
  return session === null ? null : { accessToken: session.accessToken, userId: session.user.id };
};

/**
 * The server takes a page view's user from the bearer token, never from the body (decision 052),
 * so the token goes along when signed in. A view queued for another user (before a sign-out, or
 * another account's sign-in in this browser) is sent as anonymous rather than credited to
 * whoever is signed in now.
 */
export function pageViewsRequest(
  events: PageViewEvent[],
  session: ReturnType<CurrentSession>,
): { headers: Record<string, string>; body: PageViewsRequest } {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (session !== null) headers.Authorization = `Bearer ${session.accessToken}`;
  const sent = events.map((event) =>
    event.userId !== null && event.userId === session?.userId
      ? event
      : { ...event, authenticated: false, userId: null },
  );
  return { headers, body: { events: sent } };
}

/** POSTs `{ events }` to Encore's own endpoint; a rejected promise means a network failure. */
export function createPageViewSender(
  currentSession: CurrentSession = sessionFromStore,
): SendBatch<PageViewEvent> {
  return async (events) => {
    const { headers, body } = pageViewsRequest(events, currentSession());
    const response = await fetch(pageViewsEndpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      // Lets the last page view of a closing tab still leave the browser.
      keepalive: true,
    });
    return { status: response.status };
  };
}

export const sendPageViews: SendBatch<PageViewEvent> = (events) => createPageViewSender()(events);

interface FirstPartyOptions {
  storage?: KeyValueStorage;
  send?: SendBatch<PageViewEvent>;
  clock?: Clock;
  random?: () => number;
}

export interface FirstPartyAnalytics extends AnalyticsProvider {
  queue: RetryQueue<PageViewEvent>;
}

/**
 * The default analytics: page views go to Encore's server through the retry queue. Each event
 * says whether it was a signed-in view; the bearer token says whose (see pageViewsRequest).
 */
export function createFirstPartyAnalytics(options: FirstPartyOptions = {}): FirstPartyAnalytics {
  const queue = createRetryQueue({
    storage: options.storage ?? browserStorage,
    storageKey: storageKeys.analyticsQueue,
    payloadSchema: pageViewEventSchema,
    send: options.send ?? sendPageViews,
    clock: options.clock,
    random: options.random,
    // The server rejects larger batches.
    maxBatchSize: PAGE_VIEW_BATCH_MAX,
  });
  queue.start();
  return {
    queue,
    capturePageView: (event) => queue.enqueue(event),
    identify: () => undefined,
    reset: () => undefined,
  };
}
