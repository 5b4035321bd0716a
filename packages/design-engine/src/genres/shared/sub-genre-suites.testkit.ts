/**
 * The tests every family with sub-genre layouts runs, written once: each sub-genre layout is
 * registered for its own pattern and weighted to lead a set, and it does lead its artists' sets
 * without reaching another sub-genre's.
 */
import { expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import type { ArtistInput } from '../../types.ts';
import type { GenreLayout } from '../types.ts';

export interface SubGenreCase {
  id: string;
  pattern: RegExp;
  /** Genres the layout is for, the first one the artist's. */
  yes: readonly [string, ...string[]];
}

export interface SubGenreSuite {
  layouts: readonly GenreLayout[];
  subGenres: readonly SubGenreCase[];
  /** Share of the family's own weights together each sub-genre layout's weight must pass. */
  leadShare: number;
  /** The artist of a sub-genre genre (the family's name, country and tags around it). */
  artist: (id: string, genre: string) => ArtistInput;
  tracks: readonly string[];
}

/** Registers, inside the caller's describe, both sub-genre tests. */
export function itLeadsSubGenreSets(suite: SubGenreSuite): void {
  const subIds: ReadonlySet<string> = new Set(suite.subGenres.map((g) => g.id));

  it('are each registered onlyFor their own pattern, weighted to lead a set', () => {
    const own = suite.layouts.filter((l) => !l.onlyFor).reduce((sum, l) => sum + l.weight, 0);
    for (const { id, pattern } of suite.subGenres) {
      const layout = suite.layouts.find((l) => l.template.id === id);
      expect(layout?.onlyFor, id).toBe(pattern);
      // Above (about) the family's own weights together: good odds of opening the set.
      expect(layout?.weight ?? 0, id).toBeGreaterThan(own * suite.leadShare);
    }
  });

  it(
    'lead their artists’ sets and never reach another sub-genre',
    { timeout: 120_000 },
    async () => {
      for (const { id, yes } of suite.subGenres) {
        for (const seed of [1, 2]) {
          const designs = await generateDesigns({
            artist: suite.artist(id, yes[0]),
            tracks: suite.tracks.map((name) => ({ name })),
            image: null,
            seed,
            count: 4,
          });
          const templates = designs.map((d) => d.template);
          expect(templates, `${id} seed ${seed}`).toContain(id);
          for (const t of templates) if (subIds.has(t)) expect(t, yes[0]).toBe(id);
        }
      }
    },
  );
}
