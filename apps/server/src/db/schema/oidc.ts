import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * One-time sign-in codes the embedded provider emails when it must prove an address is theirs
 * (EMBEDDED_SIGN_IN=email). Only an HMAC of the code is kept. A code belongs to one sign-in page
 * (the interaction), expires, is used once and allows a few tries. Rows stay an hour after their
 * use, because the rate limits per address and per client IP count them.
 */
export const oidcSignInCodes = pgTable(
  'oidc_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interactionUid: text('interaction_uid').notNull(),
    email: text('email').notNull(),
    /** The name typed with the email, given to the account once the code is entered. */
    name: text('name'),
    codeHash: text('code_hash').notNull(),
    /** A hash of the client IP: enough to count requests, not to tell who sent them. */
    ipHash: text('ip_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('oidc_sign_in_codes_interaction_idx').on(table.interactionUid),
    index('oidc_sign_in_codes_email_idx').on(table.email, table.createdAt),
    index('oidc_sign_in_codes_ip_idx').on(table.ipHash, table.createdAt),
  ],
);

export type OidcPayloadRow = typeof oidcPayloads.$inferSelect;
export type OidcAccountRow = typeof oidcAccounts.$inferSelect;
export type OidcSignInCodeRow = typeof oidcSignInCodes.$inferSelect;
