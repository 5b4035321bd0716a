// The page-view queue alone (no backend, no zod): the tracker on the first screen uses it, and
// initAnalytics (analytics.ts) picks the backend after the page has loaded.
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { AnalyticsIdentity, AnalyticsProvider, PageViewEvent, PageViewInput } from './types';
import { getVisitorId } from './visitor-id';

export interface Analytics {
  /** Records a route change; visitor id, identity and timestamp are attached here. */
  capturePageView(input: PageViewInput): void;
  identify(identity: AnalyticsIdentity): void;
  reset(): void;
  /** Chooses the backend; calls made before that are replayed to it in order. */
  use(provider: AnalyticsProvider): void;
}

interface AnalyticsOptions {
  getVisitorId?: () => string;
  clock?: Pick<Clock, 'now'>;
}

const maxPendingCalls = 100;

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const visitorId = options.getVisitorId ?? (() => getVisitorId());
  const clock = options.clock ?? systemClock;
  let provider: AnalyticsProvider | undefined;
  let identity: AnalyticsIdentity | null = null;
  const pending: ((target: AnalyticsProvider) => void)[] = [];

  function dispatch(call: (target: AnalyticsProvider) => void) {
    if (provider) call(provider);
    else if (pending.length < maxPendingCalls) pending.push(call);
  }

  return {
    capturePageView(input) {
      const event: PageViewEvent = {
        ...input,
        authenticated: identity !== null,
        userId: identity?.id ?? null,
        visitorId: visitorId(),
        timestamp: new Date(clock.now()).toISOString(),
      };
      dispatch((target) => target.capturePageView(event));
    },
    identify(next) {
      if (identity?.id === next.id && identity.email === next.email) return;
      identity = next;
      dispatch((target) => target.identify(next));
    },
    reset() {
      if (identity === null) return;
      identity = null;
      dispatch((target) => target.reset());
    },
    use(next) {
      provider = next;
      pending.splice(0).forEach((call) => call(next));
    },
  };
}

/** The app's analytics; page views wait in memory until `initAnalytics` picks the backend. */
export const analytics = createAnalytics();
