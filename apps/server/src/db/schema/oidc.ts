import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Storage of the embedded OpenID provider (oidc-provider), used when Google is not configured.

/**
 * oidc-provider's adapter storage: sessions, interactions, grants, codes and tokens, one row per
 * model and id, with the secondary keys it looks things up by.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The accounts of the local sign-in page — the embedded provider's stand-in for Google accounts,
 * not Encore users. `subject` is the `sub` it issues, stable per email address.
 */
export const oidcAccounts = pgTable('oidc_accounts', {
  subject: text('subject').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OidcPayloadRow = typeof oidcPayloads.$inferSelect;
export type OidcAccountRow = typeof oidcAccounts.$inferSelect;
