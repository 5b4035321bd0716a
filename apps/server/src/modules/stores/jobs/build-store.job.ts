// Works `stores.build`: structure → products → payments → settings (spec §2.7's checklist), each
// recorded in stores.completed_steps the moment it is done, so the launch overlay ticks with the
// real work. The products need every chosen design's print file, which the designs job may still
// be drawing: the build waits for them (woken as each is stored) while it makes the structure,
// and records the structure first all the same. Idempotent: the store row exists before the job
// does, products are upserted by (store, design, kind) and files are content-addressed, so a
// retry or a second worker redoes at most an unfinished step and never adds a store or a product.
// One job per build: its id is derived from the store and the build's start, so a double click,
// a second web server or a re-sent launch finds the job already queued and adds none.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ensureContrast } from '@encore/design-engine/light';
import { STORE_BUILD_EVENT, type StoreBuildEvent, type StoreBuildStepId } from '@encore/contracts';
import type { DesignRow, StoreRow } from '../../../db/schema/index.ts';
import { defineJob, type JobHandler, type JobLogger } from '../../../jobs/define-job.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { MusicCatalog } from '../../catalog/index.ts';
import type { ShopPlatform } from '../shop-platform.ts';
import type { StoreChanges } from '../store-changes.ts';
import { listDesigns } from '../../designs/index.ts';
import { contentKey, imageVariantsOf, type FileStorage } from '../../../storage/index.ts';
import type { LiveEventPublisher } from '../../../shared/live-events.ts';
import { estimateBuildSeconds } from '../build-estimate.ts';
import { planProducts } from '../product-catalog.ts';
import {
  completeStep,
  findStore,
  finishBuild,
  recentBuildSeconds,
  recordBuildError,
  saveBuildEstimate,
} from '../repository.ts';
import { makeBanner, storeColourOf } from '../store-look.ts';
import {
  BuildCannotFinishError,
  PrintFilesPendingError,
  withPrintFiles,
} from './print-file-wait.ts';
import { rescuePrintFiles, type PrintFileRescueDeps } from './print-file-rescue.ts';

export const buildStoreJob = defineJob({
  name: 'stores.build',
  payload: z.object({ storeId: z.uuid() }),
  // Waiting for print files is a retry every few seconds (below), so the limit is
  // about patience: 60 attempts of up to ~15 s each give the designs job 10+ minutes.
  retryLimit: 60,
  retryDelaySeconds: 3,
  retryBackoff: false,
  expireInSeconds: 5 * 60,
});

/** A UUID (the form pg-boss ids take) that names one build of one store. */
export function buildJobId(store: Pick<StoreRow, 'id' | 'buildStartedAt'>): string {
  const hash = createHash('sha256')
    .update(`${buildStoreJob.queue}:${store.id}:${store.buildStartedAt.toISOString()}`)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Queues the build of the store's current launch; sending it again adds nothing. */
export async function sendBuildJob(
  queue: Pick<JobQueue, 'send'>,
  store: Pick<StoreRow, 'id' | 'buildStartedAt'>,
): Promise<void> {
  await queue.send(buildStoreJob, { storeId: store.id }, { id: buildJobId(store) });
}

/** The shared services the build uses. */
export interface BuildStoreDeps {
  database: Database;
  catalog: MusicCatalog;
  storage: FileStorage;
  config: Config;
  storeChanges: StoreChanges;
  shopPlatform: ShopPlatform;
  /** Tells the artist's open screens each step (GET /api/events). */
  liveEvents: LiveEventPublisher;
  /** Whether a design job will still make missing print files (else the build makes them). */
  queue: PrintFileRescueDeps['queue'];
}

export interface BuildStoreOptions {
  /** How long one attempt waits for missing print files before handing over to a retry. */
  printWaitMs?: number;
  /** How often a wait for print files looks again without being woken (a lost signal). */
  printPollMs?: number;
  /** Called after each step is recorded; throwing interrupts the job there (tests). */
  afterStep?(step: StoreBuildStepId): Promise<void>;
}

/** Milliseconds from the build's start to each step done (logged when the store is live). */
type BuildTimings = Record<string, number>;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the artist reads in get-store-data's build.error: ours, never an internal message. */
function errorForArtist(error: unknown, final: boolean): string {
  if (error instanceof BuildCannotFinishError || error instanceof PrintFilesPendingError) {
    return final ? `${error.message} Please launch your store again.` : error.message;
  }
  return final
    ? 'Building your store failed. Please launch it again.'
    : 'Something went wrong building your store. Trying again…';
}

/** The store's chosen designs, in the order chosen. */
export async function selectedDesigns(
  deps: Pick<BuildStoreDeps, 'database'>,
  store: StoreRow,
): Promise<DesignRow[]> {
  const byId = new Map((await listDesigns(deps.database.db, store.userId)).map((d) => [d.id, d]));
  return store.selectedDesignIds.flatMap((id) => {
    const design = byId.get(id);
    return design ? [design] : [];
  });
}

/** A build's estimate (launch writes it; the job fills it in for builds that have none). */
export async function estimateFor(
  deps: Pick<BuildStoreDeps, 'database'>,
  designs: readonly Pick<DesignRow, 'printKey'>[],
): Promise<number> {
  return estimateBuildSeconds({
    recentSeconds: await recentBuildSeconds(deps.database.db),
    designs: designs.length,
    missingPrints: designs.filter((design) => design.printKey === null).length,
  });
}

export function createBuildStoreHandler(
  deps: BuildStoreDeps,
  options: BuildStoreOptions = {},
): JobHandler<typeof buildStoreJob> {
  const { db } = deps.database;
  const platform = deps.shopPlatform;
  const printWaitMs = options.printWaitMs ?? 10_000;
  const printPollMs = options.printPollMs ?? 500;

  const tell = (store: StoreRow, step: StoreBuildStepId | null, state: StoreBuildEvent['state']) =>
    deps.liveEvents.publish(store.userId, STORE_BUILD_EVENT, { storeId: store.id, step, state });

  const finish = async (store: StoreRow, step: StoreBuildStepId) => {
    await completeStep(db, store, step);
    await tell(store, step, 'processing');
    await options.afterStep?.(step);
  };

  async function structure(store: StoreRow, designs: DesignRow[], logger: JobLogger) {
    const image = await deps.catalog.getArtistImage(store.spotifyId);
    let bannerKey: string | null = null;
    let color: string | null = null;
    if (image) {
      const banner = await makeBanner(image);
      bannerKey = contentKey('banners', banner, 'webp');
      await deps.storage.put(bannerKey, banner, 'image/webp');
      color = await storeColourOf(image);
    } else {
      logger.info({ storeId: store.id }, 'no artist picture: no banner, colour from the designs');
      const ink = designs[0]?.inks[0];
      color = ink ? ensureContrast(ink, '#ffffff', 3) : null;
    }
    const { url } = await platform.createStore({
      storeId: store.id,
      handle: store.handle,
      name: store.name,
      bannerKey,
      color,
    });
    logger.info({ storeId: store.id, url }, 'store structure created');
    return bannerKey;
  }

  async function products(store: StoreRow, designs: DesignRow[]) {
    const planned = planProducts({ artistName: store.name, designs });
    await platform.upsertProducts(
      store.id,
      planned.flatMap(({ printKey, ...product }) => (printKey ? [{ ...product, printKey }] : [])),
    );
  }

  async function build(store: StoreRow, logger: JobLogger, timings: BuildTimings) {
    const startedAt = performance.now();
    const mark = (what: string) => {
      timings[what] = Math.round(performance.now() - startedAt);
    };
    const designs = await selectedDesigns(deps, store);
    if (designs.length !== store.selectedDesignIds.length) {
      throw new BuildCannotFinishError('A design chosen for the store no longer exists.');
    }
    if (store.buildEstimateSeconds === null) {
      await saveBuildEstimate(db, store.id, await estimateFor(deps, designs));
    }
    const done = new Set(store.completedSteps);
    // The print files are waited for while the structure is made: neither needs the other.
    const stopWaiting = new AbortController();
    const printed = done.has('products')
      ? null
      : withPrintFiles({
          notifications: deps.database.notifications,
          store,
          reread: () => selectedDesigns(deps, store),
          abort: stopWaiting.signal,
          waitMs: printWaitMs,
          pollMs: printPollMs,
          rescue: rescuePrintFiles(deps, store, logger),
        }).finally(() => mark('printFiles'));
    // Awaited below, after the structure; a failure meanwhile must not count as unhandled.
    printed?.catch(() => undefined);
    try {
      let bannerKey = store.bannerKey;
      if (!done.has('structure')) {
        bannerKey = await structure(store, designs, logger);
        await finish(store, 'structure');
        mark('structure');
      }
      if (printed) {
        await products(store, await printed);
        await finish(store, 'products');
        mark('products');
      }
      if (!done.has('payments')) {
        // Test mode needs nothing; Stripe Checkout sessions are made per order with the server's
        // own keys (checked at startup), so there is no per-store account to set up either.
        logger.info(
          { storeId: store.id, payments: deps.config.store.payments.provider },
          'payments',
        );
        await finish(store, 'payments');
      }
      // Spec §9: a v2 store starts online and public.
      const defaults = { isEnabled: true, isPrivate: false };
      await platform.setVisibility(store.id, defaults);
      await finishBuild(db, store, defaults);
      mark('live');
      deps.storeChanges.notify(store.id);
      await tell(store, 'settings', 'ready');
      prepareImageVariants(
        store,
        [bannerKey, ...designs.flatMap((d) => d.mockups.map((m) => m.key))],
        logger,
      );
      await options.afterStep?.('settings');
    } finally {
      stopWaiting.abort();
    }
  }

  /**
   * The storefront's smaller pictures (AVIF and WebP, 320–1200 px) of the banner and every
   * mockup, made after the store is live so they never delay it: one at a time, in the order
   * phones ask for them. A picture asked for before it is made is made on the spot instead.
   */
  function prepareImageVariants(store: StoreRow, keys: (string | null)[], logger: JobLogger) {
    const startedAt = performance.now();
    void imageVariantsOf(deps.storage)
      .prepare(keys.filter((key): key is string => key !== null))
      .then(({ made, failed }) => {
        const ms = Math.round(performance.now() - startedAt);
        if (failed > 0)
          logger.warn({ storeId: store.id, made, failed, ms }, 'image variants failed');
        else logger.info({ storeId: store.id, made, ms }, 'image variants made');
      });
  }

  return async ({ storeId }, { attempt, logger }) => {
    const store = await findStore(db, storeId);
    if (!store) {
      logger.warn({ storeId }, 'build of a store that is gone; nothing to do');
      return;
    }
    if (store.status !== 'processing') {
      logger.info({ storeId, status: store.status }, 'store is not being built; nothing to do');
      return;
    }
    // Where the time went, for the log: ms from the start to each step done (print files:
    // until the last chosen design had its print file).
    const timings: BuildTimings = {};
    try {
      await build(store, logger, timings);
      logger.info({ storeId, ms: timings.live, timings }, 'store is live');
    } catch (error) {
      const cannotFinish = error instanceof BuildCannotFinishError;
      const final = cannotFinish || attempt > buildStoreJob.retryLimit;
      // Waiting for print files is not an error the artist needs to see, until it runs out.
      if (final || !(error instanceof PrintFilesPendingError)) {
        await recordBuildError(db, store, errorForArtist(error, final), final);
        await tell(store, null, final ? 'failed' : 'processing');
      }
      if (cannotFinish) {
        logger.warn({ storeId }, describe(error));
        return;
      }
      throw error;
    }
  };
}
