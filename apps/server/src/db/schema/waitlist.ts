import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Invite codes (`npm run admin -- invites create`): one use each, admitting at once whatever the
 * capacity. `code` is stored canonical (10 upper-case Crockford base32 characters, no dash).
 */
export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Admission settings set by the admin command; a single row (id is always true). A stored
 * capacity wins over the CAPACITY environment variable.
 */
export const admissionSettings = pgTable(
  'admission_settings',
  {
    id: boolean('id').primaryKey().default(true),
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('admission_settings_single_row', sql`${table.id}`),
    check('admission_settings_capacity_check', sql`${table.capacity} >= 0`),
  ],
);

export type InviteCodeRow = typeof inviteCodes.$inferSelect;
