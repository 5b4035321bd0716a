import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { generateDesigns } from '../../design/generate.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { canSetAsTiles } from '../../text/scripts.ts';
import { compositions, HARD_NAMES } from '../shared/seeded-layout.testkit.ts';
import { kpop } from './index.ts';
import { kpopTracklist } from './tracklist.ts';
import { kpopY2kWindow } from './y2k-window.ts';
import { kpopFourCut } from './four-cut.ts';
import { kpopPhotocard } from './photocard.ts';
import { kpopLightstick } from './lightstick.ts';
import { kpopEmblem } from './emblem.ts';
import { kpopPatternBand } from './pattern-band.ts';

const photo = fixtureImage({ background: '#111111', light: '#f7d6e6', shade: '#d6589a' }, 160);

const HANEUL = {
  name: '하늘빛',
  track: 'Sugar Rush',
  tracks: ['달빛', 'Sugar Rush', '꿈', 'Starlight'],
  details: ['South Korea'],
};

describe('k-pop layouts vary their picture by seed', () => {
  it(
    'the tracklist is an album back, a name-first sleeve or a single',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(kpopTracklist, kpop, HANEUL)).size).toBeGreaterThanOrEqual(3);
    },
  );

  it('the y2k window is a photo viewer or a media player', { timeout: 60_000 }, async () => {
    expect((await compositions(kpopY2kWindow, kpop, HANEUL)).size).toBeGreaterThanOrEqual(2);
  });

  it(
    'the four-cut is a two-by-two frame or a strip across the chest',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(kpopFourCut, kpop, HANEUL)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it('the pattern band runs over, under or round the name', { timeout: 60_000 }, async () => {
    expect((await compositions(kpopPatternBand, kpop, HANEUL)).size).toBeGreaterThanOrEqual(3);
  });

  it('the emblem stands over a short name or beside it', { timeout: 60_000 }, async () => {
    expect((await compositions(kpopEmblem, kpop, HANEUL)).size).toBeGreaterThanOrEqual(2);
  });

  it('the lightstick stands alone or as a pair', { timeout: 60_000 }, async () => {
    expect((await compositions(kpopLightstick, kpop, HANEUL)).size).toBeGreaterThanOrEqual(2);
  });

  it('the photocard is one card or a fanned pair', { timeout: 60_000 }, async () => {
    expect((await compositions(kpopPhotocard, kpop, HANEUL)).size).toBeGreaterThanOrEqual(2);
  });
});

const LAYOUTS = [
  'kpop-tracklist',
  'kpop-y2k-window',
  'kpop-four-cut',
  'kpop-photocard',
  'kpop-lightstick',
  'kpop-emblem',
];

/** The pattern band repeats letter tiles, so it takes only names that set as tiles. */
const TILE_NAMES = HARD_NAMES.filter(([name]) => canSetAsTiles(name));

describe('the k-pop pattern band', () => {
  it.each(TILE_NAMES)(
    'sets %s and passes the checks',
    { timeout: 120_000 },
    async (name, track) => {
      for (const seed of [1, 2, 3]) {
        const designs = await generateDesigns({
          artist: { id: `kb-${name.length}`, name, genres: ['k-pop'], country: 'KR' },
          tracks: [{ name: track }, { name: 'Sugar Rush' }],
          image: null,
          seed,
          count: 1,
          templates: ['kpop-pattern-band'],
        });
        for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
      }
    },
  );
});

describe('the reworked k-pop layouts', () => {
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['k-pop'],
    country: 'KR',
    idPrefix: 'ka',
    moreTracks: ['Sugar Rush'],
    image: photo,
    seeds: [1, 2, 3],
    names: HARD_NAMES,
  });
});
