import type { PageView } from '@encore/contracts';
import type { Database } from '../../db/client.ts';
import { countPageViews, deletePageViewsBefore, insertPageViews } from './repository.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface RecordOptions {
  /**
   * The user of the request's bearer token, or null without a valid one. The body's `userId` is
   * never read: anyone can write any id there (decision 052).
   */
  userId?: string | null;
  receivedAt?: Date;
}

/**
 * Stores a batch of page views reported by the web app's tracker (spec §2.1), in one insert. An
 * event is the token user's only when its sender also says it was a signed-in view (the web app
 * sends views queued before a sign-out or another user's sign-in as anonymous); otherwise it is
 * anonymous. `occurredAt` is the client's time but never later than arrival, so a forged future
 * date cannot escape the retention.
 */
export async function recordPageViews(
  database: Pick<Database, 'db'>,
  events: readonly PageView[],
  options: RecordOptions = {},
): Promise<{ recorded: number }> {
  const userId = options.userId ?? null;
  const receivedAt = options.receivedAt ?? new Date();
  const recorded = await insertPageViews(
    database.db,
    events.map((event) => {
      const signedIn = userId !== null && event.authenticated;
      const occurredAt = new Date(event.timestamp);
      return {
        visitorId: event.visitorId,
        userId: signedIn ? userId : null,
        url: event.url,
        path: event.path,
        search: event.search,
        title: event.title,
        authenticated: signedIn,
        occurredAt: occurredAt.getTime() > receivedAt.getTime() ? receivedAt : occurredAt,
        receivedAt,
      };
    }),
  );
  return { recorded };
}

export async function countRecordedPageViews(
  database: Pick<Database, 'db'>,
  filter: { visitorId?: string } = {},
): Promise<number> {
  return countPageViews(database.db, filter);
}

/** Deletes page views older than `retentionDays` before `now`; how many went. */
export async function pruneExpiredPageViews(
  database: Pick<Database, 'db'>,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  return deletePageViewsBefore(database.db, new Date(now.getTime() - retentionDays * DAY_MS));
}

export interface PageViewIntake {
  /** Stores the batch, and deletes expired page views when the last pruning is old enough. */
  record(events: readonly PageView[], userId: string | null): Promise<{ recorded: number }>;
}

/**
 * The intake behind POST /api/analytics/page-views. Pruning rides on intake (at most once per
 * `pruneEveryMs` per process, the first intake after a start always): rows only grow through
 * intake, so a server that receives none has nothing new to expire, and no timer or job is needed.
 */
export function createPageViewIntake(deps: {
  database: Pick<Database, 'db'>;
  retentionDays: number;
  pruneEveryMs?: number;
  now?: () => Date;
  onPruneError?: (error: unknown) => void;
}): PageViewIntake {
  const pruneEveryMs = deps.pruneEveryMs ?? 10 * 60 * 1000;
  const now = deps.now ?? (() => new Date());
  let lastPrunedAt = Number.NEGATIVE_INFINITY;
  return {
    async record(events, userId) {
      const receivedAt = now();
      const result = await recordPageViews(deps.database, events, { userId, receivedAt });
      if (receivedAt.getTime() - lastPrunedAt >= pruneEveryMs) {
        lastPrunedAt = receivedAt.getTime();
        try {
          await pruneExpiredPageViews(deps.database, deps.retentionDays, receivedAt);
        } catch (error) {
          // The batch is stored; a failed pruning is retried on a later intake.
          lastPrunedAt = Number.NEGATIVE_INFINITY;
          deps.onPruneError?.(error);
        }
      }
      return result;
    },
  };
}
