import { getRuntimeConfig, type RuntimeConfig } from '../runtime-config';
import { analytics } from './analytics-queue';
import { createFirstPartyAnalytics } from './first-party-provider';
import { createPostHogAnalytics, defaultPostHogHost } from './posthog-provider';

export { analytics, createAnalytics, type Analytics } from './analytics-queue';

let initialized: Promise<void> | undefined;

/**
 * PostHog when the server hands out a key, else Encore's own page-view endpoint. Runs once per
 * page; later calls return the first call's promise.
 */
export function initAnalytics(
  loadConfig: () => Promise<RuntimeConfig | null> = () => getRuntimeConfig(),
): Promise<void> {
  initialized ??= chooseProvider(loadConfig);
  return initialized;
}

async function chooseProvider(loadConfig: () => Promise<RuntimeConfig | null>): Promise<void> {
  const config = await loadConfig();
  if (config?.posthogKey) {
    try {
      analytics.use(
        await createPostHogAnalytics({
          key: config.posthogKey,
          host: config.posthogHost || defaultPostHogHost,
        }),
      );
      return;
    } catch {
      // A blocked or failed PostHog bundle must not cost us the page views.
    }
  }
  analytics.use(createFirstPartyAnalytics());
}
