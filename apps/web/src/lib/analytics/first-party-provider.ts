import { PAGE_VIEW_BATCH_MAX } from '@encore/contracts';
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

/** POSTs `{ events }` to Encore's own endpoint; a rejected promise means a network failure. */
export const sendPageViews: SendBatch<PageViewEvent> = async (events) => {
  const response = await fetch(pageViewsEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events } satisfies PageViewsRequest),
    credentials: 'same-origin',
    // Lets the last page view of a closing tab still leave the browser.
    keepalive: true,
  });
  return { status: response.status };
};

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
 * The default analytics: page views go to Encore's server through the retry queue. Identity
 * travels inside each event (userId), so identify and reset have nothing to remember here.
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
