import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '@encore/contracts';
import { registerAuthentication } from './http/plugins/authentication.ts';
import { HttpError, registerErrorHandler } from './http/plugins/error-handler.ts';
import { registerJsonBodyParser } from './http/plugins/json-body.ts';
import { registerSecurityHeaders } from './http/plugins/security-headers.ts';
import { registerSpa } from './http/plugins/spa.ts';
import { join } from 'node:path';
import { analyticsRoutes } from './modules/analytics/index.ts';
import {
  authRoutes,
  userWebhookHandlers,
  createAccessTokens,
  createOidcClient,
  randomToken,
  createSessionService,
  createSignInService,
  createIdentityProvider,
  getOrCreateSecret,
  createUsersService,
} from './modules/accounts/index.ts';
import { designWebhookHandlers, createDesignsService } from './modules/designs/index.ts';
import { catalogImageRoutes, catalogWebhookHandlers } from './modules/catalog/index.ts';
import { healthRoutes } from './http/routes/health.ts';
import {
  onboardingWebhookHandlers,
  forgetNotificationContact,
  onboardingFromServices,
} from './modules/admission/index.ts';
import { runtimeConfigRoutes } from './http/routes/runtime-config.ts';
import { storefrontRoutes } from './modules/storefront/index.ts';
import { storeWebhookHandlers, createStoresService } from './modules/stores/index.ts';
import { webhookRoutes, type WebhookHandlers } from './http/routes/webhooks.ts';
import { fileRoutes } from './storage/index.ts';
import type { Services } from './services.ts';

export interface AppDependencies {
  services: Services;
  /** Set false to silence request logs (tests); they go to `services.logger` otherwise. */
  logRequests?: boolean;
}

/** Composition root of the HTTP server: plugins first, then one route group per concern. */
export async function buildApp({
  services,
  logRequests = true,
}: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = services;
  // Typed as Fastify's logger interface so the instance keeps Fastify's default generics.
  const loggerInstance: FastifyBaseLogger = services.logger;
  const app = Fastify({
    ...(logRequests ? { loggerInstance } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  registerJsonBodyParser(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    connectSources: config.posthogKey ? [config.posthogHost] : [],
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        'rate_limited',
        `Too many requests. Please wait ${context.after} and try again.`,
      ),
  });

  // Accounts and sessions (issue 4).
  const users = createUsersService({ database });
  const accessTokenKey = await getOrCreateSecret(database, 'auth.access_token_key', randomToken);
  const sessions = createSessionService({
    database,
    accessTokens: createAccessTokens({
      key: Buffer.from(accessTokenKey, 'base64url'),
      issuer: config.publicUrl,
    }),
  });
  users.onUserDeleted(async ({ userId }, tx) => {
    await sessions.revokeAllOfUser(userId, 'account_deleted', tx);
  });
  const redirectUri = `${config.publicUrl}${AUTH_PATHS.callback}`;
  const identityProvider = await createIdentityProvider({
    config,
    database,
    redirectUri,
    homeUrl: `${config.publicUrl}/v2`,
    logger: app.log,
  });
  const signIn = createSignInService({
    database,
    provider: identityProvider,
    oidcClient: createOidcClient(identityProvider, redirectUri),
    users,
    sessions,
    logger: app.log,
  });
  const authenticator = registerAuthentication(app, sessions);

  // Onboarding, admission and the waiting list (issue 5).
  const onboarding = onboardingFromServices(services);
  users.onUserDeleted(async ({ userId }, tx) => forgetNotificationContact(tx, userId));

  // Stores: launch, build progress, settings and figures (issue 7).
  const stores = createStoresService(services);
  // A deleted artist's store stops selling at once (offline rather than deleted: its orders
  // and fulfilments still refer to it).
  users.onUserDeleted(({ userId }, tx, afterCommit) =>
    stores.takeOfflineForDeletedUser(userId, tx, afterCommit),
  );

  // Designs and their generation progress (issue 6), with their place in the store.
  const designs = createDesignsService({
    database,
    storage: services.storage,
    queue: services.queue,
    storeFlags: (userId) => stores.flags(userId),
    storeProducts: (userId) => stores.designProducts(userId),
  });

  const webhookHandlers: WebhookHandlers = {
    ...designWebhookHandlers(designs),
    ...userWebhookHandlers(users, {
      onLegacyArtist: onboarding.admitLegacy,
      storeFlags: (userId) => stores.flags(userId),
    }),
    ...catalogWebhookHandlers(services.catalog),
    ...onboardingWebhookHandlers({ onboarding, database }),
    ...storeWebhookHandlers(stores),
  };

  await healthRoutes(app, { pingDatabase: () => database.ping() });
  await runtimeConfigRoutes(app, {
    posthogKey: config.posthogKey ?? null,
    posthogHost: config.posthogHost,
  });
  await analyticsRoutes(app, database);
  await app.register(fileRoutes, { storage: services.storage });
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
  await webhookRoutes(app, {
    handlers: webhookHandlers,
    authenticator,
    publicPerMinute: config.rateLimits.artistLookupPerMinute,
  });
  // The public storefront under /shop: pages, cart, checkout, payments (issue 7).
  await storefrontRoutes(app, services);
  await registerSpa(app, config.webDistDir);

  return app;
}
