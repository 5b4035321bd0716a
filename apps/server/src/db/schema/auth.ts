import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Encore's own sessions: every secret handed to a browser is stored only as a SHA-256
// hash, so a copy of the database signs nobody in.

/** A signed-in browser. Access tokens name it (`sid`) and stop working once it is revoked. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout', 'refresh_token_reuse', 'account_deleted'. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/**
 * The rotating refresh tokens of a session (its "family"). A token is used once; presenting a used
 * one again means it was copied, and revokes the session.
 */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_refresh_tokens_session_id_idx').on(table.sessionId)],
);

/**
 * A sign-in in flight: the PKCE verifier and nonce stay on the server, keyed by the hash of the
 * `state` that is also in the browser's cookie. Single use, 10 minutes.
 */
export const authRequests = pgTable(
  'auth_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Which SPA generation started it: 'v2' or 'legacy'. */
    generation: text('generation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_requests_expires_at_idx').on(table.expiresAt)],
);

/** The one-time code the callback hands to the SPA, exchanged at POST /auth/token. 60 s. */
export const authHandoffs = pgTable(
  'auth_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_handoffs_expires_at_idx').on(table.expiresAt)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
export type AuthRefreshTokenRow = typeof authRefreshTokens.$inferSelect;
