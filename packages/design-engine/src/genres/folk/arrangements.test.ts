import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { compositions, drawLayout, HARD_NAMES } from '../shared/seeded-layout.testkit.ts';
import { folk } from './index.ts';
import { folkPaperCut } from './paper-cut.ts';
import { folkWoodcutLandscape } from './woodcut-landscape.ts';
import { folkLinocutEmblem } from './linocut-emblem.ts';
import { folkSprigWreath } from './sprig-wreath.ts';
import { folkCrossStitch } from './cross-stitch.ts';
import { folkAlmanac } from './almanac.ts';
import { iconShape } from '../../motifs/game-icons.ts';

const WOLF = {
  name: 'Fiddlehead Wolf',
  track: 'Birch',
  tracks: ['Northern Lights', 'Wolf Song', 'Birch'],
  details: ['Canada'],
};

describe('folk layouts vary their picture by seed', () => {
  it(
    'the woodcut sets the window over the name, or the name over a panorama',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(folkWoodcutLandscape, folk, WOLF)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it(
    'the linocut stands free, is cut in a round block, or hangs under the name',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(folkLinocutEmblem, folk, WOLF)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it('the sprigs wreathe the name or arch over it', { timeout: 60_000 }, async () => {
    expect((await compositions(folkSprigWreath, folk, WOLF)).size).toBeGreaterThanOrEqual(2);
  });

  it(
    'the almanac centres its vignette or sets it beside the entries',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(folkAlmanac, folk, WOLF)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it('the stitching runs in bands or in a rosette', { timeout: 60_000 }, async () => {
    expect((await compositions(folkCrossStitch, folk, WOLF)).size).toBeGreaterThanOrEqual(2);
  });

  it(
    'the paper cut is an arch or a medallion, crowned by a heart or the name’s emblem',
    { timeout: 60_000 },
    async () => {
      const borders = new Set<string>();
      const crowns = new Set<string>();
      for (let i = 0; i < 12; i += 1) {
        const art = await drawLayout(folkPaperCut, folk, WOLF, `arrangement-${i}`);
        const body = art.body.join('');
        // The arch's band starts at its left foot; the hollow heart is the one even-odd shape.
        borders.add(body.includes('d="M170 930V') ? 'arch' : 'medallion');
        crowns.add(body.includes('fill-rule="evenodd"') ? 'heart' : 'emblem');
      }
      expect(borders.size).toBe(2);
      expect(crowns.size).toBe(2);
    },
  );
});

describe('the sprig wreath keeps its type clear of the stems', () => {
  it('no letter of the name or the song reaches the sprigs', { timeout: 60_000 }, async () => {
    // o17 of the review board: the Z of FERRAZ and "LISBOA QUE DORME" ran into the stems.
    const fadista = {
      name: 'Inês Ferraz',
      track: 'Lisboa Que Dorme',
      tracks: ['Saudade da Alfama', 'Maré', 'Lisboa Que Dorme'],
      details: ['Portugal'],
    };
    let wreaths = 0;
    for (let i = 0; i < 16; i += 1) {
      const art = await drawLayout(folkSprigWreath, folk, fadista, `wreath-${i}`);
      // The wreath's stems are arcs of radius 430 round (600, 520); the garland's are not.
      if (!art.body.join('').includes('A430 430')) continue;
      wreaths += 1;
      for (const t of art.texts.filter((x) => x.role !== 'detail')) {
        const { x0, x1, y0, y1 } = t.box;
        for (const [x, y] of [
          [x0, y0],
          [x1, y0],
          [x0, y1],
          [x1, y1],
        ] as const) {
          expect(Math.hypot(x - 600, y - 520), `${t.role} at seed ${i}`).toBeLessThan(430 - 55);
        }
      }
    }
    expect(wreaths).toBeGreaterThan(3);
  });
});

describe('the woodcut draws the train a song names', () => {
  it('"Long Gone Train" runs a locomotive along the valley; other songs none', async () => {
    const band = {
      name: 'The Harrow Lane Ramblers',
      tracks: ['Coal Creek Morning', 'Long Gone Train'],
      details: ['United States'],
    };
    for (let i = 0; i < 6; i += 1) {
      const train = await drawLayout(
        folkWoodcutLandscape,
        folk,
        { ...band, track: 'Long Gone Train' },
        `train-${i}`,
      );
      // The ridge stops short of the engine: its cut-away mask is there on every design.
      expect(train.body.join('')).toContain('mask="url(#train');
      const morning = await drawLayout(
        folkWoodcutLandscape,
        folk,
        { ...band, track: 'Coal Creek Morning' },
        `train-${i}`,
      );
      expect(morning.body.join('')).not.toContain('mask="url(#train');
    }
  });
});

describe('the woodcut reads the sea in the artists’ languages', () => {
  it('"Maré" and "Amhrán na Farraige" draw the sea', async () => {
    for (const track of ['Maré', 'Amhrán na Farraige']) {
      for (let i = 0; i < 4; i += 1) {
        const art = await drawLayout(
          folkWoodcutLandscape,
          folk,
          { name: 'Inês Ferraz', track, tracks: [track], details: ['Portugal'] },
          `sea-${i}`,
        );
        // The sea's scalloped wave rows; the mountains and the hill draw none.
        expect(art.body.join(''), `${track} ${i}`).toMatch(/q[\d.]+ -[\d.]+ [\d.]+ 0q/);
      }
    }
  });
});

const LAYOUTS = [
  'folk-woodcut-landscape',
  'folk-paper-cut',
  'folk-linocut-emblem',
  'folk-sprig-wreath',
  'folk-cross-stitch',
  'folk-almanac',
];

describe('the reworked folk layouts', () => {
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['folk'],
    country: 'CA',
    idPrefix: 'fa',
    moreTracks: ['Hollow Pine'],
    image: null,
    seeds: [1, 2],
    names: HARD_NAMES,
  });
});

/** The regional layouts with their own scenes' names, and the engine's hard names. */
const REGIONAL_NAMES: readonly [string, string][] = [
  ['Ciara Ní Bhriain', 'Amhrán na Farraige'],
  ['Мельница', 'Дорога сна'],
  ['Χαΐνηδες', 'Το τραγούδι της θάλασσας'],
  ...HARD_NAMES,
];

describe('the regional folk layouts', () => {
  itSetsEveryName({
    layouts: ['folk-celtic-knot', 'folk-celtic-knot'],
    genres: ['irish folk', 'celtic'],
    country: 'IE',
    idPrefix: 'fc',
    moreTracks: ['Sea of Moyle'],
    image: null,
    seeds: [1, 2],
    names: REGIONAL_NAMES,
  });
  itSetsEveryName({
    layouts: ['folk-azulejo', 'folk-azulejo'],
    genres: ['fado', 'portuguese folk'],
    country: 'PT',
    idPrefix: 'fp',
    moreTracks: ['Lisboa Que Dorme'],
    image: null,
    seeds: [1, 2],
    names: REGIONAL_NAMES,
  });
  itSetsEveryName({
    layouts: ['folk-banjo-head', 'folk-banjo-head'],
    genres: ['bluegrass'],
    country: 'US',
    idPrefix: 'fb',
    moreTracks: ['Long Gone Train'],
    image: null,
    seeds: [1, 2],
    names: REGIONAL_NAMES,
  });
});

describe('folk paper cut birds', () => {
  // A Norwegian duo's paper cut had hummingbirds, which live only in the Americas (review).
  it('are hummingbirds only for artists of the Americas', { timeout: 60_000 }, async () => {
    const hummingbird = iconShape('hummingbird').d;
    const seen = async (details: string[]) => {
      let count = 0;
      for (let i = 0; i < 10; i += 1) {
        const art = await drawLayout(folkPaperCut, folk, { ...WOLF, details }, `bird-${i}`);
        if (art.body.join('').includes(hummingbird)) count += 1;
      }
      return count;
    };
    expect(await seen(['Norway'])).toBe(0);
    expect(await seen(['Mexico'])).toBeGreaterThan(0);
  });
});
