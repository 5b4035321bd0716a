// SQL of the designs module: generation runs (progress) and the designs they make.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  designGenerations,
  designs,
  type DesignGenerationRow,
  type DesignMockupJson,
  type DesignRow,
  type GenerationPlanJson,
  type NewDesignRow,
} from '../../db/schema/index.ts';
import type { Progress } from './progress.ts';

/**
 * The run of this user and artist, created on the first attempt; each later attempt counts
 * itself. A finished run keeps its status; anything else is `running` again.
 */
export async function startGeneration(
  db: DbExecutor,
  userId: string,
  spotifyId: string,
): Promise<DesignGenerationRow> {
  const [row] = await db
    .insert(designGenerations)
    .values({ userId, spotifyId, status: 'running', attempts: 1 })
    .onConflictDoUpdate({
      target: [designGenerations.userId, designGenerations.spotifyId],
      set: {
        attempts: sql`${designGenerations.attempts} + 1`,
        status: sql`case when ${designGenerations.status} in ('ready', 'complete') then ${designGenerations.status} else 'running' end`,
        error: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('design generation upsert returned no row');
  return row;
}

/** Stores the plan unless one is there already; returns the one that is (first writer wins). */
export async function savePlan(
  db: DbExecutor,
  generationId: string,
  plan: GenerationPlanJson,
): Promise<GenerationPlanJson> {
  const [row] = await db
    .update(designGenerations)
    .set({ plan: sql`coalesce(${designGenerations.plan}, ${JSON.stringify(plan)}::jsonb)` })
    .where(eq(designGenerations.id, generationId))
    .returning({ plan: designGenerations.plan });
  return row?.plan ?? plan;
}

export async function saveProgress(
  db: DbExecutor,
  generationId: string,
  progress: Progress,
  status?: DesignGenerationRow['status'],
): Promise<void> {
  await db
    .update(designGenerations)
    .set({
      ...progress,
      ...(status === undefined ? {} : { status }),
      ...(status === 'ready'
        ? { readyAt: sql`coalesce(${designGenerations.readyAt}, now())` }
        : {}),
      ...(status === 'complete'
        ? {
            readyAt: sql`coalesce(${designGenerations.readyAt}, now())`,
            completedAt: sql`now()`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(designGenerations.id, generationId));
}

/** The last attempt failed with `error`; `final` when no retry is left. */
export async function recordFailure(
  db: DbExecutor,
  generationId: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(designGenerations)
    .set({
      error: error.slice(0, 1000),
      // A run whose first designs are out stays usable: the user is in the app already.
      ...(final
        ? {
            status: sql`case when ${designGenerations.readyAt} is null then 'failed' else ${designGenerations.status} end`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(designGenerations.id, generationId));
}

export async function findGeneration(
  db: DbExecutor,
  userId: string,
  spotifyId: string,
): Promise<DesignGenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(designGenerations)
    .where(and(eq(designGenerations.userId, userId), eq(designGenerations.spotifyId, spotifyId)));
  return row;
}

/** The artist of the user's latest design of this track, if they have one. */
export async function findTrackArtist(
  db: DbExecutor,
  userId: string,
  trackName: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ spotifyId: designs.spotifyId })
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.trackName, trackName)))
    .orderBy(desc(designs.createdAt))
    .limit(1);
  return row?.spotifyId;
}

/** The user's latest generation run. */
export async function findLatestGeneration(
  db: DbExecutor,
  userId: string,
): Promise<DesignGenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(designGenerations)
    .where(eq(designGenerations.userId, userId))
    .orderBy(desc(designGenerations.createdAt))
    .limit(1);
  return row;
}

/** Inserts the design unless its (user, artist, seed, index) exists; returns the stored row. */
export async function insertDesign(db: DbExecutor, design: NewDesignRow): Promise<DesignRow> {
  const [inserted] = await db.insert(designs).values(design).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(designs)
    .where(
      and(
        eq(designs.userId, design.userId),
        eq(designs.spotifyId, design.spotifyId),
        eq(designs.seed, design.seed),
        eq(designs.designIndex, design.designIndex),
      ),
    );
  if (!existing) throw new Error('design insert conflicted but no row was found');
  return existing;
}

/** The designs of one engine call, by index. */
export async function findBatchDesigns(
  db: DbExecutor,
  key: { userId: string; spotifyId: string; seed: string },
): Promise<Map<number, DesignRow>> {
  const rows = await db
    .select()
    .from(designs)
    .where(
      and(
        eq(designs.userId, key.userId),
        eq(designs.spotifyId, key.spotifyId),
        eq(designs.seed, key.seed),
      ),
    );
  return new Map(rows.map((row) => [row.designIndex, row]));
}

export async function saveMockups(
  db: DbExecutor,
  designId: string,
  mockups: DesignMockupJson[],
): Promise<void> {
  await db
    .update(designs)
    .set({ mockups, status: 'ready', updatedAt: sql`now()` })
    .where(eq(designs.id, designId));
}

export async function savePrintFile(
  db: DbExecutor,
  designId: string,
  print: { key: string; width: number; height: number },
): Promise<void> {
  await db
    .update(designs)
    .set({
      printKey: print.key,
      printWidth: print.width,
      printHeight: print.height,
      updatedAt: sql`now()`,
    })
    .where(and(eq(designs.id, designId), isNull(designs.printKey)));
}

/** The user's designs in the order they were made. */
const designsOfUser = preparedQuery('designs_of_user', (db) =>
  db
    .select()
    .from(designs)
    .where(eq(designs.userId, sql.placeholder('userId')))
    .orderBy(asc(designs.createdAt), asc(designs.seed), asc(designs.designIndex)),
);

export async function listDesigns(db: DbExecutor, userId: string): Promise<DesignRow[]> {
  return designsOfUser(db, { userId });
}

/** Ready designs as the user sees them: one per card (a replaced design is not counted again). */
export async function countReadyDesigns(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({
      value: sql<number>`count(distinct coalesce(${designs.slotId}, ${designs.id}))`.mapWith(
        Number,
      ),
    })
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.status, 'ready')));
  return row?.value ?? 0;
}
