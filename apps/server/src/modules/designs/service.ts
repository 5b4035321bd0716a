// What the screens read: the user's designs (spec §3 Design) and the progress of their
// generation (spec §3 Processing status).
import { randomUUID } from 'node:crypto';
import {
  REGENERATE_VARIATIONS,
  RESUMING_STEP,
  type DesignExport,
  type DesignInput,
  type ProcessingStatus,
  type StoreFlags,
} from '@encore/contracts';
import type { Database } from '../../db/client.ts';
import type { DesignReplacementRow, DesignRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FileStorage } from '../../storage/index.ts';
import { findUserState } from '../accounts/index.ts';
import { exportDesigns } from './data-export.ts';
import { currentDesigns, slotOf } from './design-slots.ts';
import { generateDesignsJob, generateDesignsJobId } from './jobs/generate-designs.job.ts';
import { regenerateDesignsJob } from './jobs/regenerate-designs.job.ts';
import { replaceDesignJob } from './jobs/replace-design.job.ts';
import { findUserDesign, openReplacement, openReplacements } from './replacement-repository.ts';
import {
  countReadyDesigns,
  findLatestGeneration,
  findTrackArtist,
  listDesigns,
} from './repository.ts';
import { isUuid } from '../../db/uuid.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** Variations were asked for a track the user has no design of. */
export class UnknownTrackError extends DomainError {
  override readonly name = 'UnknownTrackError';
  constructor(message: string) {
    super(404, 'not_found', message, {
      field: 'trackName',
      publicMessage: 'You have no design for that track.',
    });
  }
}

/** "Generate another" of a design the user does not have. */
export class UnknownDesignError extends DomainError {
  override readonly name = 'UnknownDesignError';
  constructor(message: string) {
    super(404, 'not_found', message, {
      field: 'designId',
      publicMessage: 'You have no such design.',
    });
  }
}

/** "Generate another" of a design still being made, or one the store sells. */
export class DesignNotReplaceableError extends DomainError {
  override readonly name = 'DesignNotReplaceableError';
  constructor(message: string) {
    super(409, 'conflict', message, { field: 'designId' });
  }
}

/**
 * The user's store as the design lists show it, from one read: its visibility flags (legacy
 * get-designs) and how each design is sold in it, by design id (a design missing from the map is
 * not in the store). The stores module provides it.
 */
export type StoreViewSource = (
  userId: string,
) => Promise<{ flags: Required<StoreFlags>; products: ReadonlyMap<string, unknown[]> }>;

/** No store: nothing is known about one, which is what null says (spec §4.3). */
const noStore: StoreViewSource = () =>
  Promise.resolve({
    flags: { isStoreEnabled: null, isStorePrivate: null, shopifyStoreUrl: null },
    products: new Map(),
  });

export interface DesignsService {
  /** The user's designs in the order they were made, in the wire shape of spec §3. */
  listDesigns(userId: string): Promise<DesignInput[]>;
  /** The designs with the store flags (legacy get-designs and getDesignsAndMocks). */
  listDesignsWithStoreFlags(userId: string): Promise<{ designs: DesignInput[] } & StoreFlags>;
  processingStatus(userId: string): Promise<ProcessingStatus>;
  /** Queues fresh variations of the design for one of the user's tracks; resolves to how many. */
  requestVariations(userId: string, trackName: string): Promise<number>;
  /**
   * "Generate another" of one of the user's designs: queues its replacement (or finds the one
   * already under way) and resolves to its id.
   */
  requestReplacement(userId: string, designId: string): Promise<string>;
  /** "Download my data": every design of the user with links to its files. */
  exportData(userId: string): Promise<DesignExport[]>;
}

export interface DesignsServiceOptions {
  database: Pick<Database, 'db'>;
  storage: FileStorage;
  queue: Pick<JobQueue, 'send' | 'getJob'>;
  store?: StoreViewSource;
}

export function createDesignsService(options: DesignsServiceOptions): DesignsService {
  const { db } = options.database;
  const { storage } = options;
  const storeView = options.store ?? noStore;

  const toWire = (
    row: DesignRow,
    products: ReadonlyMap<string, unknown[]>,
    replacement?: DesignReplacementRow,
  ): DesignInput => ({
    id: row.id,
    designAssetId: row.id,
    design: storage.url(row.previewKey),
    mocks: row.mockups.map((mockup) => storage.url(mockup.key)),
    trackName: row.trackName,
    hook: row.hook,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    // Present only for a design in the store (spec §3), which the screens badge 'In Your Store'.
    ...(products.has(row.id) ? { products: products.get(row.id) } : {}),
    slotId: slotOf(row),
    ...(replacement
      ? {
          replacement: {
            id: replacement.id,
            // `ready` ones are not open: the card shows their design instead.
            status: replacement.status === 'ready' ? 'running' : replacement.status,
            progress: replacement.progress,
            step: replacement.step,
          },
        }
      : {}),
  });

  /** The designs with the store they are in: four reads, side by side. */
  async function designsAndStore(userId: string) {
    const [rows, store, replacements] = await Promise.all([
      listDesigns(db, userId),
      storeView(userId),
      openReplacements(db, userId),
    ]);
    const designs = currentDesigns(rows).map((row) => {
      const open = replacements.get(slotOf(row));
      // A replacement is shown on the card it replaces. Once the card holds another design, that
      // is the replacement's own (its job marks the design ready a moment before itself), and
      // the card must not look unfinished.
      const pending = open?.designId === row.id ? open : undefined;
      return toWire(row, store.products, pending);
    });
    return { designs, flags: store.flags };
  }

  const service: DesignsService = {
    async listDesigns(userId) {
      return (await designsAndStore(userId)).designs;
    },

    async listDesignsWithStoreFlags(userId) {
      const { designs, flags } = await designsAndStore(userId);
      return { designs, ...flags };
    },

    async processingStatus(userId) {
      const [state, run, ready] = await Promise.all([
        findUserState(db, userId),
        findLatestGeneration(db, userId),
        countReadyDesigns(db, userId),
      ]);
      if (!run) {
        return {
          userDesignsCount: ready,
          onboardStatus: state ?? null,
          progress: 0,
          currentStep: state === 'onboarded' ? 'Waiting to start' : 'No designs requested yet',
          isComplete: false,
          stage: null,
          generationStatus: state === 'onboarded' ? 'queued' : null,
        };
      }
      // While the screen waits for the first designs: is the job being taken back after a
      // crash, or waiting for a retry? Then it says so rather than show a step that stands still.
      const waiting = run.readyAt === null && (run.status === 'queued' || run.status === 'running');
      const job = waiting
        ? await options.queue.getJob(generateDesignsJob, generateDesignsJobId(userId))
        : null;
      // The job writes RESUMING_STEP itself when its retry starts, until its next step.
      const retrying =
        run.currentStep === RESUMING_STEP ||
        (job !== null && (job.state === 'retry' || job.workerLost === true));
      return {
        userDesignsCount: ready,
        onboardStatus: state ?? null,
        progress: run.progress,
        currentStep: retrying ? RESUMING_STEP : run.currentStep,
        isComplete: run.readyAt !== null,
        stage: run.stage,
        generationStatus: run.status,
        ...(retrying ? { retrying } : {}),
      };
    },

    async requestVariations(userId, trackName) {
      const spotifyId = await findTrackArtist(db, userId, trackName);
      if (spotifyId === undefined) throw new UnknownTrackError(`no design for "${trackName}"`);
      const requestId = randomUUID();
      await options.queue.send(
        regenerateDesignsJob,
        { userId, spotifyId, trackName, requestId },
        { id: requestId },
      );
      return REGENERATE_VARIATIONS;
    },

    async requestReplacement(userId, designId) {
      // Only the user's own designs: anyone else's is as unknown as one that never existed.
      const design = isUuid(designId) ? await findUserDesign(db, userId, designId) : undefined;
      if (!design) throw new UnknownDesignError(`no design ${designId}`);
      if (design.status !== 'ready') {
        throw new DesignNotReplaceableError('This design is still being made.');
      }
      if ((await storeView(userId)).products.has(design.id)) {
        throw new DesignNotReplaceableError('This design is in your store.');
      }
      const slotId = slotOf(design);
      // A double click, or a second tab: the card shows the one already under way.
      const { replacement, created } = await openReplacement(db, {
        userId,
        designId: design.id,
        slotId,
      });
      if (!created) return replacement.id;
      await options.queue.send(
        replaceDesignJob,
        { userId, replacementId: replacement.id },
        { id: replacement.id },
      );
      return replacement.id;
    },

    exportData(userId) {
      return exportDesigns(db, storage, userId);
    },
  };
  return service;
}
