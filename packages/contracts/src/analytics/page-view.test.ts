import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_BATCH_MAX, pageViewBatchSchema, pageViewSchema } from './page-view.ts';

const view = {
  url: 'https://encore.example/v2/main?tab=1',
  path: '/v2/main',
  search: '?tab=1',
  title: 'Encore',
  authenticated: false,
  userId: null,
  visitorId: 'visitor-1',
  timestamp: '2025-01-01T10:00:00.000Z',
};

describe('page views', () => {
  it('accepts an anonymous and a signed-in page view', () => {
    expect(pageViewSchema.parse(view)).toEqual(view);
    expect(pageViewSchema.safeParse({ ...view, authenticated: true, userId: 'u1' }).success).toBe(
      true,
    );
  });

  it('needs an ISO timestamp and a visitor id', () => {
    expect(pageViewSchema.safeParse({ ...view, timestamp: 'yesterday' }).success).toBe(false);
    expect(pageViewSchema.safeParse({ ...view, visitorId: '' }).success).toBe(false);
  });

  it('caps a batch and names the bad event field', () => {
    const full = Array.from({ length: PAGE_VIEW_BATCH_MAX }, () => view);
    expect(pageViewBatchSchema.safeParse({ events: full }).success).toBe(true);
    expect(pageViewBatchSchema.safeParse({ events: [...full, view] }).success).toBe(false);
    expect(pageViewBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const bad = pageViewBatchSchema.safeParse({ events: [{ ...view, authenticated: 'yes' }] });
    expect(bad.error?.issues[0]?.path).toEqual(['events', 0, 'authenticated']);
  });
});
