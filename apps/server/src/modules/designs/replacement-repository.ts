// SQL of "Generate another": the replacement requests and the designs of a card.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
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
const isOpen = (status: DesignReplacementRow['status']) =>
  status === 'queued' || status === 'running';

export async function findUserDesign(db: DbExecutor, userId: string, designId: string) {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.id, designId)));
  return row;
}

/** The templates of every design that has filled this card. */
export async function slotTemplates(db: DbExecutor, slotId: string): Promise<string[]> {
  const rows = await db
    .select({ template: designs.template })
    .from(designs)
    .where(sql`coalesce(${designs.slotId}, ${designs.id}) = ${slotId}`);
  return rows.map((row) => row.template);
}

/** The card's replacement that is queued or running, if any. */
export async function findActiveReplacement(
  db: DbExecutor,
  slotId: string,
): Promise<DesignReplacementRow | undefined> {
  const [row] = await db
    .select()
    .from(designReplacements)
    .where(
      and(
        eq(designReplacements.slotId, slotId),
        inArray(designReplacements.status, ['queued', 'running']),
        gt(designReplacements.updatedAt, stalledBefore),
      ),
    )
    .orderBy(desc(designReplacements.createdAt))
    .limit(1);
  return row;
}

export async function createReplacement(
  db: DbExecutor,
  values: { userId: string; designId: string; slotId: string },
): Promise<DesignReplacementRow> {
  const [row] = await db.insert(designReplacements).values(values).returning();
  if (!row) throw new Error('design replacement insert returned no row');
  return row;
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
export async function openReplacements(
  db: DbExecutor,
  userId: string,
): Promise<Map<string, DesignReplacementRow>> {
  const rows = await db
    .select()
    .from(designReplacements)
    .where(
      and(
        eq(designReplacements.userId, userId),
        gt(
          designReplacements.createdAt,
          sql`now() - make_interval(mins => ${FAILED_REPLACEMENT_SHOWN_MINUTES})`,
        ),
      ),
    )
    .orderBy(designReplacements.createdAt);
  const stalledAt = Date.now() - STALLED_REPLACEMENT_MINUTES * 60_000;
  const latest = new Map<string, DesignReplacementRow>();
  for (const row of rows) {
    const stalled = isOpen(row.status) && row.updatedAt.getTime() < stalledAt;
    latest.set(row.slotId, stalled ? { ...row, status: 'failed', error: 'stalled' } : row);
  }
  for (const [slot, row] of latest) if (row.status === 'ready') latest.delete(slot);
  return latest;
}
