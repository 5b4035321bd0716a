import { pageViewSchema, type PageView, type PageViewBatch } from '@encore/contracts';

/**
 * One page view as `POST /api/analytics/page-views` receives it, inside `{ events: [...] }`
 * (the contracts' `pageViewBatchSchema`). `timestamp` is ISO 8601; `userId` is null for
 * anonymous visitors.
 */
export const pageViewEventSchema = pageViewSchema;
export type PageViewEvent = PageView;
export type PageViewsRequest = PageViewBatch;

/** What the page-view tracker knows about a route change. */
export interface PageViewInput {
  url: string;
  path: string;
  search: string;
  title: string;
}

export interface AnalyticsIdentity {
  id: string;
  /** null for an identity-provider account without an email address. */
  email: string | null;
}

/** One analytics backend: Encore's own endpoint or PostHog. */
export interface AnalyticsProvider {
  capturePageView(event: PageViewEvent): void;
  identify(identity: AnalyticsIdentity): void;
  /** Forgets the signed-in identity (sign-out); the anonymous visitor id stays. */
  reset(): void;
}
