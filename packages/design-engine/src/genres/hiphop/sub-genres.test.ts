import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { itLeadsSubGenreSets } from '../shared/sub-genre-suites.testkit.ts';
import { genreFamily } from '../../style/genre-family.ts';
import { hiphop } from './index.ts';
import { BOOM_BAP, CLOUD_EMO, CONSCIOUS, DRILL, REGIONAL } from './sub-genres.ts';

/** Each sub-genre layout, the pattern it is drawn for, and genres it must reach. */
const SUB_GENRES = [
  {
    id: 'hiphop-drill',
    pattern: DRILL,
    yes: ['uk drill', 'drill', 'chicago drill', 'brooklyn drill', 'ny drill', 'grime'],
  },
  {
    id: 'hiphop-boom-bap',
    pattern: BOOM_BAP,
    yes: ['boom bap', 'east coast hip hop', 'golden age hip hop', 'old school hip hop'],
  },
  {
    id: 'hiphop-cloud',
    pattern: CLOUD_EMO,
    yes: ['cloud rap', 'emo rap', 'rage', 'plugg', 'phonk', 'sad rap'],
  },
  {
    id: 'hiphop-crate',
    pattern: CONSCIOUS,
    yes: [
      'conscious hip hop',
      'jazz rap',
      'alternative hip hop',
      'abstract hip hop',
      'lo-fi hip hop',
    ],
  },
  {
    id: 'hiphop-scene',
    pattern: REGIONAL,
    yes: [
      'german hip hop',
      'french hip hop',
      'uk hip hop',
      'desi hip hop',
      'arabic hip hop',
      'russian rap',
    ],
  },
] as const;

/** Genres of the family no sub-genre layout is for: they keep today's set. */
const PLAIN = [
  'hip hop',
  'rap',
  'trap',
  'southern hip hop',
  'gangster rap',
  'pop rap',
  'hip hop soul',
  'hip house',
  'melodic rap',
];

const SUB_IDS: ReadonlySet<string> = new Set(SUB_GENRES.map((g) => g.id));

describe('hip hop sub-genre layouts', () => {
  itLeadsSubGenreSets({
    layouts: hiphop.layouts,
    subGenres: SUB_GENRES,
    leadShare: 1,
    artist: (id, genre) => ({
      id: `sub-${id}`,
      name: 'Big Sosa',
      genres: [genre, 'hip hop'],
      country: 'GB',
    }),
    tracks: ['Opp Block', 'Sliding'],
  });

  it('match their genres, keep them in the family, and never another sub-genre’s or plain rap', () => {
    for (const { id, pattern, yes } of SUB_GENRES) {
      for (const genre of yes) {
        expect(pattern.test(genre), `${id} ← ${genre}`).toBe(true);
        // Listed first, before a plain hip hop tag, the sub-genre keeps the artist in the family.
        expect(genreFamily([genre, 'rap']), genre).toBe('hiphop');
      }
      const others = SUB_GENRES.filter((g) => g.id !== id).flatMap((g) => g.yes);
      for (const genre of [...others, ...PLAIN])
        expect(pattern.test(genre), `${id} ✗ ${genre}`).toBe(false);
    }
  });

  it('route rage and plugg, which name no "rap", to the family', () => {
    for (const genre of ['rage', 'plugg', 'pluggnb'])
      expect(genreFamily([genre]), genre).toBe('hiphop');
    expect(genreFamily(['garage rock'])).not.toBe('hiphop');
  });

  it('keep trap’s chrome off drill and conscious sets', { timeout: 60_000 }, async () => {
    for (const genres of [['uk drill'], ['jazz rap', 'conscious hip hop']]) {
      for (const seed of [1, 2]) {
        const designs = await generateDesigns({
          artist: { id: `nobling-${genres[0]}`, name: 'Big Sosa', genres, country: 'GB' },
          tracks: [{ name: 'Opp Block' }],
          image: null,
          seed,
          count: 6,
        });
        expect(designs.map((d) => d.template)).not.toContain('hiphop-chrome');
      }
    }
  });

  it('never reach a plain hip hop or trap artist', { timeout: 120_000 }, async () => {
    for (const genres of [['hip hop'], ['trap', 'southern hip hop'], ['gangster rap']]) {
      for (const seed of [1, 2, 3]) {
        const designs = await generateDesigns({
          artist: { id: `plain-${genres[0]}`, name: 'Young Tamarind', genres, country: 'US' },
          tracks: [{ name: 'Purple Sprite' }, { name: 'Pull Up' }],
          image: null,
          seed,
          count: 6,
        });
        for (const d of designs) expect(SUB_IDS.has(d.template), d.template).toBe(false);
      }
    }
  });
});
