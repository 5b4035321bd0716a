import type { AnalyticsProvider } from './types';

export interface PostHogSettings {
  key: string;
  /** PostHog's EU cloud unless configured otherwise (spec §7: a regional EU host). */
  host: string;
}

export const defaultPostHogHost = 'https://eu.i.posthog.com';

/**
 * PostHog behind Encore's analytics interface. The library is imported only when a key is
 * configured, so deployments without PostHog never download it.
 */
export async function createPostHogAnalytics(
  settings: PostHogSettings,
): Promise<AnalyticsProvider> {
  const { posthog } = await import('posthog-js');
  posthog.init(settings.key, {
    api_host: settings.host,
    // Route changes are captured by Encore's tracker, with Encore's own fields.
    capture_pageview: false,
    capture_pageleave: false,
    person_profiles: 'identified_only',
    // The server's CSP allows no third-party scripts: no recorder, surveys or toolbar bundles.
    disable_external_dependency_loading: true,
    disable_session_recording: true,
    disable_surveys: true,
  });
  return {
    capturePageView(event) {
      posthog.capture(
        '$pageview',
        {
          $current_url: event.url,
          $pathname: event.path,
          search: event.search,
          title: event.title,
          authenticated: event.authenticated,
          user_id: event.userId,
          visitor_id: event.visitorId,
        },
        { timestamp: new Date(event.timestamp) },
      );
    },
    identify(identity) {
      posthog.identify(identity.id, { email: identity.email });
    },
    reset() {
      posthog.reset();
    },
  };
}
