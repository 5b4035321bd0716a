import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ValidatedProfile } from '@encore/contracts';
import { users } from './users.ts';

export const ADMISSION_ROUTES = ['capacity', 'invite', 'admin'] as const;
export type AdmissionRoute = (typeof ADMISSION_ROUTES)[number];

/**
 * The artist a user onboarded with (v2 submit-onboarding or legacy createUser), fixed once set,
 * and how they were let in. The designs job reads the artist id from here; the tracks come from
 * the music catalog. `profile` is the validated profile as the user confirmed it.
 */
export const userArtists = pgTable(
  'user_artists',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotifyId: text('spotify_id').notNull(),
    profile: jsonb('profile').$type<ValidatedProfile>().notNull(),
    /** null while the user waits; set when they are admitted. */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    admittedVia: text('admitted_via', { enum: ADMISSION_ROUTES }),
    /** The invite code that admitted the user, if one did. */
    inviteCode: text('invite_code'),
    /** Set once the design generation job is queued, so it is never queued twice. */
    designsRequestedAt: timestamp('designs_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_artists_spotify_id_idx').on(table.spotifyId),
    check(
      'user_artists_admitted_via_check',
      sql`${table.admittedVia} is null or ${table.admittedVia} in ('capacity', 'invite', 'admin')`,
    ),
  ],
);

export type UserArtistRow = typeof userArtists.$inferSelect;
