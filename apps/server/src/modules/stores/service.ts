// Stores: launching an artist's store from chosen designs, what the store screens read,
// and the artist's settings (online, private, password). The build itself is the stores.build job.
import type { BuildStatus, StoreDetails, StoreExport, StoreFlags } from '@encore/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database, DbTransaction } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { MusicCatalog } from '../catalog/index.ts';
import type { ShopPlatform } from './shop-platform.ts';
import type { StoreChanges } from './store-changes.ts';
import type { DesignRow, ProductKind, StoreRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { listDesigns } from '../designs/index.ts';
import { findArtistLink } from '../admission/index.ts';
import { estimateFor, selectedDesigns } from './jobs/build-store.job.ts';
import { buildJobId, buildStoreJob, sendBuildJob } from './jobs/build-store.job.ts';
import { settleStalledBuild, type StallDeps } from './build-stall.ts';
import { exportStore } from './data-export.ts';
import { InvalidSelectionError, StoreAlreadyLiveError, StoreNotReadyError } from './errors.ts';
import { firstFreeHandle, slugify } from './handles.ts';
import { planProducts } from './product-catalog.ts';
import {
  disableStoreOfUser,
  findStoreOfUser,
  handlesLike,
  insertStore,
  listStoreProducts,
  restartFailedBuild,
  saveSettings,
  type StoreSettingsPatch,
} from './repository.ts';
import { buildStatusOf, detailsOf, flagsOf, type StoreReadDeps } from './store-details.ts';
import { friendlyPassword, newAccessKey } from './store-secrets.ts';
import { shareUrl, storeUrl } from './store-urls.ts';
import { isUuid } from '../../db/uuid.ts';

/** The shared services the stores service uses. */
export interface StoresDeps {
  database: Database;
  storage: FileStorage;
  catalog: MusicCatalog;
  config: Config;
  shopPlatform: ShopPlatform;
  storeChanges: StoreChanges;
  logger: Logger;
  queue: Pick<JobQueue, 'send' | 'getJob'>;
  /** The clock of the overview's weeks and of stalled builds' age (tests set it). */
  now?: () => Date;
}

/** How a design in the store is sold (the `products` of the design calls, spec §3). */
export interface DesignStoreProduct {
  kind: ProductKind;
  title: string;
  handle: string;
  priceCents: number;
}

export interface LaunchResult {
  storeId: string;
  /** false when the user's store was already being built (a repeated launch). */
  created: boolean;
}

export interface StoresService {
  /** build-store / buildStore. Throws InvalidSelectionError, StoreAlreadyLiveError. */
  launch(userId: string, designIds: readonly string[]): Promise<LaunchResult>;
  /** get-store-data. */
  details(userId: string): Promise<StoreDetails>;
  /** buildStoreStatus (legacy polling). */
  buildStatus(userId: string): Promise<BuildStatus>;
  /** store/update-status. Throws StoreNotReadyError. */
  setEnabled(userId: string, isEnabled: boolean): Promise<{ isStoreEnabled: boolean }>;
  /** store/update-privacy. Throws StoreNotReadyError. */
  setPrivate(
    userId: string,
    isPrivate: boolean,
  ): Promise<{ isStorePrivate: boolean; shopifyStoreUrl: string | null }>;
  /**
   * store/update-password. A new password also renews the share link's key, so old links stop
   * letting people in. Throws StoreNotReadyError.
   */
  setPassword(
    userId: string,
    password: string,
  ): Promise<{ storePassword: string; shareUrl: string | null }>;
  /** The store flags of the legacy design calls (null until the store is live). */
  flags(userId: string): Promise<Required<StoreFlags>>;
  /**
   * The flags, and what each design in the user's store (being built or live) is sold as, by
   * design id: what the design lists show, from one read of the store.
   */
  designView(
    userId: string,
  ): Promise<{ flags: Required<StoreFlags>; products: Map<string, DesignStoreProduct[]> }>;
  /**
   * users.onUserDeleted: the deleted artist's store goes offline in the deletion transaction
   * (`tx` only), so it stops taking orders; `afterCommit` tells the storefront's cache.
   */
  takeOfflineForDeletedUser(
    userId: string,
    tx: DbTransaction,
    afterCommit: (task: () => void) => void,
  ): Promise<void>;
  /** "Download my data": settings, products and figures (null without a store). */
  exportData(userId: string): Promise<StoreExport | null>;
}

/** Handle races lost in a row before giving up (each loss means another store just took it). */
const HANDLE_ATTEMPTS = 10;

export function createStoresService(deps: StoresDeps): StoresService {
  const { db } = deps.database;
  const { shopUrl } = deps.config.store;
  const readDeps: StoreReadDeps = {
    storage: deps.storage,
    shopPlatform: deps.shopPlatform,
    shopUrl,
    now: deps.now ?? (() => new Date()),
  };
  const stallDeps: StallDeps = { db, queue: deps.queue, logger: deps.logger, now: readDeps.now };

  /** The user's store, a build that will never finish already failed (build-stall.ts). */
  async function currentStore(userId: string): Promise<StoreRow | undefined> {
    return settleStalledBuild(stallDeps, await findStoreOfUser(db, userId));
  }

  /** Whether the store's build is being taken back after its worker stopped (decision 056). */
  async function buildRetrying(store: StoreRow): Promise<boolean> {
    if (store.status !== 'processing') return false;
    const job = await deps.queue.getJob(buildStoreJob, buildJobId(store));
    return job?.workerLost === true || job?.recovered === true;
  }

  /** The user's ready designs named by `ids`, in that order; throws unless every id is one. */
  async function chosenDesigns(userId: string, ids: readonly string[]): Promise<DesignRow[]> {
    const unique = [...new Set(ids)];
    const own = new Map((await listDesigns(db, userId)).map((design) => [design.id, design]));
    const chosen = unique.flatMap((id) => {
      const design = isUuid(id) ? own.get(id) : undefined;
      return design?.status === 'ready' ? [design] : [];
    });
    const bad = unique.length - chosen.length;
    if (bad > 0) {
      throw new InvalidSelectionError(
        `selectedDesigns must name your own designs that are ready (${bad} of ${unique.length} ${bad === 1 ? 'is' : 'are'} not)`,
      );
    }
    return chosen;
  }

  /** The artist the store is named after: the onboarded profile, else the designs' artist. */
  async function artistOf(userId: string, designs: DesignRow[]) {
    const link = await findArtistLink(db, userId);
    if (link) return { spotifyId: link.spotifyId, name: link.profile.artistName };
    const spotifyId = designs[0]?.spotifyId ?? '';
    const artist = spotifyId === '' ? null : await deps.catalog.getArtist(spotifyId);
    return { spotifyId, name: artist?.name ?? 'My Store' };
  }

  /** A repeated launch of a store that exists: resume, relaunch or refuse. */
  async function relaunch(
    store: StoreRow,
    userId: string,
    ids: readonly string[],
  ): Promise<LaunchResult> {
    if (store.status === 'ready') throw new StoreAlreadyLiveError();
    if (store.status === 'failed') {
      const designs = await chosenDesigns(userId, ids);
      const restarted = await restartFailedBuild(db, store.id, {
        selectedDesignIds: designs.map((design) => design.id),
        estimateSeconds: await estimateFor(deps, designs),
      });
      if (restarted) {
        await sendBuildJob(deps.queue, restarted);
        return { storeId: store.id, created: false };
      }
      // Another request restarted it first: that build is the one to follow.
      const current = await findStoreOfUser(db, userId);
      if (!current) throw new Error(`store ${store.id} vanished during a relaunch`);
      return relaunch(current, userId, ids);
    }
    // Processing. A build that will never finish is failed first, then restarted as above.
    const settled = await settleStalledBuild(stallDeps, store);
    if (!settled) throw new Error(`store ${store.id} vanished during a relaunch`);
    if (settled !== store) return relaunch(settled, userId, ids);
    // Under way: sending its job again is harmless (same id) and recovers a launch whose job was
    // not queued yet.
    await sendBuildJob(deps.queue, store);
    return { storeId: store.id, created: false };
  }

  async function readyStore(userId: string): Promise<StoreRow> {
    const store = await findStoreOfUser(db, userId);
    if (!store || store.status === 'failed') throw new StoreNotReadyError('pre-store');
    if (store.status === 'processing') throw new StoreNotReadyError('processing');
    return store;
  }

  /** Saves the settings, has the platform apply them and tells the storefront. */
  async function changeSettings(userId: string, patch: StoreSettingsPatch): Promise<StoreRow> {
    const store = await readyStore(userId);
    const saved = await saveSettings(db, store.id, patch);
    if (!saved) throw new Error(`store ${store.id} vanished while saving its settings`);
    await deps.shopPlatform.setVisibility(store.id, patch);
    deps.storeChanges.notify(store.id);
    return saved;
  }

  return {
    async launch(userId, ids) {
      const existing = await findStoreOfUser(db, userId);
      if (existing) return relaunch(existing, userId, ids);
      const designs = await chosenDesigns(userId, ids);
      const artist = await artistOf(userId, designs);
      const base = slugify(artist.name, 'store');
      const estimate = await estimateFor(deps, designs);
      for (let attempt = 0; attempt < HANDLE_ATTEMPTS; attempt += 1) {
        const handle = firstFreeHandle(base, await handlesLike(db, base));
        const created = await insertStore(db, {
          userId,
          spotifyId: artist.spotifyId,
          handle,
          name: artist.name,
          selectedDesignIds: designs.map((design) => design.id),
          buildEstimateSeconds: estimate,
          password: friendlyPassword(),
          accessKey: newAccessKey(),
        });
        if (created) {
          await sendBuildJob(deps.queue, created);
          return { storeId: created.id, created: true };
        }
        // Not inserted: either this user's store appeared (a double click) or the handle was
        // taken a moment ago by another artist of the same name (try the next one).
        const raced = await findStoreOfUser(db, userId);
        if (raced) return relaunch(raced, userId, ids);
      }
      throw new Error(`no free store handle for "${base}" after ${HANDLE_ATTEMPTS} attempts`);
    },

    async details(userId) {
      const store = await currentStore(userId);
      return detailsOf(readDeps, store, store ? await buildRetrying(store) : false);
    },

    async buildStatus(userId) {
      return buildStatusOf(readDeps, await currentStore(userId));
    },

    async setEnabled(userId, isEnabled) {
      const store = await changeSettings(userId, { isEnabled });
      return { isStoreEnabled: store.isEnabled };
    },

    async setPrivate(userId, isPrivate) {
      const store = await changeSettings(userId, { isPrivate });
      return { isStorePrivate: store.isPrivate, shopifyStoreUrl: storeUrl(shopUrl, store.handle) };
    },

    async setPassword(userId, password) {
      const store = await changeSettings(userId, { password, accessKey: newAccessKey() });
      return { storePassword: store.password, shareUrl: shareUrl(shopUrl, store) };
    },

    async flags(userId) {
      return flagsOf(shopUrl, await findStoreOfUser(db, userId));
    },

    async designView(userId) {
      const store = await findStoreOfUser(db, userId);
      const flags = flagsOf(shopUrl, store);
      const byDesign = new Map<string, DesignStoreProduct[]>();
      if (!store || store.status === 'failed') return { flags, products: byDesign };
      // Live: the products the store sells. Being built: the ones it is about to sell, so the
      // chosen designs show 'In Your Store' from the launch on (spec §2.7).
      const rows =
        store.status === 'ready'
          ? await listStoreProducts(db, store.id)
          : planProducts({ artistName: store.name, designs: await selectedDesigns(deps, store) });
      for (const row of rows) {
        const list = byDesign.get(row.designId) ?? [];
        list.push({
          kind: row.kind,
          title: row.title,
          handle: row.handle,
          priceCents: Math.min(...row.variants.map((variant) => variant.priceCents)),
        });
        byDesign.set(row.designId, list);
      }
      return { flags, products: byDesign };
    },

    async takeOfflineForDeletedUser(userId, tx, afterCommit) {
      // On Encore's own platform the row is what the storefront enforces; a remote platform
      // (Shopify) would need a job enqueued here instead, never a call inside the transaction.
      const storeId = await disableStoreOfUser(tx, userId);
      // A storefront that read the row before the commit would cache it as still online.
      if (storeId) afterCommit(() => deps.storeChanges.notify(storeId));
    },

    exportData: (userId) => exportStore({ ...readDeps, db }, userId),
  };
}
