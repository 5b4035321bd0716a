import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mswServer } from '../../test/msw-server';
import { createPageViewSender, pageViewsRequest } from './first-party-provider';
import type { PageViewEvent } from './types';

const anonymous: PageViewEvent = {
  url: 'https://encore.test/v2',
  path: '/v2',
  search: '',
  title: 'Encore',
  authenticated: false,
  userId: null,
  visitorId: 'visitor-1',
  timestamp: '2025-06-01T12:00:00.000Z',
};
const signedIn = (userId: string): PageViewEvent => ({ ...anonymous, authenticated: true, userId });

describe('page views sent to Encore', () => {
  it('carry the bearer token when signed in, so the server can tell whose they are', () => {
    const request = pageViewsRequest([signedIn('user-1'), anonymous], {
      accessToken: 'token-1',
      userId: 'user-1',
    });
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
    });
    expect(request.body.events.map((event) => [event.authenticated, event.userId])).toEqual([
      [true, 'user-1'],
      [false, null],
    ]);
  });

  it("send another user's queued views, or any after a sign-out, as anonymous", () => {
    const switched = pageViewsRequest([signedIn('user-1'), signedIn('user-2')], {
      accessToken: 'token-2',
      userId: 'user-2',
    });
    expect(switched.body.events.map((event) => event.userId)).toEqual([null, 'user-2']);
    const signedOut = pageViewsRequest([signedIn('user-1')], null);
    expect(signedOut.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(signedOut.body.events).toEqual([anonymous]);
  });

  it('POSTs the batch with the header through fetch', async () => {
    const seen: { authorization: string | null; body: unknown }[] = [];
    mswServer.use(
      http.post('*/api/analytics/page-views', async ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        return new Response(null, { status: 202 });
      }),
    );
    const send = createPageViewSender(() => ({ accessToken: 'token-1', userId: 'user-1' }));
    expect(await send([signedIn('user-1')])).toEqual({ status: 202 });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      authorization: 'Bearer token-1',
      body: { events: [signedIn('user-1')] },
    });
  });
});
