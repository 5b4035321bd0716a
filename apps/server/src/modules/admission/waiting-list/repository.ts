import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.ts';
import { admissionSettings, inviteCodes, type InviteCodeRow } from '../../../db/schema/index.ts';

export async function findStoredCapacity(db: DbExecutor): Promise<number | null> {
  const [row] = await db.select({ capacity: admissionSettings.capacity }).from(admissionSettings);
  return row?.capacity ?? null;
}

export async function storeCapacity(db: DbExecutor, capacity: number): Promise<void> {
  await db
    .insert(admissionSettings)
    .values({ id: true, capacity })
    .onConflictDoUpdate({
      target: admissionSettings.id,
      set: { capacity, updatedAt: sql`now()` },
    });
}

/** Inserts the codes; a code that already exists is skipped and left out of the result. */
export async function insertInviteCodes(
  db: DbExecutor,
  codes: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .insert(inviteCodes)
    .values(codes.map((code) => ({ code })))
    .onConflictDoNothing()
    .returning({ code: inviteCodes.code });
  return rows.map((row) => row.code);
}

export async function listInviteCodes(db: DbExecutor): Promise<InviteCodeRow[]> {
  return db.select().from(inviteCodes).orderBy(asc(inviteCodes.createdAt), asc(inviteCodes.code));
}

/**
 * Marks the code used by this user if it is unused, in one statement: of two concurrent uses,
 * the second finds `used_at` set (PostgreSQL re-checks the row after the first commits) and
 * gets false.
 */
export async function consumeInviteCode(
  db: DbExecutor,
  code: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(inviteCodes)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(and(eq(inviteCodes.code, code), isNull(inviteCodes.usedAt)))
    .returning({ code: inviteCodes.code });
  return rows.length === 1;
}
