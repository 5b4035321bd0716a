import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.ts';
import { notificationContacts, type NotificationContactRow } from '../../../db/schema/index.ts';

export async function upsertContact(
  db: DbExecutor,
  contact: { userId: string; method: 'email' | 'phone'; phoneNumber: string | null },
): Promise<void> {
  await db
    .insert(notificationContacts)
    .values(contact)
    .onConflictDoUpdate({
      target: notificationContacts.userId,
      set: { method: contact.method, phoneNumber: contact.phoneNumber, updatedAt: sql`now()` },
    });
}

export async function findContacts(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<Map<string, NotificationContactRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notificationContacts)
    .where(inArray(notificationContacts.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Records the notice; a user who never chose a method gets an email row (the default). */
export async function markNotified(db: DbExecutor, userId: string): Promise<void> {
  await db
    .insert(notificationContacts)
    .values({ userId, method: 'email', phoneNumber: null, notifiedAt: sql`now()` })
    .onConflictDoUpdate({
      target: notificationContacts.userId,
      set: { notifiedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function deleteContact(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(notificationContacts).where(eq(notificationContacts.userId, userId));
}
