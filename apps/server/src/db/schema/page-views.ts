import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** First-party analytics: one row per route change reported by the web app. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id').notNull(),
    userId: text('user_id'),
    url: text('url').notNull(),
    path: text('path').notNull(),
    search: text('search').notNull().default(''),
    title: text('title').notNull().default(''),
    authenticated: boolean('authenticated').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_occurred_at_idx').on(table.occurredAt)],
);

export type PageViewRow = typeof pageViews.$inferSelect;
export type NewPageViewRow = typeof pageViews.$inferInsert;
