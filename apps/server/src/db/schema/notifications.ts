import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const NOTIFICATION_METHODS = ['email', 'phone'] as const;

/**
 * How a waiting user wants to hear that their spot is ready (v2 update-notification-preference).
 * Email goes to the account's address, so only a phone number is stored. Deleted with the account.
 */
export const notificationContacts = pgTable(
  'notification_contacts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: NOTIFICATION_METHODS }).notNull(),
    /** Country code, dash, number without leading zeros, e.g. +44-7700-900123; null for email. */
    phoneNumber: text('phone_number'),
    /** When the "your spot is ready" message went out. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'notification_contacts_method_check',
      sql`(${table.method} = 'email' and ${table.phoneNumber} is null) or (${table.method} = 'phone' and ${table.phoneNumber} is not null)`,
    ),
  ],
);

export type NotificationContactRow = typeof notificationContacts.$inferSelect;
