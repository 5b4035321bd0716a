// SQL of the stores module: the stores row of each user, its build's progress and its products.
import { and, desc, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { StoreBuildStepId } from '@encore/contracts';
import type { DbExecutor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  storeProducts,
  stores,
  type NewStoreRow,
  type StoreProductRow,
  type StoreRow,
} from '../../db/schema/index.ts';

/** One build of one store: a relaunch starts a new build of the same store. */
export type BuildRef = Pick<StoreRow, 'id' | 'buildStartedAt'>;

/**
 * The row while it is still on `build`. Within a millisecond, not equal: PostgreSQL keeps
 * microseconds and the Date read back has milliseconds. Two builds never start that close.
 */
const onBuild = (build: BuildRef) =>
  and(
    eq(stores.id, build.id),
    sql`abs(extract(epoch from ${stores.buildStartedAt} - ${build.buildStartedAt.toISOString()}::timestamptz)) < 0.001`,
  );

const storeOfUser = preparedQuery('store_of_user', (db) =>
  db
    .select()
    .from(stores)
    .where(eq(stores.userId, sql.placeholder('userId'))),
);

export async function findStoreOfUser(
  db: DbExecutor,
  userId: string,
): Promise<StoreRow | undefined> {
  const [row] = await storeOfUser(db, { userId });
  return row;
}

export async function findStore(db: DbExecutor, storeId: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row;
}

/** Handles that are `base` or `base-<anything>`: what a new store's handle must avoid. */
export async function handlesLike(db: DbExecutor, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .select({ handle: stores.handle })
    .from(stores)
    .where(or(eq(stores.handle, base), like(stores.handle, `${escaped}-%`)));
  return new Set(rows.map((row) => row.handle));
}

/**
 * Inserts the store unless the user has one or the handle is taken (the unique constraints
 * decide, so two requests at once cannot both win); undefined when it was not inserted.
 */
export async function insertStore(
  db: DbExecutor,
  store: NewStoreRow,
): Promise<StoreRow | undefined> {
  const [row] = await db.insert(stores).values(store).onConflictDoNothing().returning();
  return row;
}

/** Starts a failed build again with a new selection; undefined unless the build had failed. */
export async function restartFailedBuild(
  db: DbExecutor,
  storeId: string,
  build: { selectedDesignIds: string[]; estimateSeconds: number },
): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({
      status: 'processing',
      selectedDesignIds: build.selectedDesignIds,
      completedSteps: [],
      buildStartedAt: sql`now()`,
      buildEstimateSeconds: build.estimateSeconds,
      buildError: null,
      readyAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(stores.id, storeId), eq(stores.status, 'failed')))
    .returning();
  return row;
}

/** Sets the build's estimate unless it has one. */
export async function saveBuildEstimate(
  db: DbExecutor,
  storeId: string,
  seconds: number,
): Promise<void> {
  await db
    .update(stores)
    .set({ buildEstimateSeconds: sql`coalesce(${stores.buildEstimateSeconds}, ${seconds})` })
    .where(eq(stores.id, storeId));
}

/**
 * Records a finished step (once, in the order steps finish) and clears any earlier error. Only
 * on `build`: an attempt of a build that was given up and relaunched must not tick the new one.
 */
export async function completeStep(
  db: DbExecutor,
  build: BuildRef,
  step: StoreBuildStepId,
): Promise<void> {
  const item = JSON.stringify([step]);
  await db
    .update(stores)
    .set({
      completedSteps: sql`case when ${stores.completedSteps} @> ${item}::jsonb then ${stores.completedSteps} else ${stores.completedSteps} || ${item}::jsonb end`,
      buildError: null,
      updatedAt: sql`now()`,
    })
    .where(onBuild(build));
}

/** The last attempt of `build` failed; `final` when no retry is left, which fails the build. */
export async function recordBuildError(
  db: DbExecutor,
  build: BuildRef,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(stores)
    .set({
      buildError: error.slice(0, 500),
      ...(final
        ? {
            status: sql`case when ${stores.status} = 'processing' then 'failed' else ${stores.status} end`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(onBuild(build));
}

/**
 * Fails `build` if it is still the store's build and still processing: its job ended or is lost
 * without the handler saying so. Undefined when the store moved on (ready, failed, relaunched).
 */
export async function failStalledBuild(
  db: DbExecutor,
  build: BuildRef,
  error: string,
): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ status: 'failed', buildError: error, updatedAt: sql`now()` })
    .where(and(onBuild(build), eq(stores.status, 'processing')))
    .returning();
  return row;
}

/**
 * The build's last step in one write: the settings a new store starts with, 'settings' ticked
 * and processing → ready (on `build` only; a ready store keeps its first readyAt).
 */
export async function finishBuild(
  db: DbExecutor,
  build: BuildRef,
  settings: Pick<StoreRow, 'isEnabled' | 'isPrivate'>,
): Promise<void> {
  const item = JSON.stringify(['settings' satisfies StoreBuildStepId]);
  await db
    .update(stores)
    .set({
      ...settings,
      completedSteps: sql`case when ${stores.completedSteps} @> ${item}::jsonb then ${stores.completedSteps} else ${stores.completedSteps} || ${item}::jsonb end`,
      status: 'ready',
      readyAt: sql`coalesce(${stores.readyAt}, now())`,
      buildError: null,
      updatedAt: sql`now()`,
    })
    .where(and(onBuild(build), eq(stores.status, 'processing')));
}

/** How long the latest successful builds took, in seconds, newest first. */
export async function recentBuildSeconds(db: DbExecutor, limit = 20): Promise<number[]> {
  const rows = await db
    .select({
      seconds: sql<number>`extract(epoch from ${stores.readyAt} - ${stores.buildStartedAt})::float8`,
    })
    .from(stores)
    .where(and(eq(stores.status, 'ready'), isNotNull(stores.readyAt)))
    .orderBy(desc(stores.readyAt))
    .limit(limit);
  return rows.map((row) => Number(row.seconds)).filter((seconds) => seconds >= 0);
}

const productsOfStore = preparedQuery('products_of_store', (db) =>
  db
    .select()
    .from(storeProducts)
    .where(eq(storeProducts.storeId, sql.placeholder('storeId')))
    .orderBy(storeProducts.position),
);

export async function listStoreProducts(
  db: DbExecutor,
  storeId: string,
): Promise<StoreProductRow[]> {
  return productsOfStore(db, { storeId });
}

/** Visibility and password as the artist set them (what settings screens show). */
export type StoreSettingsPatch = Partial<
  Pick<StoreRow, 'isEnabled' | 'isPrivate' | 'password' | 'accessKey'>
>;

/** Changes only the settings given, so two switches flipped at once both stick. */
export async function saveSettings(
  db: DbExecutor,
  storeId: string,
  patch: StoreSettingsPatch,
): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(stores.id, storeId))
    .returning();
  return row;
}

/** Takes the user's store offline (their account is being deleted); its id, if they had one. */
export async function disableStoreOfUser(
  db: DbExecutor,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(stores)
    .set({ isEnabled: false, updatedAt: sql`now()` })
    .where(eq(stores.userId, userId))
    .returning({ id: stores.id });
  return row?.id;
}
