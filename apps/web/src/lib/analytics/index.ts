export { analytics, createAnalytics, initAnalytics, type Analytics } from './analytics';
export {
  createFirstPartyAnalytics,
  pageViewsEndpoint,
  sendPageViews,
} from './first-party-provider';
export { createPostHogAnalytics, defaultPostHogHost } from './posthog-provider';
export { createRetryQueue, isRetryableStatus, retryDelayMs, type RetryQueue } from './retry-queue';
export { getVisitorId, randomId } from './visitor-id';
export { systemClock, type Clock } from './clock';
export {
  pageViewEventSchema,
  type AnalyticsIdentity,
  type AnalyticsProvider,
  type PageViewEvent,
  type PageViewInput,
  type PageViewsRequest,
} from './types';
