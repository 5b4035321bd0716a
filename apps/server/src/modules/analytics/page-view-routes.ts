import type { FastifyInstance } from 'fastify';
import { pageViewBatchSchema } from '@encore/contracts';
import type { Database } from '../../db/client.ts';
import { recordPageViews } from './service.ts';

/** First-party page-view analytics: the SPA's tracker posts batches here. */
export async function analyticsRoutes(app: FastifyInstance, database: Database): Promise<void> {
  app.post('/api/analytics/page-views', async (request, reply) => {
    const { events } = pageViewBatchSchema.parse(request.body);
    await recordPageViews(database, events);
    return reply.status(202).send({ accepted: events.length });
  });
}
