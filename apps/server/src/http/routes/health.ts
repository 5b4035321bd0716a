import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/availability.ts';

export interface HealthDependencies {
  pingDatabase: () => Promise<void>;
}

/** Liveness plus the one dependency the product cannot work without: the database. */
export async function healthRoutes(app: FastifyInstance, deps: HealthDependencies): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    const started = performance.now();
    try {
      await deps.pingDatabase();
    } catch (err) {
      request.log.warn({ err }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({ status: 'unavailable', database: 'unreachable' });
    }
    const databaseMs = Math.round((performance.now() - started) * 10) / 10;
    return reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', database: 'ok', databaseMs });
  });
}
