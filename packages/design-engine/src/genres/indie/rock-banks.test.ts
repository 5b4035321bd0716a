import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { genreFamily } from '../../style/genre-family.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { HARD_NAMES } from '../shared/arrangement-testing.ts';
import { punkDefaults } from '../punk/cut-up.ts';
import { punk } from '../punk/index.ts';
import { indie } from './index.ts';
import { LOUD_ROCK, PSYCH_ROCK, SCRIPT_SCENES } from './sub-genres.ts';

const photo = fixtureImage({ background: '#141414', light: '#f4c27a', shade: '#b5452a' }, 160);

/** Rock with no softer word: indie's loud bank. */
const LOUD = [
  'rock',
  'hard rock',
  'classic rock',
  'garage rock',
  'garage rock revival',
  'j-rock',
  'japanese rock',
  'rock and roll',
  'grunge',
];
/** Rock that keeps another bank, or plain indie. */
const NOT_LOUD = [
  'indie rock',
  'alternative rock',
  'math rock',
  'post-rock',
  'soft rock',
  'korean rock',
  'japanese alternative rock',
  'psychedelic rock',
];

/** The soft indie templates a reviewer found on a J-rock band: nothing there said rock. */
const SOFT = new Set([
  'indie-polaroid',
  'indie-cassette',
  'indie-liner-notes',
  'indie-night-script',
  'indie-doodle',
]);

describe('indie’s loud rock bank', () => {
  it('takes rock with no softer word, and is taken before the national scenes', () => {
    for (const genre of LOUD) {
      expect(LOUD_ROCK.test(genre), genre).toBe(true);
      expect(genreFamily([genre]), genre).toBe('indie');
      expect(SCRIPT_SCENES.test(genre), genre).toBe(false);
    }
    for (const genre of NOT_LOUD) expect(LOUD_ROCK.test(genre), genre).toBe(false);
    expect(PSYCH_ROCK.test('garage rock')).toBe(false);
  });

  it('stamps rock’s emblems on the borrowed punk flyer and stencil, not punk’s politics', () => {
    const rock = punkDefaults({ style: indie.style });
    expect(rock).not.toContain('safety-pin');
    expect(rock).not.toContain('fist');
    expect(rock).toContain('guitar-head');
    // Punk's own sets are unchanged.
    expect(punkDefaults({ style: punk.style })).toContain('safety-pin');
  });

  it('gives a J-rock band loud layouts, never the soft ones', { timeout: 90_000 }, async () => {
    for (const seed of [1, 2, 3]) {
      const designs = await generateDesigns({
        artist: {
          id: 'o07',
          name: '夜更かし団',
          genres: ['japanese rock', 'j-rock'],
          country: 'JP',
        },
        tracks: ['真夜中の電車', '青い炎', 'さよならネオン', '東京タワー'].map((name) => ({
          name,
        })),
        image: photo,
        seed,
        count: 4,
      });
      for (const d of designs) {
        expect(SOFT.has(d.template), `${seed} ${d.template}`).toBe(false);
        expect(d.checks.failures, d.template).toEqual([]);
      }
    }
  });
});

describe('layouts indie borrows for loud rock and psych', () => {
  itSetsEveryName({
    layouts: ['punk-xerox-photo', 'stacked-type', 'punk-stencil', 'tour-poster'],
    genres: ['j-rock'],
    country: 'JP',
    idPrefix: 'rk',
    moreTracks: ['Blue Flame', 'Monday'],
    image: photo,
    seeds: [1, 2],
    names: HARD_NAMES,
  });
  itSetsEveryName({
    layouts: ['retro-sunset', 'indie-psych-poster'],
    genres: ['anadolu rock', 'turkish psych'],
    country: 'TR',
    idPrefix: 'ps',
    moreTracks: ['Kara Toprak', 'Ay Işığı'],
    image: photo,
    seeds: [1, 2, 3],
    names: HARD_NAMES,
  });
});
