import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters every process shares on PostgreSQL (decision 057): one row per key (a route
 * and a client address, a store's wrong passwords), counting hits in a fixed window that ends at
 * `resets_at`. A hit after that starts a new window in the same row. Rows whose window ended are
 * deleted (at most every minute per process), so the table holds only live windows. The table is
 * UNLOGGED (the migration says so; drizzle cannot): counters need no crash safety, and skipping the
 * write-ahead log makes each hit cheaper. A crash empties it, which only forgives the counts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
