import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { itLeadsSubGenreSets } from '../shared/sub-genre-suites.testkit.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { metal } from './index.ts';
import { BLACK_METAL, CORE_METAL, DOOM_STONER, EPIC_METAL, THRASH_DEATH } from './sub-genres.ts';

/** Each sub-genre layout, the pattern it is drawn for, and genres it must and must not reach. */
const SUB_GENRES = [
  {
    id: 'metal-black-forest',
    pattern: BLACK_METAL,
    yes: ['black metal', 'atmospheric black metal', 'blackgaze', 'dsbm', 'blackened death metal'],
  },
  {
    id: 'metal-doom-poster',
    pattern: DOOM_STONER,
    yes: [
      'doom metal',
      'stoner metal',
      'stoner rock',
      'sludge metal',
      'desert rock',
      'drone metal',
    ],
  },
  {
    id: 'metal-thrash-skull',
    pattern: THRASH_DEATH,
    yes: ['thrash metal', 'crossover thrash', 'speed metal', 'death metal', 'grindcore'],
  },
  {
    id: 'metal-epic-shield',
    pattern: EPIC_METAL,
    yes: ['power metal', 'symphonic metal', 'folk metal', 'viking metal', 'pagan metal'],
  },
  {
    id: 'metal-core-modern',
    pattern: CORE_METAL,
    yes: ['metalcore', 'deathcore', 'nu metal', 'djent', 'melodic metalcore', 'alternative metal'],
  },
] as const;

/** Genres of the family no sub-genre layout is for. */
const PLAIN = ['heavy metal', 'nwobhm', 'gothic metal', 'progressive metal', 'glam metal'];

const SUB_IDS: ReadonlySet<string> = new Set(SUB_GENRES.map((g) => g.id));

describe('metal sub-genre layouts', () => {
  itLeadsSubGenreSets({
    layouts: metal.layouts,
    subGenres: SUB_GENRES,
    leadShare: 0.85,
    artist: (id, genre) => ({
      id: `sub-${id}`,
      name: 'Hollow Crown',
      genres: [genre],
      country: 'SE',
    }),
    tracks: ['Under Nine Moons', 'Ash Choir'],
  });

  it('match their genres and never another sub-genre’s or plain metal', () => {
    for (const { id, pattern, yes } of SUB_GENRES) {
      for (const genre of yes) expect(pattern.test(genre), `${id} ← ${genre}`).toBe(true);
      const others = SUB_GENRES.filter((g) => g.id !== id).flatMap((g) => g.yes);
      // "blackened death metal" is both black and death: drawn for both on purpose.
      for (const genre of others.filter((g) => g !== 'blackened death metal'))
        expect(pattern.test(genre), `${id} ✗ ${genre}`).toBe(false);
      for (const genre of PLAIN) expect(pattern.test(genre), `${id} ✗ ${genre}`).toBe(false);
    }
  });

  it('keep the church plates off the core styles', { timeout: 60_000 }, async () => {
    for (const seed of [1, 2, 3]) {
      const designs = await generateDesigns({
        artist: { id: 'core', name: 'Glass Hearts', genres: ['metalcore'], country: 'US' },
        tracks: [{ name: 'Lungs Full of Smoke' }],
        image: null,
        seed,
        count: 6,
      });
      const templates = designs.map((d) => d.template);
      expect(templates).not.toContain('metal-cathedral');
      expect(templates).not.toContain('metal-altar');
    }
  });

  it('never reach a plain heavy metal artist', { timeout: 60_000 }, async () => {
    const image = fixtureImage({ background: '#1a1d24', light: '#c9d2d8', shade: '#3a1418' }, 160);
    for (const seed of [1, 2, 3]) {
      const designs = await generateDesigns({
        artist: {
          id: 'plain-heavy',
          name: 'Steel Harbour',
          genres: ['heavy metal'],
          country: 'GB',
        },
        tracks: [{ name: 'Run the Gauntlet' }],
        image,
        seed,
        count: 8,
      });
      for (const d of designs) expect(SUB_IDS.has(d.template), d.template).toBe(false);
    }
  });
});
