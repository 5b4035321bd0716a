// Makes one engine call's designs: previews first (rows in `processing`), then their mockups
// (rows `ready`), then — later, for all batches — the full-size print files. Every step is keyed
// by (user, artist, seed, index) and content-addressed files, so running it again only does what
// is missing.
import { availableParallelism } from 'node:os';
import {
  generateDesigns,
  DERIVED_PRINT_PRODUCTS,
  derivedPrintFiles,
  mapLimit,
  printManifest,
  renderMockups,
  withPrintManifest,
  type ArtistInput,
  type GeneratedDesign,
} from '@encore/design-engine';
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

export interface BatchContext {
  db: Db;
  storage: FileStorage;
  config: DesignGenerationConfig;
  userId: string;
  spotifyId: string;
  artist: ArtistInput;
  image: Buffer | null;
}

export interface BatchCallbacks {
  /** The previews are drawn (before any mockup). */
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

  const designs = await generateDesigns({ ...engineInput(context, batch), scale: 'preview' });
  const rows: DesignRow[] = [];
  for (const [index, design] of designs.entries()) {
    rows.push(existing.get(index) ?? (await insertPreview(context, batch, design, index)));
  }
  await callbacks.onDesigned?.();

  let done = rows.filter((row) => row.status === 'ready').length;
  const pending = rows.filter((row) => row.status !== 'ready');
  await mapLimit(pending, MOCKUP_CONCURRENCY, async (row) => {
    const design = designs[row.designIndex];
    if (!design) throw new Error(`design ${row.designIndex} of ${batch.seed} was not generated`);
    await storeMockups(context, row, design);
    done += 1;
    await callbacks.onMockups?.(done, rows.length);
    await callbacks.afterDesignReady?.({ ...row, status: 'ready' });
  });
  return rows;
}

/** Full-size print files of a batch's designs that have none yet. Returns how many it stored. */
export async function makeBatchPrintFiles(
  context: BatchContext,
  batch: PlannedBatch,
): Promise<number> {
  const key = { userId: context.userId, spotifyId: context.spotifyId, seed: batch.seed };
  const rows = [...(await findBatchDesigns(context.db, key)).values()];
  const missing = rows.filter((row) => row.printKey === null);
  if (missing.length === 0) return 0;
  const designs = await generateDesigns({
    ...engineInput(context, batch),
    scale: context.config.printScale,
  });
  for (const row of missing) {
    const design = designs[row.designIndex];
    if (!design) throw new Error(`print file ${row.designIndex} of ${batch.seed} not generated`);
    // The print file carries its manifest (size, dpi, trim, inks, fonts, scripts, checks).
    const png = withPrintManifest(design.png, printManifest(design, context.config.printScale));
    const printKey = await storePng(context.storage, 'prints', png);
    // Stored before the row gets its print key: a store that sees the key finds all three files.
    await storeDerivedPrints(context, design, printKey, context.config.printScale);
    await savePrintFile(context.db, row.id, {
      key: printKey,
      width: design.width,
      height: design.height,
    });
  }
  return missing.length;
}
