import type { FastifyInstance } from 'fastify';
import type { LegalConfig } from '../../config-legal.ts';

export interface RuntimeConfig {
  posthogKey: string | null;
  posthogHost: string;
  legal: LegalConfig;
  /** Whether a production build of the SPA offers its debug panel (DEBUG_PANEL). */
  debugPanel: boolean;
}

/** Settings the SPA reads at run time, so one build serves every environment. */
export async function runtimeConfigRoutes(
  app: FastifyInstance,
  runtimeConfig: RuntimeConfig,
): Promise<void> {
  app.get('/api/config', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(runtimeConfig),
  );
}
