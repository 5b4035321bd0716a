import { z } from 'zod';
import { withUserContext } from '../core/user-context.ts';

/** A page-view event, one per route change (spec §2.1). */
export const pageViewSchema = z.object({
  url: z.string({ error: 'url must be a string' }).min(1, 'url must not be empty').max(2048),
  path: z.string({ error: 'path must be a string' }).min(1, 'path must not be empty').max(2048),
  search: z.string({ error: 'search must be a string' }).max(2048),
  title: z.string({ error: 'title must be a string' }).max(1024),
  authenticated: z.boolean({ error: 'authenticated must be true or false' }),
  userId: z.string({ error: 'userId must be a string or null' }).min(1).nullable(),
  /** Anonymous visitor id, generated once per browser and stored locally. */
  visitorId: z
    .string({ error: 'visitorId must be a string' })
    .min(1, 'visitorId must not be empty')
    .max(128),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }),
});

export type PageView = z.infer<typeof pageViewSchema>;

/** Events per batch request; the client flushes before reaching it. */
export const PAGE_VIEW_BATCH_MAX = 50;

export const pageViewBatchSchema = withUserContext({
  events: z
    .array(pageViewSchema, { error: 'events must be a list' })
    .min(1, 'events must not be empty')
    .max(PAGE_VIEW_BATCH_MAX, `events may hold at most ${PAGE_VIEW_BATCH_MAX} page views`),
});

export type PageViewBatch = z.infer<typeof pageViewBatchSchema>;
