// Storefront visits, counted in memory and written in batches: a page view never waits on the
// database. A view is hashed at once with the day's salt (visitor.ts; the address and user agent
// are dropped there). Every few seconds, and when the server closes, the day's new visitor hashes
// go to store_visitor_days, where the primary key counts each visitor once per store and day
// across processes and restarts, and the counts are added to store_visits(store, UTC day) with
// one upsert; a failed write keeps them for the next (decision 052).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { stores, storeVisitorDays, storeVisits } from '../../db/schema/index.ts';
import { createVisitorSalts } from './visitor-salts.ts';
import { utcDay, visitorKeys, type VisitorKeys, type VisitorSource } from './visitor.ts';

export interface VisitCounter {
  /** One page view by a person (visitor.ts's `isCountableView` said so). */
  record(storeId: string, source: VisitorSource, at?: Date): void;
  /** Writes what was counted so far (tests call it; the timer and shutdown do otherwise). */
  flush(): Promise<void>;
  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs?: number): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export interface VisitLimits {
  /** New visitors one address may add in a UTC day, across stores and user agents. */
  visitorsPerAddressPerDay: number;
  /** Page views one visitor may add to a store in a UTC day (per process). */
  viewsPerVisitorPerDay: number;
  /** Visitors and addresses of the day remembered in memory; past it, only the database dedupes. */
  maxTracked: number;
}

export const DEFAULT_VISIT_LIMITS: VisitLimits = {
  visitorsPerAddressPerDay: 20,
  viewsPerVisitorPerDay: 200,
  maxTracked: 100_000,
};

interface Counts {
  storeId: string;
  day: string;
  visitors: number;
  pageViews: number;
}

type Candidate = VisitorKeys & { storeId: string; day: string };

const FOREIGN_KEY_VIOLATION = '23503';
const CHUNK = 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

function errorCode(error: unknown): string | undefined {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' ? code : undefined;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(items.slice(start, start + CHUNK));
  return out;
}

export function createVisitCounter(deps: {
  db: Db;
  logger: Pick<Logger, 'warn'>;
  limits?: Partial<VisitLimits>;
  now?: () => Date;
}): VisitCounter {
  const limits = { ...DEFAULT_VISIT_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());
  const salts = createVisitorSalts(deps.db);
  let pending = new Map<string, Counts>();
  let candidates = new Map<string, Candidate>();
  // This process's memory of the current day: views per store visitor, visitors per address.
  let trackedDay = '';
  let viewsOf = new Map<string, number>();
  let visitorsOf = new Map<string, number>();
  const hashing = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let prunedFor = '';
  let prunedAt = 0;

  function add(counts: Counts): void {
    const key = `${counts.storeId}|${counts.day}`;
    const current = pending.get(key);
    if (current) {
      current.visitors += counts.visitors;
      current.pageViews += counts.pageViews;
    } else {
      pending.set(key, { ...counts });
    }
  }

  function tally(storeId: string, day: string, keys: VisitorKeys): void {
    if (day !== trackedDay) {
      trackedDay = day;
      viewsOf = new Map();
      visitorsOf = new Map();
    }
    const key = `${storeId}|${keys.visitorHash}`;
    const views = viewsOf.get(key);
    if (views !== undefined && views >= limits.viewsPerVisitorPerDay) return;
    if (views === undefined) {
      // A visitor new to this process today. An address past its cap is a flood (one client
      // rotating user agents): its new "visitors" count as nothing at all.
      const fromAddress = visitorsOf.get(keys.addressHash) ?? 0;
      if (fromAddress >= limits.visitorsPerAddressPerDay) return;
      if (visitorsOf.size < limits.maxTracked) visitorsOf.set(keys.addressHash, fromAddress + 1);
      candidates.set(`${day}|${key}`, { storeId, day, ...keys });
    }
    if (views !== undefined || viewsOf.size < limits.maxTracked) viewsOf.set(key, (views ?? 0) + 1);
    add({ storeId, day, visitors: 0, pageViews: 1 });
  }

  /** Inserts new visitor hashes (within each address's daily cap): how many each store gained. */
  async function admit(fresh: Candidate[]): Promise<Counts[]> {
    const gained = new Map<string, Counts>();
    for (const batch of chunks(fresh)) {
      const storeIds = [...new Set(batch.map((candidate) => candidate.storeId))];
      const live = new Set(
        (
          await deps.db.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds))
        ).map((row) => row.id),
      );
      for (const day of new Set(batch.map((candidate) => candidate.day))) {
        const ofDay = batch.filter((c) => c.day === day && live.has(c.storeId));
        if (ofDay.length === 0) continue;
        const addresses = [...new Set(ofDay.map((candidate) => candidate.addressHash))];
        const counted = await deps.db
          .select({ addressHash: storeVisitorDays.addressHash, visitors: count() })
          .from(storeVisitorDays)
          .where(
            and(eq(storeVisitorDays.day, day), inArray(storeVisitorDays.addressHash, addresses)),
          )
          .groupBy(storeVisitorDays.addressHash);
        const room = new Map(
          addresses.map((address) => [address, limits.visitorsPerAddressPerDay]),
        );
        for (const row of counted) {
          room.set(row.addressHash, limits.visitorsPerAddressPerDay - row.visitors);
        }
        const admitted = ofDay.filter((candidate) => {
          const left = room.get(candidate.addressHash) ?? 0;
          room.set(candidate.addressHash, left - 1);
          return left > 0;
        });
        if (admitted.length === 0) continue;
        const inserted = await deps.db
          .insert(storeVisitorDays)
          .values(admitted)
          .onConflictDoNothing()
          .returning({ storeId: storeVisitorDays.storeId });
        for (const { storeId } of inserted) {
          const key = `${storeId}|${day}`;
          const current = gained.get(key) ?? { storeId, day, visitors: 0, pageViews: 0 };
          current.visitors += 1;
          gained.set(key, current);
        }
      }
    }
    return [...gained.values()];
  }

  const upsert = (rows: Counts[]) =>
    deps.db
      .insert(storeVisits)
      .values(rows)
      .onConflictDoUpdate({
        target: [storeVisits.storeId, storeVisits.day],
        set: {
          visitors: sql`${storeVisits.visitors} + excluded.visitors`,
          pageViews: sql`${storeVisits.pageViews} + excluded.page_views`,
        },
      });

  /** Forgets past days' salts and hashes: on the first flush of a day, and hourly. */
  async function prune(): Promise<void> {
    const at = now();
    const today = utcDay(at);
    if (prunedFor === today && at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    try {
      await salts.forgetBefore(today);
      prunedFor = today;
      prunedAt = at.getTime();
    } catch (error) {
      deps.logger.warn({ err: error }, 'past visitor salts not deleted yet');
    }
  }

  async function write(): Promise<void> {
    await Promise.all(hashing);
    if (candidates.size > 0) {
      const fresh = [...candidates.values()];
      candidates = new Map();
      try {
        for (const gained of await admit(fresh)) add(gained);
      } catch (error) {
        deps.logger.warn({ err: error }, 'storefront visitors not written yet');
        for (const candidate of fresh) {
          candidates.set(
            `${candidate.day}|${candidate.storeId}|${candidate.visitorHash}`,
            candidate,
          );
        }
      }
    }
    await prune();
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await upsert(rows);
      return;
    } catch {
      // One row may be at fault (a store deleted since): write them one by one.
    }
    for (const row of rows) {
      try {
        await upsert([row]);
      } catch (error) {
        if (errorCode(error) === FOREIGN_KEY_VIOLATION) continue;
        deps.logger.warn({ err: error, storeId: row.storeId }, 'store visits not written yet');
        add(row);
      }
    }
  }

  const counter: VisitCounter = {
    record(storeId, source, at = now()) {
      const day = utcDay(at);
      const salt = salts.cached(day);
      if (salt) {
        tally(storeId, day, visitorKeys(salt, source));
        return;
      }
      // The day's first view in this process waits for the salt (one query), off the request.
      const task = salts.saltFor(day).then(
        (loaded) => tally(storeId, day, visitorKeys(loaded, source)),
        (error: unknown) => deps.logger.warn({ err: error }, 'visitor salt not loaded'),
      );
      hashing.add(task);
      void task.finally(() => hashing.delete(task));
    },
    flush() {
      flushing = flushing.then(write, write);
      return flushing;
    },
    start(intervalMs = 5000) {
      if (timer) return;
      timer = setInterval(() => void counter.flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await counter.flush();
    },
  };
  return counter;
}
