import { describe, expect, it, vi } from 'vitest';
import { createPostHogAnalytics } from './posthog-provider';

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
}));
vi.mock('posthog-js', () => ({ posthog, default: posthog }));

describe('createPostHogAnalytics', () => {
  it('initialises PostHog on the configured (EU) host without its own page views', async () => {
    await createPostHogAnalytics({ key: 'phc_test', host: 'https://eu.i.posthog.com' });
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        api_host: 'https://eu.i.posthog.com',
        capture_pageview: false,
        disable_external_dependency_loading: true,
      }),
    );
  });

  it('maps page views, identify and reset onto PostHog', async () => {
    const provider = await createPostHogAnalytics({ key: 'k', host: 'https://eu.i.posthog.com' });
    provider.capturePageView({
      url: 'https://encore.test/v2?invite=abc',
      path: '/v2',
      search: '?invite=abc',
      title: 'Encore',
      authenticated: true,
      userId: 'user-1',
      visitorId: 'visitor-1',
      timestamp: '2025-06-01T12:00:00.000Z',
    });
    provider.identify({ id: 'user-1', email: 'a@example.com' });
    provider.reset();

    expect(posthog.capture).toHaveBeenCalledWith(
      '$pageview',
      expect.objectContaining({
        $current_url: 'https://encore.test/v2?invite=abc',
        $pathname: '/v2',
        user_id: 'user-1',
        visitor_id: 'visitor-1',
      }),
      { timestamp: new Date('2025-06-01T12:00:00.000Z') },
    );
    expect(posthog.identify).toHaveBeenCalledWith('user-1', { email: 'a@example.com' });
    expect(posthog.reset).toHaveBeenCalledOnce();
  });
});
