// SQL of "Generate another": the replacement requests and the designs of a card.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { designReplacements, designs, type DesignReplacementRow } from '../../db/schema/index.ts';

/** How long a failed "Generate another" stays on its card; after that it is old news. */
const FAILED_REPLACEMENT_SHOWN_MINUTES = 60;

/**
 * A queued or running replacement whose job has not written for this long is dead (its job
 * expires after 5 minutes and is retried once; a crashed worker or a failed enqueue never
 * writes again): it shows as failed, with Retry, and never blocks a new request for its card.
 */
const STALLED_REPLACEMENT_MINUTES = 15;
const stalledBefore = sql`now() - make_interval(mins => ${STALLED_REPLACEMENT_MINUTES})`;
const OPEN = ['queued', 'running'] as const;
const isOpen = (status: DesignReplacementRow['status']) =>
  (OPEN as readonly string[]).includes(status);

export async function findUserDesign(db: DbExecutor, userId: string, designId: string) {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.id, designId)));
  return row;
}

/** The templates of every design of this user that has filled this card. */
export async function slotTemplates(
  db: DbExecutor,
  userId: string,
  slotId: string,
): Promise<string[]> {
  const rows = await db
    .select({ template: designs.template })
    .from(designs)
    .where(
      and(eq(designs.userId, userId), sql`coalesce(${designs.slotId}, ${designs.id}) = ${slotId}`),
    );
  return rows.map((row) => row.template);
}

/** The card's replacement that is queued or running and alive, if any. */
async function findActiveReplacement(
  db: DbExecutor,
  slotId: string,
): Promise<DesignReplacementRow | undefined> {
  const [row] = await db
    .select()
    .from(designReplacements)
    .where(
      and(
        eq(designReplacements.slotId, slotId),
        inArray(designReplacements.status, [...OPEN]),
        gt(designReplacements.updatedAt, stalledBefore),
      ),
    )
    .orderBy(desc(designReplacements.createdAt))
    .limit(1);
  return row;
}

/**
 * Opens a replacement for the card, or finds the one already open. A unique index allows one
 * open replacement per card, so two tabs or a double click that arrive together get the same
 * one; a stalled one is closed first so it never blocks the card.
 */
export async function openReplacement(
  db: DbExecutor,
  values: { userId: string; designId: string; slotId: string },
): Promise<{ replacement: DesignReplacementRow; created: boolean }> {
  await db
    .update(designReplacements)
    .set({ status: 'failed', error: 'stalled', updatedAt: sql`now()` })
    .where(
      and(
        eq(designReplacements.slotId, values.slotId),
        inArray(designReplacements.status, [...OPEN]),
        sql`${designReplacements.updatedAt} <= ${stalledBefore}`,
      ),
    );
  // The open one we collided with may finish between the insert and the read: then try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .insert(designReplacements)
      .values(values)
      .onConflictDoNothing({
        target: designReplacements.slotId,
        // The index's own predicate, as literal SQL: Postgres matches it to the partial index
        // only when it can prove the implication, which bound parameters would prevent.
        where: sql`${designReplacements.status} in ('queued', 'running')`,
      })
      .returning();
    if (created) return { replacement: created, created: true };
    const open = await findActiveReplacement(db, values.slotId);
    if (open) return { replacement: open, created: false };
  }
  throw new Error(`no open replacement for card ${values.slotId} after three conflicts`);
}

export async function findReplacement(
  db: DbExecutor,
  id: string,
): Promise<DesignReplacementRow | undefined> {
  const [row] = await db.select().from(designReplacements).where(eq(designReplacements.id, id));
  return row;
}

export async function updateReplacement(
  db: DbExecutor,
  id: string,
  patch: Partial<
    Pick<DesignReplacementRow, 'status' | 'progress' | 'step' | 'newDesignId' | 'error'>
  >,
): Promise<void> {
  await db
    .update(designReplacements)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(designReplacements.id, id));
}

/**
 * Each card's latest replacement, when it is not finished: queued, running, or failed within
 * the last hour. Keyed by card (slot id).
 */
const recentReplacementsOfUser = preparedQuery('recent_replacements_of_user', (db) =>
  db
    .select()
    .from(designReplacements)
    .where(
      and(
        eq(designReplacements.userId, sql.placeholder('userId')),
        gt(
          designReplacements.createdAt,
          sql`now() - make_interval(mins => ${FAILED_REPLACEMENT_SHOWN_MINUTES})`,
        ),
      ),
    )
    .orderBy(designReplacements.createdAt),
);

export async function openReplacements(
  db: DbExecutor,
  userId: string,
): Promise<Map<string, DesignReplacementRow>> {
  const rows = await recentReplacementsOfUser(db, { userId });
  const stalledAt = Date.now() - STALLED_REPLACEMENT_MINUTES * 60_000;
  const latest = new Map<string, DesignReplacementRow>();
  for (const row of rows) {
    const stalled = isOpen(row.status) && row.updatedAt.getTime() < stalledAt;
    latest.set(row.slotId, stalled ? { ...row, status: 'failed', error: 'stalled' } : row);
  }
  for (const [slot, row] of latest) if (row.status === 'ready') latest.delete(slot);
  return latest;
}
