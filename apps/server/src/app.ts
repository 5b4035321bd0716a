import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { createDomains, type Services } from './composition.ts';
import { callRoutes } from './http/calls/call-routes.ts';
import { registerAuthentication } from './http/plugins/authentication.ts';
import { registerCleanUrls } from './http/plugins/clean-urls.ts';
import { closeConnectionsOnShutdown } from './http/plugins/close-connections-on-shutdown.ts';
import { HttpError, registerErrorHandler } from './http/plugins/error-handler.ts';
import { registerJsonBodyParser } from './http/plugins/json-body.ts';
import { rateLimitStoreOf } from './http/plugins/rate-limit-store.ts';
import { RequestLog } from './http/plugins/request-log.ts';
import { registerSecurityHeaders } from './http/plugins/security-headers.ts';
import { registerSpa } from './http/plugins/spa.ts';
import { healthRoutes } from './http/routes/health.ts';
import { liveEventRoutes } from './http/routes/live-events.ts';
import { runtimeConfigRoutes } from './http/routes/runtime-config.ts';
import { authRoutes } from './modules/accounts/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { catalogImageRoutes } from './modules/catalog/index.ts';
import { storefrontRoutes } from './modules/storefront/index.ts';
import { fileRoutes } from './storage/index.ts';

export interface AppDependencies {
  services: Services;
  /** Set false to silence request logs (tests); they go to `services.logger` otherwise. */
  logRequests?: boolean;
}

/** The HTTP server: plugins first, then one route group per concern. */
export async function buildApp({
  services,
  logRequests = true,
}: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = services;
  // Typed as Fastify's logger interface so the instance keeps Fastify's default generics.
  const loggerInstance: FastifyBaseLogger = services.logger;
  const app = Fastify({
    ...(logRequests ? { loggerInstance } : { logger: false }),
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  registerJsonBodyParser(app);
  closeConnectionsOnShutdown(app);
  registerErrorHandler(app);
  registerCleanUrls(app);
  await registerSecurityHeaders(app, {
    connectSources: config.posthogKey ? [config.posthogHost] : [],
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted where every web process sees them (decision 057).
    store: rateLimitStoreOf(services.rateLimitCounters),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        'rate_limited',
        `Too many requests. Please wait ${context.after} and try again.`,
      ),
  });

  // The domains, wired in the composition root; the routes below only mount them.
  const { users, sessions, identityProvider, signIn, calls } = await createDomains(services, {
    logger: app.log,
  });
  const authenticator = registerAuthentication(app, sessions);

  await healthRoutes(app, { pingDatabase: () => database.ping() });
  await runtimeConfigRoutes(app, {
    posthogKey: config.posthogKey ?? null,
    posthogHost: config.posthogHost,
    legal: config.legal,
    debugPanel: config.debugPanel,
  });
  await analyticsRoutes(app, {
    database,
    authenticator,
    pageViewsPerMinute: config.analytics.pageViewsPerMinute,
    retentionDays: config.analytics.retentionDays,
  });
  await app.register(fileRoutes, { storage: services.storage, links: await services.fileLinks() });
  await app.register(catalogImageRoutes, {
    cacheDir: join(config.dataDir, 'catalog-images'),
    logger: app.log,
  });
  await identityProvider.registerRoutes(app);
  await authRoutes(app, {
    signIn,
    sessions,
    users,
    authenticator,
    publicUrl: config.publicUrl,
    rateLimits: config.rateLimits,
  });
  await liveEventRoutes(app, { authenticator, liveEvents: services.liveEvents });
  await callRoutes(app, {
    handlers: calls,
    authenticator,
    publicPerMinute: config.rateLimits.artistLookupPerMinute,
    signedInLimits: {
      perSecond: config.rateLimits.signedInPerSecond,
      burst: config.rateLimits.signedInPerSecond * 3,
      maxInFlight: config.rateLimits.signedInMaxInFlight,
    },
    validateResponses: config.validateResponses,
  });
  // The public storefront under /shop: pages, cart, checkout, payments.
  await storefrontRoutes(app, services);
  await registerSpa(app, config.webDistDir, { publicSourceMaps: config.publicSourceMaps });

  return app;
}
