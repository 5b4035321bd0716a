// Storefront visits, counted in memory and written in batches: a page view
// never waits on the database. Every few seconds, and when the server closes, the counts are
// added to store_visits(store, UTC day) with one upsert; a failed write keeps them for the next.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { storeVisits } from '../../db/schema/index.ts';

export interface VisitCounter {
  /** One page view; `newVisitor` when this browser had not been counted in the last 7 days. */
  record(storeId: string, newVisitor: boolean, at?: Date): void;
  /** Writes what was counted so far (tests call it; the timer and shutdown do otherwise). */
  flush(): Promise<void>;
  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs?: number): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

interface Counts {
  storeId: string;
  day: string;
  visitors: number;
  pageViews: number;
}

const FOREIGN_KEY_VIOLATION = '23503';

function errorCode(error: unknown): string | undefined {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' ? code : undefined;
}

export function createVisitCounter(deps: { db: Db; logger: Pick<Logger, 'warn'> }): VisitCounter {
  let pending = new Map<string, Counts>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

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

  async function write(): Promise<void> {
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
    record(storeId, newVisitor, at = new Date()) {
      add({
        storeId,
        day: at.toISOString().slice(0, 10),
        visitors: newVisitor ? 1 : 0,
        pageViews: 1,
      });
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
