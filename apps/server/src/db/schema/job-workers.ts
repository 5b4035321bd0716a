import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per process that works jobs on a shared PostgreSQL (decision 056): it beats `beat_at`
 * every few seconds and deletes its row on a graceful stop. A row that stops beating marks the
 * process as dead, and the jobs it claimed are retried by any other worker's supervisor.
 */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which worker process runs which pg-boss job (pg-boss 10 does not record it). Keyed by the job,
 * so a job taken back and started by another worker moves its claim. No foreign key to
 * job_workers: a worker whose row was removed as dead (a long pause) must still be able to claim.
 */
export const jobWorkerClaims = pgTable(
  'job_worker_claims',
  {
    queue: text('queue').notNull(),
    jobId: uuid('job_id').notNull(),
    workerId: text('worker_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'job_worker_claims_pkey', columns: [table.queue, table.jobId] }),
    index('job_worker_claims_worker_idx').on(table.workerId),
  ],
);

export type JobWorkerRow = typeof jobWorkers.$inferSelect;
export type JobWorkerClaimRow = typeof jobWorkerClaims.$inferSelect;
