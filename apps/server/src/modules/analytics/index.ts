// The analytics domain: page views posted by the web app, stored in Encore's own table. What the
// rest of the server may use.
export { analyticsRoutes } from './page-view-routes.ts';
export { countRecordedPageViews, recordPageViews } from './service.ts';
