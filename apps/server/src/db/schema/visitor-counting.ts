import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/**
 * Who has been counted as a storefront visitor today (decision 052): one row per store, UTC day
 * and visitor, where the visitor is a keyed hash of address and user agent under that day's salt
 * (visitor_salts). Nothing personal is stored, and rows of past days are deleted with their salt,
 * so yesterday's hashes cannot be recomputed or linked to today's. The daily figures stay in
 * store_visits.
 */
export const storeVisitorDays = pgTable(
  'store_visitor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256(day's salt, address + user agent), base64url, first 128 bits. */
    visitorHash: text('visitor_hash').notNull(),
    /** HMAC-SHA256(day's salt, address): caps how many visitors one address may add in a day. */
    addressHash: text('address_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.storeId, table.visitorHash] }),
    index('store_visitor_days_address_idx').on(table.day, table.addressHash),
  ],
);

/** One random salt per UTC day, shared by every process; deleted once its day is over. */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
