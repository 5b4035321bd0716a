// Capacity, invite codes and the waiting list: the admission settings the admin command manages
// and the onboarding module reads under its admission lock.
import type { DbExecutor, DbTransaction } from '../../../db/client.ts';
import { findEmails } from '../admission-states.ts';
import { resolveCapacity, type Capacity } from './admission-rules.ts';
import { generateInviteCode, normalizeInviteCode } from './invite-codes.ts';
import {
  consumeInviteCode,
  findStoredCapacity,
  insertInviteCodes,
  listInviteCodes,
  storeCapacity,
} from './repository.ts';

export const INVALID_INVITE_MESSAGE = 'This invite code is invalid or has already been used.';

/** At most this many codes per `invites create`. */
export const MAX_INVITES_PER_BATCH = 1000;

export interface InviteCode {
  code: string;
  createdAt: Date;
  usedAt: Date | null;
  /** Account email of the user it admitted; null when unused or that account is deleted. */
  usedByEmail: string | null;
}

export async function getCapacity(db: DbExecutor, configured: number): Promise<Capacity> {
  return resolveCapacity(await findStoredCapacity(db), configured);
}

export async function setCapacity(db: DbExecutor, capacity: number): Promise<void> {
  if (!Number.isInteger(capacity) || capacity < 0) {
    throw new RangeError('capacity must be a whole number, 0 or more');
  }
  await storeCapacity(db, capacity);
}

/** `count` new codes, canonical form. */
export async function createInviteCodes(db: DbExecutor, count: number): Promise<string[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_INVITES_PER_BATCH) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_INVITES_PER_BATCH}`);
  }
  const created: string[] = [];
  // A collision among 2^50 codes is all but impossible; one just gets drawn again.
  while (created.length < count) {
    const batch = Array.from({ length: count - created.length }, () => generateInviteCode());
    created.push(...(await insertInviteCodes(db, batch)));
  }
  return created;
}

export async function listInvites(db: DbExecutor): Promise<InviteCode[]> {
  const rows = await listInviteCodes(db);
  const emails = await findEmails(
    db,
    rows.flatMap((row) => (row.usedBy ? [row.usedBy] : [])),
  );
  return rows.map((row) => ({
    code: row.code,
    createdAt: row.createdAt,
    usedAt: row.usedAt,
    usedByEmail: row.usedBy ? (emails.get(row.usedBy) ?? null) : null,
  }));
}

/**
 * Uses the invite for this user, inside the admission transaction: the canonical code when it was
 * valid and unused (now used), else null.
 */
export async function useInvite(
  tx: DbTransaction,
  typed: string,
  userId: string,
): Promise<string | null> {
  const code = normalizeInviteCode(typed);
  if (code === null) return null;
  return (await consumeInviteCode(tx, code, userId)) ? code : null;
}
