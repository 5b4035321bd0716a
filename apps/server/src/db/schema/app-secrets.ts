import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server generates once and must keep across restarts and share between processes: the
 * access-token signing key, the embedded OpenID provider's JWKS, cookie keys and client secret.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
