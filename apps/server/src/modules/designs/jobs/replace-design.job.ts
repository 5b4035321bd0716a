// `designs.replace`: "Generate another" on a design card, the v2/regenerate-design call
// with a designId). One new design of the same track with a new seed, which takes the card once
// its mockups are stored; the card follows the progress written here.
import type { GeneratedDesign } from '@encore/design-engine';
import { z } from 'zod';
import { DESIGN_PROGRESS_EVENT } from '@encore/contracts';
import type { DesignRow } from '../../../db/schema/index.ts';
import { defineJob, type JobHandler } from '../../../jobs/define-job.ts';
import {
  insertPreview,
  makeBatchPrintFiles,
  storeMockups,
  type BatchContext,
} from '../batch-designs.ts';
import { currentDesigns, slotOf } from '../design-slots.ts';
import { tracksToRedraw } from '../engine-tracks.ts';
import { batchContext, type GenerateDesignsDeps } from './generate-designs.job.ts';
import {
  findUserDesign,
  findReplacement,
  slotTemplates,
  updateReplacement,
} from '../replacement-repository.ts';
import { findBatchDesigns, findGeneration, listDesigns } from '../repository.ts';

export const replaceDesignJob = defineJob({
  name: 'designs.replace',
  payload: z.object({ userId: z.string().min(1), replacementId: z.string().min(1) }),
  // The user is watching the card: one quick retry, then the card says it failed.
  retryLimit: 1,
  retryDelaySeconds: 2,
  expireInSeconds: 5 * 60,
});

/**
 * Seeds tried, in order, until one draws a layout this card has not had (and, if possible, no
 * other card shows): "another" should look like another design, not the same one recoloured.
 */
const CANDIDATES = 3;
const replacementSeed = (replacementId: string, candidate: number) =>
  `another:${replacementId}:${candidate}`;

/** The progress the card shows, by step. */
const REPLACEMENT_STEPS = {
  drawing: { progress: 15, step: 'Drawing a new design' },
  mockups: { progress: 60, step: 'Making mockups' },
  retrying: { progress: 10, step: 'Trying again' },
} as const;

interface Candidate {
  seed: string;
  design: GeneratedDesign;
}

async function drawCandidate(context: BatchContext, trackName: string, seed: string) {
  const { generateDesigns } = await import('@encore/design-engine');
  const [design] = await generateDesigns({
    artist: context.artist,
    tracks: tracksToRedraw(trackName, context.artist.name).map((name) => ({ name })),
    image: context.image,
    seed,
    count: 1,
    scale: 'preview',
  });
  if (!design) throw new Error(`the engine drew no design for seed ${seed}`);
  return { seed, design };
}

/** The first candidate with a layout new to the card, preferring one new to the whole grid. */
async function chooseCandidate(
  context: BatchContext,
  replacementId: string,
  trackName: string,
  avoid: { card: ReadonlySet<string>; grid: ReadonlySet<string> },
): Promise<Candidate> {
  const drawn: Candidate[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    const candidate = await drawCandidate(context, trackName, replacementSeed(replacementId, i));
    const { template } = candidate.design;
    if (!avoid.card.has(template) && !avoid.grid.has(template)) return candidate;
    drawn.push(candidate);
  }
  const first = drawn[0];
  if (!first) throw new Error('no candidate drawn');
  return drawn.find((c) => !avoid.card.has(c.design.template)) ?? first;
}

/** The card changed (its design is ready, or the replacement gave up). */
const REPLACED = {
  job: 'replace',
  generationStatus: null,
  progress: null,
  currentStep: null,
} as const;

export function createReplaceDesignHandler(
  deps: GenerateDesignsDeps,
): JobHandler<typeof replaceDesignJob> {
  const { db } = deps.database;
  return async ({ userId, replacementId }, { attempt, logger }) => {
    const replacement = await findReplacement(db, replacementId);
    if (!replacement || replacement.userId !== userId) return;
    // Closed before its job ran (stalled, superseded, or out of attempts): a newer request owns
    // the card now, and this job must not reopen the row or fill the card a second time.
    if (replacement.status === 'failed') return;
    const old = await findUserDesign(db, userId, replacement.designId);
    const run = old && (await findGeneration(db, userId, old.spotifyId));
    if (!old || !run?.plan) {
      logger.warn({ replacementId }, 'replacement of a design that is gone; nothing to do');
      await updateReplacement(db, replacementId, { status: 'failed', error: 'design gone' });
      return;
    }
    const context = batchContext(deps, {
      userId,
      spotifyId: old.spotifyId,
      artist: { ...run.plan.artist },
      image: await deps.catalog.getArtistImage(old.spotifyId),
    });
    const made =
      replacement.newDesignId && (await findUserDesign(db, userId, replacement.newDesignId));
    if (replacement.status === 'ready' && made) {
      // A retry after the card got its design: only the print file may be missing.
      await makeBatchPrintFiles(context, {
        seed: made.seed,
        tracks: tracksToRedraw(made.trackName, context.artist.name),
        count: 1,
      });
      return;
    }
    try {
      await updateReplacement(db, replacementId, {
        status: 'running',
        ...(attempt > 1 ? REPLACEMENT_STEPS.retrying : REPLACEMENT_STEPS.drawing),
      });
      const slotId = slotOf(old);
      // A retry finishes the design an earlier attempt chose (the grid it chose by has moved).
      const earlier = await findCandidateRow(context, replacementId);
      let chosen: Candidate;
      if (earlier) {
        chosen = await drawCandidate(context, old.trackName, earlier.seed);
      } else {
        const shown = currentDesigns(await listDesigns(db, userId));
        chosen = await chooseCandidate(context, replacementId, old.trackName, {
          card: new Set(await slotTemplates(db, userId, slotId)),
          grid: new Set(shown.filter((d) => slotOf(d) !== slotId).map((d) => d.template)),
        });
      }
      const batch = {
        seed: chosen.seed,
        tracks: tracksToRedraw(old.trackName, context.artist.name),
        count: 1,
      };
      const row: DesignRow =
        earlier ?? (await insertPreview(context, batch, chosen.design, 0, slotId));
      await updateReplacement(db, replacementId, REPLACEMENT_STEPS.mockups);
      if (row.status !== 'ready') await storeMockups(context, row, chosen.design);
      await updateReplacement(db, replacementId, {
        status: 'ready',
        progress: 100,
        step: 'Ready',
        newDesignId: row.id,
        error: null,
      });
      await deps.liveEvents.publish(userId, DESIGN_PROGRESS_EVENT, REPLACED);
      // The store needs the full-size file; the card does not wait for it.
      await makeBatchPrintFiles(context, batch);
    } catch (error) {
      const final = attempt > replaceDesignJob.retryLimit;
      const message = error instanceof Error ? error.message : String(error);
      const current = await findReplacement(db, replacementId);
      // A failure after the card got its design (the print file) must not undo it.
      if (current?.status !== 'ready') {
        await updateReplacement(db, replacementId, {
          ...(final ? { status: 'failed' } : REPLACEMENT_STEPS.retrying),
          error: message.slice(0, 1000),
        });
        if (final) await deps.liveEvents.publish(userId, DESIGN_PROGRESS_EVENT, REPLACED);
      }
      throw error;
    }
  };
}

/** The design an earlier attempt of this replacement stored, if any. */
async function findCandidateRow(
  context: BatchContext,
  replacementId: string,
): Promise<DesignRow | undefined> {
  for (let i = 0; i < CANDIDATES; i++) {
    const rows = await findBatchDesigns(context.db, {
      userId: context.userId,
      spotifyId: context.spotifyId,
      seed: replacementSeed(replacementId, i),
    });
    const row = rows.get(0);
    if (row) return row;
  }
  return undefined;
}
