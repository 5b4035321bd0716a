import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const USER_STATES = ['new', 'onboarded', 'app'] as const;

/**
 * One row per Encore account. Deleting an account scrubs the personal fields and sets
 * `deleted_at`; the row stays so that designs and stores (later issues) keep a valid owner id.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null once the account is deleted. */
    email: text('email'),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    state: text('state', { enum: USER_STATES }).notNull().default('new'),
    waitingListJoinedAt: timestamp('waiting_list_joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [check('users_state_check', sql`${table.state} in ('new', 'onboarded', 'app')`)],
);

/**
 * Which identity-provider account signs in as which user: `provider` is 'google' or 'local'
 * (the embedded provider), `subject` the provider's stable `sub`. Removed on account deletion, so
 * the same Google account signs up as a new user afterwards.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/** What the first-generation onboarding sent with createUser (spec §3 legacy records). */
export const legacyOnboarding = pgTable('legacy_onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  spotifyProfile: jsonb('spotify_profile'),
  socialPlatforms: jsonb('social_platforms'),
  userRole: jsonb('user_role'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type LegacyOnboardingRow = typeof legacyOnboarding.$inferSelect;
