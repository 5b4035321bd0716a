// The admission transaction: capacity check and admit (or join the waiting list) under one lock,
// so concurrent sign-ups never admit more users than there are spots, and an invite code is used
// once. Inside `db.transaction` only `tx` is used: on PGlite the transaction holds the only
// session, and a query through `db` would wait for it forever.
import { sql } from 'drizzle-orm';
import type { ValidatedProfile } from '@encore/contracts';
import type { Db, DbTransaction } from '../../db/client.ts';
import type { UserArtistRow } from '../../db/schema/index.ts';
import {
  countAdmittedUsers,
  countWaitingAhead,
  joinWaitingList,
  listWaitingUsers,
  lockLiveUser,
  markAdmitted,
  type WaitingUser,
} from './admission-states.ts';
import { UserNotFoundError } from '../accounts/index.ts';
import { decideAdmission, type InviteCheck } from './waiting-list/admission-rules.ts';
import { getCapacity, useInvite } from './waiting-list/service.ts';
import {
  findArtistLink,
  findArtistLinks,
  insertArtistLink,
  markLinkAdmitted,
} from './repository.ts';

// Any constant works; every process admitting users on this database must use the same one.
const ADMISSION_LOCK_KEY = 720_111_002;

export type AdmissionOutcome =
  | { kind: 'admitted'; state: 'onboarded' | 'app'; newly: boolean }
  | { kind: 'waiting'; joinedAt: Date }
  | { kind: 'different-artist'; state: 'new' | 'onboarded' | 'app' }
  | { kind: 'invalid-invite'; state: 'new' };

async function lockAdmissions(tx: DbTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK_KEY})`);
}

/**
 * Links the artist to the user (once) and decides: already in, admitted by invite or by free
 * capacity, or waiting. An invalid invite or a different artist changes nothing.
 */
export function admitOrQueue(
  db: Db,
  request: {
    userId: string;
    profile: ValidatedProfile;
    inviteToken: string;
    configuredCapacity: number;
  },
): Promise<AdmissionOutcome> {
  const { userId, profile } = request;
  return db.transaction(async (tx) => {
    await lockAdmissions(tx);
    const user = await lockLiveUser(tx, userId);
    if (!user) throw new UserNotFoundError(`user ${userId} not found`);
    const link = await findArtistLink(tx, userId);
    if (link && link.spotifyId !== profile.spotifyId) {
      return { kind: 'different-artist', state: user.state };
    }

    let invite: InviteCheck = 'none';
    let inviteCode: string | null = null;
    if (user.state === 'new' && request.inviteToken.trim() !== '') {
      inviteCode = await useInvite(tx, request.inviteToken, userId);
      invite = inviteCode === null ? 'invalid' : 'valid';
    }
    const needsSpot = user.state === 'new' && invite === 'none';
    const decision = decideAdmission({
      state: user.state,
      invite,
      admitted: needsSpot ? await countAdmittedUsers(tx) : 0,
      waitingAhead: needsSpot ? await countWaitingAhead(tx, userId) : 0,
      capacity: needsSpot ? (await getCapacity(tx, request.configuredCapacity)).value : 0,
    });
    if (decision.kind === 'invalid-invite') return { kind: 'invalid-invite', state: 'new' };

    if (!link) await insertArtistLink(tx, { userId, profile });
    switch (decision.kind) {
      case 'already-admitted':
        return {
          kind: 'admitted',
          state: user.state === 'app' ? 'app' : 'onboarded',
          newly: false,
        };
      case 'admit':
        await markAdmitted(tx, userId);
        await markLinkAdmitted(tx, userId, decision.via, inviteCode);
        return { kind: 'admitted', state: 'onboarded', newly: true };
      case 'wait':
        return { kind: 'waiting', joinedAt: await joinWaitingList(tx, userId) };
    }
  });
}

export interface AdmittedFromList {
  user: WaitingUser;
  /** null when the user has no artist linked (their designs cannot be queued). */
  artist: UserArtistRow | null;
}

/** Admits the first `count` users of the waiting list, in join order, whatever the capacity. */
export function admitFromWaitingList(db: Db, count: number): Promise<AdmittedFromList[]> {
  return db.transaction(async (tx) => {
    await lockAdmissions(tx);
    const waiting = await listWaitingUsers(tx, count);
    const links = await findArtistLinks(
      tx,
      waiting.map((user) => user.id),
    );
    const admitted: AdmittedFromList[] = [];
    for (const user of waiting) {
      if (!(await markAdmitted(tx, user.id))) continue;
      await markLinkAdmitted(tx, user.id, 'admin', null);
      admitted.push({ user, artist: links.get(user.id) ?? null });
    }
    return admitted;
  });
}
