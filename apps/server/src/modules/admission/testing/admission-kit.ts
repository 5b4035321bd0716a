// Helpers for the admission integration tests: sign people in, submit onboarding over HTTP, set
// the capacity relative to who is already in, and count the design jobs queued for a user.
import { submitOnboardingResponseSchema, type TokenResponse } from '@encore/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { JOB_SCHEMA } from '../../../jobs/queue.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { demoArtists } from '@encore/demo-catalog';
import { generateDesignsJob } from '../../designs/index.ts';
import { countAdmittedUsers, listWaitingUsers } from '../admission-states.ts';
import { setCapacity } from '../waiting-list/service.ts';

/** Spotify ids of the embedded catalog, for tests that need real artists. */
export const artistIds = demoArtists.map((artist) => artist.id);

export function admissionKit(server: TestApp) {
  const { db, pool } = server.database;
  let people = 0;

  return {
    async signIn(name: string): Promise<TokenResponse> {
      people += 1;
      const email = `${name.toLowerCase().replaceAll(' ', '-')}-${people}@example.com`;
      return await server.signIn({ email, name });
    },

    submitRaw(tokens: TokenResponse, spotifyId: string, inviteToken = '') {
      return server.call(
        'submit-onboarding',
        { userId: tokens.user.id, spotifyId, inviteToken },
        tokens.access_token,
      );
    },

    /** submit-onboarding, expecting a 200 within the contract. */
    async submit(tokens: TokenResponse, spotifyId: string, inviteToken = '') {
      const response = await this.submitRaw(tokens, spotifyId, inviteToken);
      if (response.status !== 200) {
        throw new Error(`submit-onboarding: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return submitOnboardingResponseSchema.parse(response.body);
    },

    async authUser(tokens: TokenResponse) {
      return (await server.call('auth-user', {}, tokens.access_token)).body;
    },

    async userRow(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    /** Capacity for the admitted users and `free` more (the waiting list has first claim). */
    async setFreeSpots(free: number): Promise<void> {
      await setCapacity(db, (await countAdmittedUsers(db)) + free);
    },

    /** Room for everyone waiting and `spare` newcomers. */
    async openCapacity(spare = 100): Promise<void> {
      const waiting = (await listWaitingUsers(db)).length;
      await setCapacity(db, (await countAdmittedUsers(db)) + waiting + spare);
    },

    async designJobsOf(userId: string): Promise<number> {
      const { rows } = await pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${JOB_SCHEMA}.job WHERE name = $1 AND data->>'userId' = $2`,
        [generateDesignsJob.queue, userId],
      );
      return rows[0]?.count ?? 0;
    },
  };
}

export type AdmissionKit = ReturnType<typeof admissionKit>;
