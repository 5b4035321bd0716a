/**
 * Artists without a real song (no tracks, or only working titles such as "Untitled 3" and
 * "Intro"): no layout that needs a tracklist, no song line, never their own name as a song.
 */
import { describe, expect, it } from 'vitest';
import { syntheticPalette } from '../color/palette.ts';
import { GENRES, LAYOUTS, TEMPLATE_IDS } from '../genres/index.ts';
import { drawArrangement } from '../genres/shared/arrangement-testing.ts';
import { quoted } from '../templates/common.ts';
import { songTitles } from '../text/hook.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import { alternativeLayouts, planSet } from './plan-set.ts';
import { generateDesigns } from './generate.ts';

const PLACEHOLDERS = ['Untitled 3', 'Intro', 'Track 3', 'untitled', '(Outro)'];
const FAMILIES = Object.keys(GENRES) as GenreFamily[];
const stacked = LAYOUTS.get('stacked-type');
if (!stacked) throw new Error('no stacked-type layout');

const plansFor = (family: GenreFamily, tracks: string[], seed: number) =>
  planSet({
    key: `songless|${family}|${seed}`,
    style: GENRES[family].style,
    palette: syntheticPalette('songless'),
    tracks,
    artist: { name: 'Velvet Morrow', genres: [], hasImage: true, songs: songTitles(tracks).length },
    count: 10,
  });

describe('an artist without songs', () => {
  it('keeps only real songs: placeholders are in no tracklist', () => {
    expect(songTitles([...PLACEHOLDERS, 'Golden Hour', '  '])).toEqual(['Golden Hour']);
    expect(quoted('')).toBe('');
  });

  it('declares what the tracklist layouts need', () => {
    for (const id of ['techno-timetable', 'pop-tour-tee', 'techno-white-label', 'hiphop-mixtape']) {
      expect(LAYOUTS.get(id as never)?.needsTracks ?? 0, id).toBeGreaterThan(1);
    }
  });

  it.each([
    ['no tracks', []],
    ['only placeholder titles', PLACEHOLDERS],
  ])('with %s gets no layout that needs songs and no song line, in every family', (_, tracks) => {
    for (const family of FAMILIES) {
      for (const seed of [1, 2]) {
        for (const plan of plansFor(family, tracks, seed)) {
          expect(plan.template.needsTracks ?? 0, `${family} ${plan.template.id}`).toBe(0);
          expect(plan.trackName).toBe('');
        }
      }
      const fallbacks = alternativeLayouts(
        GENRES[family].style,
        { name: 'Velvet Morrow', genres: [], hasImage: true, songs: 0 },
        stacked,
      );
      expect(fallbacks.filter((t) => (t.needsTracks ?? 0) > 0)).toEqual([]);
    }
  });

  it('gets a tracklist layout once it has enough songs', () => {
    const ids = new Set(
      [1, 2, 3].flatMap((seed) =>
        plansFor('techno', ['One', 'Two', 'Three', 'Four'], seed).map((p) => p.template.id),
      ),
    );
    expect(ids.has('techno-timetable')).toBe(true);
  });

  it('never prints its name, a placeholder or empty quotes as a song in any layout', async () => {
    for (const id of TEMPLATE_IDS) {
      const drawn = await drawArrangement(
        id,
        {
          id: 'songless',
          name: 'Velvet Morrow',
          genres: ['indie rock'],
          country: 'GB',
          tracks: PLACEHOLDERS,
          withImage: true,
        },
        1,
      );
      if (drawn.skipped) continue;
      const lines = drawn.texts.filter((t) => t.role !== 'name');
      expect(
        lines.filter((t) => t.role === 'track' || t.role === 'hook'),
        id,
      ).toEqual([]);
      expect(
        lines.filter((t) => /velvet morrow|untitled|intro|“|”/i.test(t.text)),
        id,
      ).toEqual([]);
      expect(drawn.failures, id).toEqual([]);
    }
  }, 180_000);

  it('names its products after the artist, with no hook', async () => {
    const designs = await generateDesigns({
      artist: { id: 'songless', name: 'Velvet Morrow', genres: ['techno'], country: 'GB' },
      tracks: PLACEHOLDERS.map((name) => ({ name })),
      image: null,
      seed: 1,
      count: 4,
      scale: 'preview',
    });
    for (const d of designs) {
      expect(d.trackName).toBe('Velvet Morrow');
      expect(d.hook).toBe('');
      expect(d.checks.passed).toBe(true);
    }
  }, 60_000);
});
