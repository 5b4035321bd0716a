// What a generation run will make, decided once before any drawing and stored with the run, so a
// retry (or a second worker) makes exactly the same designs even if the catalog's answer changed.
import type { GenerationPlanJson } from '../../db/schema/index.ts';
import type { CatalogArtist, CatalogTrack } from '../catalog/index.ts';

export type GenerationPlan = GenerationPlanJson;
export type PlannedBatch = GenerationPlan['batches'][number];

export interface PlanInput {
  userId: string;
  artist: CatalogArtist;
  tracks: readonly CatalogTrack[];
  /** Designs made first, with mockups, before the user enters the app. */
  firstCount: number;
  /** Designs in all. */
  maxCount: number;
}

/** Seeds are per user, so two people onboarding the same artist get different designs. */
export const firstBatchSeed = (userId: string) => `first:${userId}`;
export const moreBatchSeed = (userId: string) => `more:${userId}`;

/**
 * "Song", "Song - Remastered 2011" and "Song (Live)" are one song on a T-shirt: compare titles
 * without case, brackets and dash suffixes.
 */
export function trackKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s*[([].*?[)\]]/g, '')
    .replace(/\s+-\s+.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Track names in popularity order, blanks and repeats of one song removed. */
export function distinctTracks(tracks: readonly CatalogTrack[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const track of tracks) {
    const name = track.name.trim();
    const key = trackKey(name);
    if (name === '' || key === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * Two engine calls: the first `firstCount` designs from the best-known tracks (one track each
 * when there are enough), then one design per further top track up to `maxCount` in all. The
 * design engine picks a track per design from the tracks it is given, so giving each call its own
 * tracks keeps every song to one design.
 */
export function planGeneration(input: PlanInput): GenerationPlan {
  const { userId, artist, firstCount, maxCount } = input;
  const names = distinctTracks(input.tracks);
  const first = names.slice(0, firstCount);
  const more = names.slice(firstCount, Math.max(firstCount, maxCount));
  const batches: PlannedBatch[] = [
    { seed: firstBatchSeed(userId), tracks: first, count: firstCount },
  ];
  if (more.length > 0)
    batches.push({ seed: moreBatchSeed(userId), tracks: more, count: more.length });
  return {
    artist: {
      id: artist.id,
      name: artist.name,
      genres: [...(artist.genres ?? [])],
      country: artist.country,
    },
    batches,
  };
}

/** How many designs a plan makes. */
export function plannedCount(plan: GenerationPlan): number {
  return plan.batches.reduce((sum, batch) => sum + batch.count, 0);
}
