import type { PageView } from '@encore/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { countRecordedPageViews, recordPageViews } from './service.ts';

function pageView(overrides: Partial<PageView> = {}): PageView {
  return {
    url: 'http://localhost:3000/v2/main?tab=designs',
    path: '/v2/main',
    search: '?tab=designs',
    title: 'Encore — Designs',
    authenticated: true,
    userId: 'user-1',
    visitorId: 'visitor-1',
    timestamp: '2025-01-02T03:04:05.678Z',
    ...overrides,
  };
}

describe('recordPageViews', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it("stores a batch in one go, field for field, with the user given (the token's)", async () => {
    const before = Date.now();
    const result = await recordPageViews(
      database,
      [
        pageView({ userId: 'named-in-the-body' }),
        pageView({ authenticated: false, userId: null, visitorId: 'visitor-2', search: '' }),
      ],
      { userId: 'user-1' },
    );
    expect(result).toEqual({ recorded: 2 });

    const rows = await database.db.select().from(pageViews).orderBy(pageViews.visitorId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      visitorId: 'visitor-1',
      userId: 'user-1',
      url: 'http://localhost:3000/v2/main?tab=designs',
      path: '/v2/main',
      search: '?tab=designs',
      title: 'Encore — Designs',
      authenticated: true,
      occurredAt: new Date('2025-01-02T03:04:05.678Z'),
    });
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]?.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(rows[1]).toMatchObject({ visitorId: 'visitor-2', userId: null, authenticated: false });
  });

  it('counts, in total or per visitor', async () => {
    expect(await countRecordedPageViews(database)).toBe(2);
    expect(await countRecordedPageViews(database, { visitorId: 'visitor-2' })).toBe(1);
    expect(await countRecordedPageViews(database, { visitorId: 'nobody' })).toBe(0);
  });

  it('keeps a view anonymous without a user, and a future date at arrival time', async () => {
    const receivedAt = new Date('2025-03-01T00:00:00.000Z');
    await recordPageViews(
      database,
      [pageView({ visitorId: 'visitor-3', timestamp: '2999-01-01T00:00:00.000Z' })],
      { receivedAt },
    );
    const [row] = await database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.visitorId, 'visitor-3'));
    expect(row).toMatchObject({ userId: null, authenticated: false, occurredAt: receivedAt });
  });

  it('accepts an empty batch', async () => {
    expect(await recordPageViews(database, [])).toEqual({ recorded: 0 });
  });
});
