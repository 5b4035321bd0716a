// Print files made for a store build when no design job will make them (decision 056): the
// job that drew the designs died and will not come back (failed, or lost with its worker). The
// engine is pure and seeded, so a design's batch (its seed, tracks and count) draws the same
// design again; makeBatchPrintFiles stores only the missing files, keyed by content, so this and a
// late design job never make two different files for one design.
import { REGENERATE_VARIATIONS } from '@encore/contracts';
import type { DesignRow } from '../../db/schema/index.ts';
import { makeBatchPrintFiles } from './batch-designs.ts';
import { tracksToRedraw } from './engine-tracks.ts';
import type { PlannedBatch } from './generation-plan.ts';
import { batchContext, type GenerateDesignsDeps } from './jobs/generate-designs.job.ts';
import { findGeneration } from './repository.ts';

interface Rescue {
  spotifyId: string;
  artist: { id: string; name: string; genres: string[]; country: string | null };
  batch: PlannedBatch;
}

/** The batch that drew a design, as its job planned it; undefined if it cannot be told. */
function batchOf(
  design: DesignRow,
  plan: { batches: PlannedBatch[]; artist: { name: string } },
): PlannedBatch | undefined {
  const planned = plan.batches.find((batch) => batch.seed === design.seed);
  if (planned) return planned;
  const tracks = tracksToRedraw(design.trackName, plan.artist.name);
  // designs.regenerate (variations of one track) and designs.replace ("Generate another").
  if (design.seed.startsWith('again:')) {
    return { seed: design.seed, tracks, count: REGENERATE_VARIATIONS };
  }
  if (design.seed.startsWith('another:')) return { seed: design.seed, tracks, count: 1 };
  return undefined;
}

/**
 * The batches to draw again for these designs' missing print files, or null if one of them
 * cannot be drawn again here (its run has no plan, or its seed is not one Encore's jobs make).
 */
export async function printFileRescue(
  deps: Pick<GenerateDesignsDeps, 'database'>,
  userId: string,
  designs: readonly DesignRow[],
): Promise<Rescue[] | null> {
  const missing = designs.filter((design) => design.printKey === null);
  const rescues = new Map<string, Rescue>();
  for (const design of missing) {
    const run = await findGeneration(deps.database.db, userId, design.spotifyId);
    const batch = run?.plan && batchOf(design, run.plan);
    if (!run?.plan || !batch) return null;
    rescues.set(`${design.spotifyId}\n${batch.seed}`, {
      spotifyId: design.spotifyId,
      artist: run.plan.artist,
      batch,
    });
  }
  return [...rescues.values()];
}

/** Draws the rescues' batches again and stores their missing print files. */
export async function makeMissingPrintFiles(
  deps: GenerateDesignsDeps,
  userId: string,
  rescues: readonly Rescue[],
): Promise<void> {
  for (const { spotifyId, artist, batch } of rescues) {
    const context = batchContext(deps, {
      userId,
      spotifyId,
      artist: { ...artist },
      image: await deps.catalog.getArtistImage(spotifyId),
    });
    await makeBatchPrintFiles(context, batch);
  }
}
