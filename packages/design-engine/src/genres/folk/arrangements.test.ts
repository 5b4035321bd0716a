import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { compositions, drawLayout, HARD_NAMES } from '../country/seeded-layout.testkit.ts';
import { folk } from './index.ts';
import { folkPaperCut } from './paper-cut.ts';
import { folkWoodcutLandscape } from './woodcut-landscape.ts';
import { folkLinocutEmblem } from './linocut-emblem.ts';
import { folkSprigWreath } from './sprig-wreath.ts';
import { folkCrossStitch } from './cross-stitch.ts';
import { folkAlmanac } from './almanac.ts';

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
