import { z } from 'zod';
import { withUserContext } from '../core/user-context.ts';

// Field and batch caps (decision 052): generous for Encore's own routes, small enough that a
// request can hold at most ~50 KB, so a flood fills the rate limit long before the disk.
export const PAGE_VIEW_LIMITS = {
  url: 1024,
  path: 512,
  search: 512,
  title: 256,
  visitorId: 64,
} as const;

/**
 * A page-view event, one per route change (spec §2.1). `authenticated` and `userId` keep the
 * spec's shape, but the server never takes the user from them: the bearer token decides.
 */
export const pageViewSchema = z.object({
  url: z
    .string({ error: 'url must be a string' })
    .min(1, 'url must not be empty')
    .max(PAGE_VIEW_LIMITS.url, `url must be at most ${PAGE_VIEW_LIMITS.url} characters`),
  path: z
    .string({ error: 'path must be a string' })
    .min(1, 'path must not be empty')
    .max(PAGE_VIEW_LIMITS.path, `path must be at most ${PAGE_VIEW_LIMITS.path} characters`),
  search: z
    .string({ error: 'search must be a string' })
    .max(PAGE_VIEW_LIMITS.search, `search must be at most ${PAGE_VIEW_LIMITS.search} characters`),
  title: z
    .string({ error: 'title must be a string' })
    .max(PAGE_VIEW_LIMITS.title, `title must be at most ${PAGE_VIEW_LIMITS.title} characters`),
  authenticated: z.boolean({ error: 'authenticated must be true or false' }),
  userId: z.string({ error: 'userId must be a string or null' }).min(1).max(128).nullable(),
  /** Anonymous visitor id, generated once per browser and stored locally. */
  visitorId: z
    .string({ error: 'visitorId must be a string' })
    .min(1, 'visitorId must not be empty')
    .max(
      PAGE_VIEW_LIMITS.visitorId,
      `visitorId must be at most ${PAGE_VIEW_LIMITS.visitorId} characters`,
    ),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }),
});

export type PageView = z.infer<typeof pageViewSchema>;

/** Events per batch request; the client flushes before reaching it. */
export const PAGE_VIEW_BATCH_MAX = 20;

export const pageViewBatchSchema = withUserContext({
  events: z
    .array(pageViewSchema, { error: 'events must be a list' })
    .min(1, 'events must not be empty')
    .max(PAGE_VIEW_BATCH_MAX, `events may hold at most ${PAGE_VIEW_BATCH_MAX} page views`),
});

export type PageViewBatch = z.infer<typeof pageViewBatchSchema>;
