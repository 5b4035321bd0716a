import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Written by the `system.heartbeat` job. A row proves a job went through the queue and a worker;
 * the key makes the job idempotent (a retry finds its row and writes nothing).
 */
export const jobHeartbeats = pgTable('job_heartbeats', {
  key: text('key').primaryKey(),
  jobId: text('job_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  workedAt: timestamp('worked_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JobHeartbeatRow = typeof jobHeartbeats.$inferSelect;
