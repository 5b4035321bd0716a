/**
 * The two test suites every family's layouts run, written once: each seeded layout draws every
 * one of its arrangements, and every layout sets every hard script and passes the checks.
 */
import { expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import type { GenerateInput } from '../../types.ts';
import type { TemplateId } from '../../style/styles.ts';
import { drawArrangement, HARD_NAMES } from './arrangement-testing.ts';

/** A seeded layout, its arrangements, and the genres an artist of it lists. */
export type ArrangementCase = readonly [
  layout: TemplateId,
  arrangements: readonly string[],
  genres: readonly string[],
];

export interface ArrangementSuite {
  cases: readonly ArrangementCase[];
  /** Prefix of the artists' ids, so each suite's artists differ. */
  idPrefix: string;
  country: string;
  /** The name and track of the artist the variety test draws. */
  sample: readonly [name: string, track: string];
  /** Tracks every artist has besides the one named with it. */
  moreTracks: readonly string[];
  /** Whether a design has the artist's picture; without `seed`, for the variety test. */
  withImage?: (layout: TemplateId, seed?: number) => boolean;
  names?: readonly (readonly [string, string])[];
  /** How many seeds the variety test tries at most. */
  maxSeeds?: number;
}

/** Registers, inside the caller's describe, both arrangement tests for every case. */
export function itDrawsEveryArrangement(suite: ArrangementSuite): void {
  const withImage = suite.withImage ?? (() => true);
  const artist = (name: string, track: string, genres: readonly string[], image: boolean) => ({
    id: `${suite.idPrefix}-${name}`,
    name,
    genres: [...genres],
    country: suite.country,
    tracks: [track, ...suite.moreTracks],
    withImage: image,
  });

  it.each(suite.cases)(
    '%s draws each of its arrangements',
    { timeout: 60_000 },
    async (id, all, genres) => {
      const [name, track] = suite.sample;
      const seen = new Set<string | null>();
      for (let seed = 1; seed <= (suite.maxSeeds ?? 14) && seen.size < all.length; seed += 1) {
        const drawn = await drawArrangement(id, artist(name, track, genres, withImage(id)), seed);
        seen.add(drawn.arrangement);
      }
      expect([...seen].sort()).toEqual([...all].sort());
    },
  );

  it.each(suite.cases)(
    '%s sets every script in each arrangement',
    { timeout: 180_000 },
    async (id, all, genres) => {
      const drawn = new Set<string | null>();
      for (const [i, [name, track]] of (suite.names ?? HARD_NAMES).entries()) {
        // Two seeds a name: across the names every arrangement meets several scripts.
        for (const seed of [i * 2 + 1, i * 2 + 2]) {
          const { arrangement, failures, skipped } = await drawArrangement(
            id,
            artist(name, track, genres, withImage(id, seed)),
            seed,
          );
          if (skipped) continue;
          drawn.add(arrangement);
          expect(failures, `${id} ${String(arrangement)} ${name}`).toEqual([]);
        }
      }
      expect(drawn.size).toBe(all.length);
    },
  );
}

export interface NameSuite {
  layouts: readonly string[];
  genres: readonly string[];
  country: string;
  idPrefix: string;
  /** Tracks every artist has besides the one named with it. */
  moreTracks: readonly string[];
  image: GenerateInput['image'];
  seeds: readonly number[];
  names?: readonly (readonly [string, string])[];
}

/** Registers, inside the caller's describe: every name sets in every layout and passes the checks. */
export function itSetsEveryName(suite: NameSuite): void {
  it.each((suite.names ?? HARD_NAMES).map(([name, track]) => [name, track] as const))(
    'set %s and pass the checks',
    { timeout: 120_000 },
    async (name, track) => {
      for (const seed of suite.seeds) {
        const designs = await generateDesigns({
          artist: {
            id: `${suite.idPrefix}-${name.length}`,
            name,
            genres: [...suite.genres],
            country: suite.country,
          },
          tracks: [track, ...suite.moreTracks].map((t) => ({ name: t })),
          image: suite.image,
          seed,
          count: suite.layouts.length,
          templates: [...suite.layouts],
        });
        expect(designs.map((d) => d.template)).toEqual(suite.layouts);
        for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
      }
    },
  );
}
