// Makes one engine call's designs: each design's preview (row `processing`), then its mockups (row
// `ready`) as soon as it is drawn, then — later — the full-size print files. Every step is keyed
// by (user, artist, seed, index) and content-addressed files, so running it again only does what
// is missing.
import { availableParallelism } from 'node:os';
import type { ArtistInput, GeneratedDesign } from '@encore/design-engine';
import type { DesignGenerationConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DesignRow } from '../../db/schema/index.ts';
import { contentKey, type FileStorage } from '../../storage/index.ts';
import type { PlannedBatch } from './generation-plan.ts';
import { derivedPrintKey } from './print-keys.ts';
import { findBatchDesigns, insertDesign, saveMockups, savePrintFile } from './repository.ts';

/**
 * Mockups of two designs at once: each call is part JavaScript (one core) and part libvips
 * (threads), so two keep both cores of a small machine busy without oversubscribing them.
 */
const MOCKUP_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism()));

/**
 * The engine (fonts, HarfBuzz's WebAssembly, resvg, sharp) is imported by the first job that
 * draws, not with the web process: a server nobody has signed in to does not hold it (decision 050).
 */
const designEngine = () => import('@encore/design-engine');

/**
 * Print files one at a time: a 4500 × 5400 design holds ~300 MB while it is drawn and encoded
 * (resvg's pixels, sharp's copy, the PNG), so two at once would double the server's peak for a
 * job nobody is waiting on yet (decision 050).
 */
const PRINT_FILE_CONCURRENCY = 1;

export interface BatchContext {
  db: Db;
  storage: FileStorage;
  config: DesignGenerationConfig;
  userId: string;
  spotifyId: string;
  artist: ArtistInput;
  image: Buffer | null;
  /** After a design's print file is stored (a store build may be waiting for it). */
  printFileStored?(row: DesignRow): Promise<void>;
}

export interface BatchCallbacks {
  /** The first preview is drawn (before any mockup; the others may still be drawing). */
  onDesigned?(): Promise<void>;
  /** `done` of the batch's designs have their mockups. */
  onMockups?(done: number, total: number): Promise<void>;
  /** After each design becomes ready (tests interrupt the job here). */
  afterDesignReady?(design: DesignRow): Promise<void>;
}

function engineInput(context: BatchContext, batch: PlannedBatch) {
  return {
    artist: context.artist,
    tracks: batch.tracks.map((name) => ({ name })),
    image: context.image,
    seed: batch.seed,
    count: batch.count,
  };
}

async function storePng(storage: FileStorage, folder: string, png: Buffer): Promise<string> {
  const key = contentKey(folder, png, 'png');
  await storage.put(key, png, 'image/png');
  return key;
}

/** A garment design's poster and mug print files, beside its garment print file. */
async function storeDerivedPrints(
  context: BatchContext,
  design: GeneratedDesign,
  printKey: string,
  scale: 'print' | 'preview',
): Promise<void> {
  if (design.product !== 'garment') return;
  const { DERIVED_PRINT_PRODUCTS, derivedPrintFiles } = await designEngine();
  const files = await derivedPrintFiles(design, scale);
  await Promise.all(
    DERIVED_PRINT_PRODUCTS.map((product) =>
      context.storage.put(derivedPrintKey(printKey, product), files[product], 'image/png'),
    ),
  );
}

/** Stores a design's preview and its row (`processing`); `slotId` for a "Generate another". */
export async function insertPreview(
  context: BatchContext,
  batch: PlannedBatch,
  design: GeneratedDesign,
  index: number,
  slotId: string | null = null,
): Promise<DesignRow> {
  // At `preview` print scale (tests, e2e) the preview is the print file, so it carries the manifest.
  const previewIsPrint = context.config.printScale === 'preview';
  const { printManifest, withPrintManifest } = await designEngine();
  const previewKey = await storePng(
    context.storage,
    'designs',
    previewIsPrint ? withPrintManifest(design.png, printManifest(design, 'preview')) : design.png,
  );
  if (previewIsPrint) await storeDerivedPrints(context, design, previewKey, 'preview');
  const print = previewIsPrint
    ? { printKey: previewKey, printWidth: design.width, printHeight: design.height }
    : {};
  return insertDesign(context.db, {
    userId: context.userId,
    spotifyId: context.spotifyId,
    seed: batch.seed,
    designIndex: index,
    engineId: design.id,
    template: design.template,
    trackName: design.trackName,
    hook: design.hook,
    product: design.product,
    garmentColor: design.garmentColor,
    inks: design.inks,
    fonts: design.fonts,
    previewKey,
    checksPassed: design.checks.passed,
    checkFailures: design.checks.failures,
    slotId,
    ...print,
  });
}

/** Renders and stores the design's mockups; the row becomes `ready`. */
export async function storeMockups(context: BatchContext, row: DesignRow, design: GeneratedDesign) {
  const { renderMockups } = await designEngine();
  const mockups = await renderMockups({
    design: design.png,
    kind: design.product,
    garmentColor: design.garmentColor,
    width: context.config.mockupWidth,
  });
  const stored = await Promise.all(
    mockups.map(async (mockup) => {
      const key = contentKey('mockups', mockup.webp, 'webp');
      await context.storage.put(key, mockup.webp, 'image/webp');
      return { product: mockup.product, key };
    }),
  );
  await saveMockups(context.db, row.id, stored);
}

/** Previews, rows and mockups of one batch. Returns its designs, by index. */
export async function makeBatchDesigns(
  context: BatchContext,
  batch: PlannedBatch,
  callbacks: BatchCallbacks = {},
): Promise<DesignRow[]> {
  const key = { userId: context.userId, spotifyId: context.spotifyId, seed: batch.seed };
  const existing = await findBatchDesigns(context.db, key);
  const allReady =
    existing.size === batch.count && [...existing.values()].every((row) => row.status === 'ready');
  if (allReady) return [...existing.values()].sort((a, b) => a.designIndex - b.designIndex);

  // Each design goes on to its mockups as soon as it is drawn, so the first one is ready while
  // the others are still being drawn. Rows are inserted in index order all the same (the lists
  // show designs in the order they were made), a design drawn early waiting for the one before.
  const rows: DesignRow[] = [];
  const drawn = new Map<number, GeneratedDesign>();
  const mockups = new Set<Promise<void>>();
  const mockupSlots = limiter(MOCKUP_CONCURRENCY);
  let failure: { error: unknown } | undefined;
  let done = [...existing.values()].filter((row) => row.status === 'ready').length;
  // Told once, when the first design is drawn; every design's mockups wait for it, so the
  // progress it writes comes before theirs. The engine does not wait for it.
  let designed: Promise<void> | undefined;

  const mockupsOf = (row: DesignRow, design: GeneratedDesign) =>
    mockupSlots.run(async () => {
      await designed;
      if (failure) return;
      await storeMockups(context, row, design);
      done += 1;
      await callbacks.onMockups?.(done, batch.count);
      await callbacks.afterDesignReady?.({ ...row, status: 'ready' });
    });
  const insertDrawn = async () => {
    for (let design = drawn.get(rows.length); design; design = drawn.get(rows.length)) {
      const index = rows.length;
      const row = existing.get(index) ?? (await insertPreview(context, batch, design, index));
      rows.push(row);
      if (!designed) {
        designed = callbacks.onDesigned?.() ?? Promise.resolve();
        // Its failure is thrown below (and by every mockup waiting for it), never unhandled.
        designed.catch(() => undefined);
      }
      if (row.status === 'ready' || failure) continue;
      const task = mockupsOf(row, design).catch((error: unknown) => {
        failure ??= { error };
      });
      mockups.add(task);
      void task.finally(() => mockups.delete(task));
    }
  };
  let inserting = Promise.resolve();
  const { generateDesigns } = await designEngine();
  await generateDesigns(
    { ...engineInput(context, batch), scale: 'preview' },
    {
      onDesign: (design, index) => {
        if (failure) throw failure.error;
        drawn.set(index, design);
        inserting = inserting.then(insertDrawn);
        return inserting;
      },
    },
  );
  await inserting;
  while (mockups.size > 0) await Promise.all(mockups);
  await designed;
  if (failure) throw failure.error;
  if (rows.length !== batch.count) {
    throw new Error(`${batch.count - rows.length} designs of ${batch.seed} were not generated`);
  }
  return rows;
}

/** Runs at most `limit` tasks at once, the others waiting in the order they came. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
  };
}

/**
 * Full-size print files of a batch's designs that have none yet, each stored (and announced) as
 * soon as it is drawn: a store waiting for one need not wait for the whole batch. Returns how
 * many it stored.
 */
export async function makeBatchPrintFiles(
  context: BatchContext,
  batch: PlannedBatch,
): Promise<number> {
  const key = { userId: context.userId, spotifyId: context.spotifyId, seed: batch.seed };
  const rows = [...(await findBatchDesigns(context.db, key)).values()];
  const missing = new Map(
    rows.filter((row) => row.printKey === null).map((row) => [row.designIndex, row]),
  );
  if (missing.size === 0) return 0;
  const printed = new Set<number>();
  const { generateDesigns, printManifest, withPrintManifest } = await designEngine();
  await generateDesigns(
    { ...engineInput(context, batch), scale: context.config.printScale },
    {
      onDesign: async (design, index) => {
        const row = missing.get(index);
        if (!row) return;
        // The print file carries its manifest (size, dpi, trim, inks, fonts, scripts, checks).
        const png = withPrintManifest(design.png, printManifest(design, context.config.printScale));
        const printKey = await storePng(context.storage, 'prints', png);
        // Stored before the row gets its print key: a store that sees the key finds all three
        // files.
        await storeDerivedPrints(context, design, printKey, context.config.printScale);
        await savePrintFile(context.db, row.id, {
          key: printKey,
          width: design.width,
          height: design.height,
        });
        printed.add(index);
        await context.printFileStored?.(row);
      },
      concurrency: PRINT_FILE_CONCURRENCY,
    },
  );
  const notDrawn = [...missing.keys()].filter((index) => !printed.has(index));
  if (notDrawn.length > 0) {
    throw new Error(`print file ${notDrawn.join(', ')} of ${batch.seed} not generated`);
  }
  return printed.size;
}
