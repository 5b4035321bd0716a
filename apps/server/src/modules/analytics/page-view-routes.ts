import type { FastifyInstance } from 'fastify';
import { pageViewBatchSchema } from '@encore/contracts';
import type { Database } from '../../db/client.ts';
import type { Authenticator } from '../../http/plugins/authentication.ts';
import { createPageViewIntake } from './service.ts';

export interface AnalyticsRouteOptions {
  database: Pick<Database, 'db'>;
  /** Who the bearer token belongs to: the only source of a page view's user. */
  authenticator: Pick<Authenticator, 'identify'>;
  /** Requests per minute and client IP address. */
  pageViewsPerMinute: number;
  retentionDays: number;
}

/**
 * Far above a full batch (20 events at their longest, ~50 KB): a bigger body is refused with 413
 * before it is read into memory.
 */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * First-party page-view analytics: the SPA's tracker posts batches here, signed in or not. Limited
 * per IP address (like the other public routes, before the body is read), capped in size by the
 * contract, attributed only through the bearer token (decision 052).
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: AnalyticsRouteOptions,
): Promise<void> {
  const intake = createPageViewIntake({
    database: options.database,
    retentionDays: options.retentionDays,
    onPruneError: (error) => app.log.warn({ err: error }, 'expired page views not deleted yet'),
  });
  app.post(
    '/api/analytics/page-views',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: { rateLimit: { max: options.pageViewsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { events } = pageViewBatchSchema.parse(request.body);
      // An invalid or expired token is not an error here: the views are simply anonymous.
      const user = await options.authenticator.identify(request);
      await intake.record(events, user?.id ?? null);
      return reply.status(202).send({ accepted: events.length });
    },
  );
}
