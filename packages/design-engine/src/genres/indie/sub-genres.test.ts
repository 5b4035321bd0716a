import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { genreFamily } from '../../style/genre-family.ts';
import { itDrawsEveryArrangement } from '../shared/layout-suites.testkit.ts';
import { HARD_NAMES } from '../shared/arrangement-testing.ts';
import { itLeadsSubGenreSets } from '../shared/sub-genre-suites.testkit.ts';
import { HAZE_ARRANGEMENTS } from './haze.ts';
import { indie } from './index.ts';
import { NIGHT_ARRANGEMENTS } from './night-script.ts';
import { PORCH_ARRANGEMENTS } from './porch.ts';
import { PSYCH_ARRANGEMENTS } from './psych-poster.ts';
import { DREAM_GAZE, EMO_MATH, LOFI_BEDROOM, PSYCH_ROCK, SCRIPT_SCENES } from './sub-genres.ts';
import { WINDOW_ARRANGEMENTS } from './window.ts';

/** Each bank's own layout, the pattern it is drawn for, and genres it must reach. */
const SUB_GENRES = [
  {
    id: 'indie-haze',
    pattern: DREAM_GAZE,
    yes: ['shoegaze', 'dream pop', 'slowcore', 'nu gaze', 'dreamgaze'],
  },
  {
    id: 'indie-porch',
    pattern: EMO_MATH,
    yes: ['midwest emo', 'emo', 'math rock', 'emo revival', 'twinkle emo', 'emocore'],
  },
  {
    id: 'indie-window',
    pattern: LOFI_BEDROOM,
    yes: ['lo-fi beats', 'chillhop', 'bedroom pop', 'lo-fi', 'lofi chill'],
  },
  {
    id: 'indie-psych-poster',
    pattern: PSYCH_ROCK,
    yes: [
      'psychedelic rock',
      'anadolu rock',
      'turkish psych',
      'acid rock',
      'space rock',
      'krautrock',
      'neo-psychedelia',
      'desert rock',
      'garage psych',
    ],
  },
  {
    id: 'indie-night-script',
    pattern: SCRIPT_SCENES,
    yes: [
      'israeli indie',
      'thai indie',
      'k-indie',
      'korean indie',
      'greek indie',
      'entehno',
      'entechno',
    ],
  },
] as const;

/**
 * Genres of the family no bank with a layout of its own is for ('garage rock' and 'j-rock' are
 * loud rock's, which borrows; see rock-banks.test.ts).
 */
const PLAIN = [
  'indie rock',
  'indie pop',
  'post-punk',
  'garage rock',
  'britpop',
  'alt-rock',
  'j-rock',
];

const SUB_IDS: ReadonlySet<string> = new Set(SUB_GENRES.map((g) => g.id));

/** Hard names past the scripts: one letter, symbols only, emoji, Greek and Cyrillic capitals. */
const MORE_NAMES: readonly [string, string][] = [
  ['Ø', 'Iron'],
  ['!!!', 'Heart of Hearts'],
  ['🌙✨', 'Moonlight'],
  ['Νεφέλη', 'Θάλασσα'],
  ['Кино', 'Группа крови'],
];

describe('indie sub-genre banks', () => {
  itLeadsSubGenreSets({
    layouts: indie.layouts,
    subGenres: SUB_GENRES,
    leadShare: 1,
    artist: (id, genre) => ({
      id: `sub-${id}`,
      name: 'Quiet Orchard',
      genres: [genre],
      country: 'US',
    }),
    tracks: ['Paper Cranes', 'Slow Fields'],
  });

  it('match their genres, stay in the family, and never another bank’s or plain indie', () => {
    for (const { id, pattern, yes } of SUB_GENRES) {
      for (const genre of yes) {
        expect(pattern.test(genre), `${id} ← ${genre}`).toBe(true);
        expect(genreFamily([genre]), genre).toBe('indie');
      }
      const others = SUB_GENRES.filter((g) => g.id !== id).flatMap((g) => g.yes);
      for (const genre of [...others, ...PLAIN])
        expect(pattern.test(genre), `${id} ✗ ${genre}`).toBe(false);
    }
  });

  it('list each shared layout once for any artist', () => {
    for (const genres of [
      ['indie rock'],
      ['shoegaze'],
      ['midwest emo', 'shoegaze'],
      ['k-indie'],
      ['anadolu rock', 'turkish psych'],
      ['japanese rock', 'j-rock'],
      ['psychedelic rock', 'garage rock'],
    ]) {
      const drawable = indie.layouts.filter(
        (l) =>
          (!l.onlyFor || genres.some((g) => l.onlyFor?.test(g))) &&
          (!l.notFor || !genres.some((g) => l.notFor?.test(g))),
      );
      const ids = drawable.map((l) => l.template.id);
      expect(new Set(ids).size, genres.join()).toBe(ids.length);
    }
  });

  it('never reach a plain indie artist', { timeout: 60_000 }, async () => {
    for (const seed of [1, 2, 3]) {
      const designs = await generateDesigns({
        artist: { id: 'plain-indie', name: 'Paper Wolves', genres: ['indie rock'], country: 'GB' },
        tracks: [{ name: 'Cardigan Weather' }, { name: 'July' }, { name: 'Letters' }],
        image: null,
        seed,
        count: 8,
      });
      for (const d of designs) expect(SUB_IDS.has(d.template), d.template).toBe(false);
    }
  });

  it('give the sub-genres sets that differ', { timeout: 60_000 }, async () => {
    const firstLooks = await Promise.all(
      SUB_GENRES.map(async ({ yes }) => {
        const designs = await generateDesigns({
          artist: { id: 'same-name', name: 'Quiet Orchard', genres: [yes[0]], country: 'US' },
          tracks: ['Paper Cranes', 'Slow Fields', 'Night Bus'].map((name) => ({ name })),
          image: null,
          seed: 1,
          count: 4,
        });
        return designs.map((d) => d.template).join();
      }),
    );
    expect(new Set(firstLooks).size).toBe(SUB_GENRES.length);
  });
});

describe('indie sub-genre layouts', () => {
  itDrawsEveryArrangement({
    cases: [
      ['indie-haze', HAZE_ARRANGEMENTS, ['shoegaze']],
      ['indie-porch', PORCH_ARRANGEMENTS, ['midwest emo']],
      ['indie-window', WINDOW_ARRANGEMENTS, ['lo-fi beats']],
      ['indie-night-script', NIGHT_ARRANGEMENTS, ['thai indie']],
      ['indie-psych-poster', PSYCH_ARRANGEMENTS, ['psychedelic rock']],
    ],
    idPrefix: 'isg',
    country: 'US',
    sample: ['Quiet Orchard', 'Paper Cranes'],
    moreTracks: [
      'Slow Fields',
      'A Considerably Longer Track Title Than Most Songs Would Ever Have',
    ],
    names: [...HARD_NAMES, ...MORE_NAMES],
    maxSeeds: 20,
  });
});
