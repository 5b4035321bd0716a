import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mswServer } from '../../test/msw-server';
import { createAnalytics, initAnalytics } from './analytics';
import type { AnalyticsProvider } from './types';

function fakeProvider() {
  return {
    capturePageView: vi.fn<AnalyticsProvider['capturePageView']>(),
    identify: vi.fn<AnalyticsProvider['identify']>(),
    reset: vi.fn<AnalyticsProvider['reset']>(),
  };
}

const view = { url: 'https://encore.test/v2', path: '/v2', search: '', title: 'Encore' };

function setup() {
  return createAnalytics({
    getVisitorId: () => 'visitor-1',
    clock: { now: () => Date.parse('2025-06-01T12:00:00.000Z') },
  });
}

describe('createAnalytics', () => {
  it('attaches visitor id, timestamp and an anonymous identity', () => {
    const analytics = setup();
    const provider = fakeProvider();
    analytics.use(provider);

    analytics.capturePageView(view);

    expect(provider.capturePageView).toHaveBeenCalledWith({
      ...view,
      authenticated: false,
      userId: null,
      visitorId: 'visitor-1',
      timestamp: '2025-06-01T12:00:00.000Z',
    });
  });

  it('attaches the signed-in user until reset', () => {
    const analytics = setup();
    const provider = fakeProvider();
    analytics.use(provider);

    analytics.identify({ id: 'user-1', email: 'a@example.com' });
    analytics.capturePageView(view);
    analytics.reset();
    analytics.capturePageView(view);

    expect(provider.identify).toHaveBeenCalledWith({ id: 'user-1', email: 'a@example.com' });
    expect(provider.reset).toHaveBeenCalledOnce();
    const events = provider.capturePageView.mock.calls.map(([event]) => event);
    expect(events.map((event) => [event.authenticated, event.userId])).toEqual([
      [true, 'user-1'],
      [false, null],
    ]);
  });

  it('replays calls made before a provider is chosen, in order', () => {
    const analytics = setup();
    analytics.capturePageView(view);
    analytics.identify({ id: 'user-1', email: 'a@example.com' });
    analytics.capturePageView({ ...view, path: '/v2/main' });

    const provider = fakeProvider();
    analytics.use(provider);

    expect(provider.capturePageView).toHaveBeenCalledTimes(2);
    expect(provider.capturePageView.mock.calls[0]?.[0]).toMatchObject({ userId: null });
    expect(provider.capturePageView.mock.calls[1]?.[0]).toMatchObject({
      path: '/v2/main',
      userId: 'user-1',
    });
    expect(provider.identify).toHaveBeenCalledOnce();
  });

  it('does not repeat identify or reset without a change', () => {
    const analytics = setup();
    const provider = fakeProvider();
    analytics.use(provider);
    analytics.reset();
    analytics.identify({ id: 'user-1', email: 'a@example.com' });
    analytics.identify({ id: 'user-1', email: 'a@example.com' });
    expect(provider.reset).not.toHaveBeenCalled();
    expect(provider.identify).toHaveBeenCalledOnce();
  });
});

describe('initAnalytics', () => {
  it('uses the first-party endpoint when no PostHog key is configured', async () => {
    const received: { url: string; method: string; body: unknown }[] = [];
    mswServer.use(
      http.post('*/api/analytics/page-views', async ({ request }) => {
        received.push({ url: request.url, method: request.method, body: await request.json() });
        return new Response(null, { status: 202 });
      }),
    );
    await initAnalytics(() =>
      Promise.resolve({ posthogKey: null, posthogHost: 'https://eu.i.posthog.com' }),
    );
    const { analytics } = await import('./analytics');

    analytics.capturePageView(view);
    await vi.waitFor(() => expect(received).toHaveLength(1));

    const [{ url, method, body } = { url: '', method: '', body: null }] = received;
    expect(new URL(url).pathname).toBe('/api/analytics/page-views');
    expect(method).toBe('POST');
    expect(body).toMatchObject({ events: [{ path: '/v2', authenticated: false, userId: null }] });
  });
});
