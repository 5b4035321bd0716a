// POST /api/analytics/page-views through real HTTP, as an abuser would use it (issue 14, F3): the
// user comes from the token only, batches and fields are capped, each address is rate-limited, and
// page views older than the retention are deleted.
import { PAGE_VIEW_BATCH_MAX, PAGE_VIEW_LIMITS, type PageView } from '@encore/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

// TRUST_PROXY lets each test speak from its own address (X-Forwarded-For), so the per-address
// limit of one test does not spill into another.
const server = useTestApp({
  TRUST_PROXY: 'true',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '5',
  ANALYTICS_RETENTION_DAYS: '30',
});

const DAY_MS = 24 * 3600 * 1000;

function pageView(overrides: Partial<PageView> = {}): PageView {
  return {
    url: 'http://localhost:3000/v2/main',
    path: '/v2/main',
    search: '',
    title: 'Encore',
    authenticated: false,
    userId: null,
    visitorId: crypto.randomUUID(),
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

async function post(
  address: string,
  body: unknown,
  accessToken?: string,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': address,
  };
  if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(`${server.baseUrl}/api/analytics/page-views`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

const rowsOf = (visitorId: string) =>
  server.database.db.select().from(pageViews).where(eq(pageViews.visitorId, visitorId));

describe('page-view intake', () => {
  // First in the file: pruning runs on the first intake after a start, then at most every 10 min.
  it('deletes page views older than ANALYTICS_RETENTION_DAYS on intake', async () => {
    const now = Date.now();
    const old = crypto.randomUUID();
    const recent = crypto.randomUUID();
    const row = (visitorId: string, ageDays: number) => ({
      visitorId,
      url: 'http://localhost:3000/v2',
      path: '/v2',
      authenticated: false,
      occurredAt: new Date(now - ageDays * DAY_MS),
      receivedAt: new Date(now - ageDays * DAY_MS),
    });
    await server.database.db.insert(pageViews).values([row(old, 31), row(recent, 29)]);

    expect((await post('198.51.100.1', { events: [pageView()] })).status).toBe(202);

    expect(await rowsOf(old)).toEqual([]);
    expect(await rowsOf(recent)).toHaveLength(1);
  });

  it('takes the user from the token and never from the body', async () => {
    const tokens = await server.signIn({ email: 'analytics-owner@example.com' });
    const signedIn = pageView({ authenticated: true, userId: 'someone-else' });
    expect((await post('198.51.100.2', { events: [signedIn] }, tokens.access_token)).status).toBe(
      202,
    );
    expect(await rowsOf(signedIn.visitorId)).toEqual([
      expect.objectContaining({ userId: tokens.user.id, authenticated: true }),
    ]);

    // Without a token (or with a bad one) a view naming a user is anonymous.
    const forged = pageView({ authenticated: true, userId: tokens.user.id });
    expect((await post('198.51.100.2', { events: [forged] })).status).toBe(202);
    const badToken = pageView({ authenticated: true, userId: tokens.user.id });
    expect((await post('198.51.100.2', { events: [badToken] }, 'not-a-token')).status).toBe(202);
    for (const visitorId of [forged.visitorId, badToken.visitorId]) {
      expect(await rowsOf(visitorId)).toEqual([
        expect.objectContaining({ userId: null, authenticated: false }),
      ]);
    }
  });

  it('refuses too many events or too long a field with a 400 naming it, and stores nothing', async () => {
    const visitorId = crypto.randomUUID();
    const tooMany = Array.from({ length: PAGE_VIEW_BATCH_MAX + 1 }, () => pageView({ visitorId }));
    const many = await post('198.51.100.3', { events: tooMany });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({
      field: 'events',
      message: 'events: events may hold at most 20 page views',
    });

    const long = 'x'.repeat(PAGE_VIEW_LIMITS.title + 1);
    const titled = await post('198.51.100.3', { events: [pageView({ visitorId, title: long })] });
    expect(titled.status).toBe(400);
    expect(titled.body).toMatchObject({ field: 'events.0.title' });
    const url = `http://localhost:3000/${'a'.repeat(PAGE_VIEW_LIMITS.url)}`;
    expect((await post('198.51.100.3', { events: [pageView({ visitorId, url })] })).status).toBe(
      400,
    );

    // A body far bigger than any valid batch is refused before it is read.
    const padded = JSON.stringify({ events: [pageView({ visitorId })], pad: 'x'.repeat(70_000) });
    expect((await post('198.51.100.3', padded)).status).toBe(413);

    expect(await rowsOf(visitorId)).toEqual([]);
  });

  it('limits each address to RATE_LIMIT_ANALYTICS_PER_MINUTE requests, with a 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await post('203.0.113.7', { events: [pageView()] })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // Bad bodies count too: the limit applies before the body is read.
    expect((await post('203.0.113.7', '{')).status).toBe(429);
    const limited = await post('203.0.113.7', { events: [pageView()] });
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    // Another address is not affected.
    expect((await post('203.0.113.8', { events: [pageView()] })).status).toBe(202);
  });
});
