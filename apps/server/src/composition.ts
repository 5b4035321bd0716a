// The composition root: the one place that chooses between embedded and production
// implementations (createServices, shared by the web process, the workers and the admin command)
// and wires the domains to each other (createDomains, for the web process).
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { AUTH_PATHS } from '@encore/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { CallHandlers } from './http/calls/call.ts';
import type { JobQueue } from './jobs/queue.ts';
import {
  accountCalls,
  createAccessTokens,
  createIdentityProvider,
  createOidcClient,
  createSessionService,
  createSignInService,
  createUsersService,
  dataExportCalls,
  forgetProviderAccounts,
  getOrCreateSecret,
  randomToken,
  type IdentityProvider,
  type SessionService,
  type SignInService,
  type UsersService,
} from './modules/accounts/index.ts';
import {
  admissionCalls,
  createMessageChannels,
  exportAdmission,
  findUserArtists,
  notificationsForgetter,
  onboardingFromServices,
  waitingListPosition,
  type MessageChannels,
} from './modules/admission/index.ts';
import { catalogCalls, createCatalog, type MusicCatalog } from './modules/catalog/index.ts';
import { createDesignsService, designCalls } from './modules/designs/index.ts';
import {
  createPaymentProvider,
  createQueuePrintOnDemand,
  createVisitCounter,
  type PaymentProvider,
  type PrintOnDemand,
  type VisitCounter,
} from './modules/storefront/index.ts';
import {
  createEncorePlatform,
  createStoreChanges,
  createStoresService,
  storeCalls,
  type ShopPlatform,
  type StoreChanges,
} from './modules/stores/index.ts';
import { createLiveEvents, type LiveEvents } from './shared/live-events.ts';
import {
  createMemoryCounters,
  createPostgresCounters,
  type RateLimitCounters,
} from './shared/rate-limits/index.ts';
import {
  createFileLinks,
  createFileStorage,
  withFileLinks,
  type FileLinks,
  type FileStorage,
} from './storage/index.ts';

export interface Services {
  readonly config: Config;
  readonly database: Database;
  readonly queue: JobQueue;
  readonly logger: Logger;
  readonly catalog: MusicCatalog;
  /** Email (SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox) and WhatsApp/SMS. */
  readonly messages: MessageChannels;
  /** Generated files: local disk under DATA_DIR/files, or an S3-compatible bucket (STORAGE=s3). */
  readonly storage: FileStorage;
  /** Store writes announce themselves here so the storefront's cache never serves stale flags. */
  readonly storeChanges: StoreChanges;
  /** Where stores run: Encore's own storefront (the embedded default and production platform). */
  readonly shopPlatform: ShopPlatform;
  /** How storefront checkouts are paid: test mode (default) or Stripe Checkout (PAYMENTS=stripe). */
  readonly payments: PaymentProvider;
  /** Who prints paid orders: the embedded queue (`npm run admin -- fulfilments list`). */
  readonly printOnDemand: PrintOnDemand;
  /** Storefront visits counted in memory and flushed in batches (started by the web server). */
  readonly visits: VisitCounter;
  /** Job steps tell the user's open screens (GET /api/events), across processes. */
  readonly liveEvents: LiveEvents;
  /** Signs and checks the links GET /files/ serves (key from the database, loaded once). */
  readonly fileLinks: () => Promise<FileLinks>;
  /**
   * Rate-limit counters: in memory for the embedded single process; in PostgreSQL when processes
   * share it, so a limit holds whichever web process answers (decision 057).
   */
  readonly rateLimitCounters: RateLimitCounters;
}

/** The file link signer, its key made once and kept in the database like the other keys. */
function fileLinksLoader(database: Database): () => Promise<FileLinks> {
  let loading: Promise<FileLinks> | undefined;
  return () => {
    loading ??= getOrCreateSecret(database, 'files.link_key', randomToken).then(
      (key) => createFileLinks({ key: Buffer.from(key, 'base64url') }),
      (error: unknown) => {
        loading = undefined; // the next caller tries again
        throw error;
      },
    );
    return loading;
  };
}

export function createServices(deps: {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger: Logger;
}): Services {
  const { config, logger } = deps;
  const catalog = createCatalog({
    provider: config.musicCatalog.provider,
    ...(config.musicCatalog.provider === 'spotify' ? { spotify: config.musicCatalog.spotify } : {}),
    publicUrl: config.publicUrl,
    logger,
  });
  const messages = createMessageChannels(config.mail);
  const storage = createFileStorage(config.storage, config.publicUrl);
  const shopPlatform = createEncorePlatform({
    database: deps.database,
    shopUrl: config.store.shopUrl,
    countTestOrders: config.store.payments.provider === 'test',
  });
  return {
    ...deps,
    catalog,
    messages,
    storage,
    // Across processes through the database's notifications (decision 057).
    storeChanges: createStoreChanges(deps.database.notifications),
    shopPlatform,
    payments: createPaymentProvider(config.store.payments),
    printOnDemand: createQueuePrintOnDemand(),
    visits: createVisitCounter({ db: deps.database.db, logger }),
    liveEvents: createLiveEvents(deps.database.notifications, logger),
    fileLinks: fileLinksLoader(deps.database),
    rateLimitCounters:
      deps.database.backend === 'postgres'
        ? createPostgresCounters({ pool: deps.database.pool, logger })
        : createMemoryCounters(),
  };
}

/** The domains of the web process, wired to each other, and the calls they answer. */
export interface Domains {
  readonly users: UsersService;
  readonly sessions: SessionService;
  readonly identityProvider: IdentityProvider;
  readonly signIn: SignInService;
  /** Every implemented `/webhook/<name>` call, by endpoint name. */
  readonly calls: CallHandlers;
}

export async function createDomains(
  services: Services,
  /** The HTTP server's logger, which sign-in and the identity provider log through. */
  http: { logger: FastifyBaseLogger },
): Promise<Domains> {
  const { config, database } = services;

  // Accounts: the user, sessions and sign-in.
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
    mailer: services.messages.mailer,
    logger: http.logger,
  });
  // The built-in provider's account of a deleted user (email, name) goes with it.
  users.onUserDeleted(forgetProviderAccounts(identityProvider));
  const signIn = createSignInService({
    database,
    provider: identityProvider,
    oidcClient: createOidcClient(identityProvider, redirectUri),
    users,
    sessions,
    logger: http.logger,
  });

  // Admission: onboarding, capacity, invites, the waiting list and its notices.
  const onboarding = onboardingFromServices(services);
  users.onUserDeleted(
    notificationsForgetter({ outboxDir: config.mail.outboxDir, logger: services.logger }),
  );

  // Stores: launch, build progress, settings and figures. A deleted artist's store stops selling
  // at once (offline rather than deleted: its orders and fulfilments still refer to it).
  // The artist's own files reach their screens as signed links (storage/file-links.ts).
  const linkedStorage = withFileLinks(
    services.storage,
    await services.fileLinks(),
    config.publicUrl,
  );
  const stores = createStoresService({ ...services, storage: linkedStorage });
  users.onUserDeleted(({ userId }, tx, afterCommit) =>
    stores.takeOfflineForDeletedUser(userId, tx, afterCommit),
  );

  // Designs and their generation progress, with their place in the store.
  const designs = createDesignsService({
    database,
    storage: linkedStorage,
    queue: services.queue,
    store: (userId) => stores.designView(userId),
  });

  const calls: CallHandlers = {
    ...accountCalls(users, {
      onLegacyArtist: onboarding.admitLegacy,
      storeFlags: (userId) => stores.flags(userId),
      waitingListPosition: (userId) => waitingListPosition(database.db, userId),
      onboardedArtistUrl: async (userId) =>
        (await findUserArtists(database.db, [userId])).get(userId)?.profile.spotifyUrl ?? null,
    }),
    ...admissionCalls({ onboarding, database }),
    ...catalogCalls(services.catalog),
    ...designCalls(designs),
    ...storeCalls(stores),
    // "Download my data": each domain hands in its own part of the archive.
    ...dataExportCalls(database, {
      admission: (userId) => exportAdmission(database.db, userId),
      designs: (userId) => designs.exportData(userId),
      store: (userId) => stores.exportData(userId),
    }),
  };

  return { users, sessions, identityProvider, signIn, calls };
}
