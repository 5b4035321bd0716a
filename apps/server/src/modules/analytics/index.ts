// The analytics domain: page views posted by the web app, stored in Encore's own table. What the
// rest of the server may use.
export { analyticsRoutes, type AnalyticsRouteOptions } from './page-view-routes.ts';
export {
  countRecordedPageViews,
  createPageViewIntake,
  pruneExpiredPageViews,
  recordPageViews,
} from './service.ts';
