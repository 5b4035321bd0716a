import type { PageView } from '@encore/contracts';
import type { Database } from '../../db/client.ts';
import { countPageViews, insertPageViews } from './repository.ts';

/** Stores a batch of page views reported by the web app's tracker (spec §2.1), in one insert. */
export async function recordPageViews(
  database: Pick<Database, 'db'>,
  events: readonly PageView[],
): Promise<{ recorded: number }> {
  const recorded = await insertPageViews(
    database.db,
    events.map((event) => ({
      visitorId: event.visitorId,
      userId: event.userId,
      url: event.url,
      path: event.path,
      search: event.search,
      title: event.title,
      authenticated: event.authenticated,
      occurredAt: new Date(event.timestamp),
    })),
  );
  return { recorded };
}

export async function countRecordedPageViews(
  database: Pick<Database, 'db'>,
  filter: { visitorId?: string } = {},
): Promise<number> {
  return countPageViews(database.db, filter);
}
