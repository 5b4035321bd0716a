import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { country } from './index.ts';
import { countryPortrait } from './portrait.ts';
import { countryRopeFrame } from './rope-frame.ts';
import { countryShowBill } from './show-bill.ts';
import { countryBuckle } from './buckle.ts';
import { countryStarSeal } from './star-seal.ts';
import { countrySunsetPlains } from './sunset-plains.ts';
import { compositions, drawLayout, HARD_NAMES } from '../shared/seeded-layout.testkit.ts';

const photo = fixtureImage({ background: '#3b2a20', light: '#f1e3c8', shade: '#c8742f' }, 160);

const WADE = {
  name: 'Wade Calloway',
  track: 'Dust on My Boots',
  tracks: ['Whiskey Road', 'Mama Said', 'Dust on My Boots', 'Kentucky Rain'],
};

describe('country layouts vary their picture by seed', () => {
  it('the rope frame draws horseshoe, emblem and arch pictures', { timeout: 60_000 }, async () => {
    expect((await compositions(countryRopeFrame, country, WADE)).size).toBeGreaterThanOrEqual(3);
  });

  it(
    'the show bill draws the star bill, the cut-headed bill and the one-song bill',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(countryShowBill, country, WADE)).size).toBeGreaterThanOrEqual(3);
    },
  );

  it('the portrait sets the name under the arch or over it', { timeout: 60_000 }, async () => {
    expect((await compositions(countryPortrait, country, WADE)).size).toBeGreaterThanOrEqual(2);
  });

  it('the sunset sets the name over the plains or under them', { timeout: 60_000 }, async () => {
    expect((await compositions(countrySunsetPlains, country, WADE)).size).toBeGreaterThanOrEqual(2);
  });

  it('the buckle is an oval or a trophy plate', { timeout: 60_000 }, async () => {
    // The two cuts put the name and song at much the same heights: tell them by the rim.
    const cuts = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const art = await drawLayout(countryBuckle, country, WADE, `arrangement-${i}`);
      cuts.add(art.body.some((m) => m.includes('<ellipse')) ? 'oval' : 'plate');
    }
    expect(cuts.size).toBe(2);
  });

  it(
    'the star seal carries the song round its foot or on a ribbon',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(countryStarSeal, country, WADE)).size).toBeGreaterThanOrEqual(2);
    },
  );
});

const LAYOUTS = [
  'country-rope-frame',
  'country-show-bill',
  'country-portrait',
  'country-sunset-plains',
  'country-buckle',
  'country-star-seal',
];

describe('the reworked country layouts', () => {
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['country'],
    country: 'US',
    idPrefix: 'ca',
    moreTracks: ['Whiskey Road'],
    image: photo,
    seeds: [1, 2],
    names: HARD_NAMES,
  });
});

describe('the sunset plains', () => {
  /** The highest point of a path: every end point, less the radius of the arc drawn to it. */
  const pathTop = (d: string): number => {
    let top = Infinity;
    for (const m of d.matchAll(/A([\d.]+) [\d.]+ 0 0 1 [-\d.]+ ([-\d.]+)/g)) {
      top = Math.min(top, Number(m[2]) - Number(m[1]));
    }
    return top;
  };

  it('keeps a storm cloud under a name set above it', { timeout: 60_000 }, async () => {
    let over = 0;
    for (let seed = 0; seed < 24; seed += 1) {
      const art = await drawLayout(
        countrySunsetPlains,
        country,
        { ...WADE, track: 'Tennessee Rain' },
        `storm${seed}`,
      );
      const nameFoot = Math.max(...art.texts.filter((t) => t.role === 'name').map((t) => t.box.y1));
      const cloud = art.body.join('').match(/stroke-width="7" d="([^"]+)"/)?.[1];
      expect(cloud).toBeDefined();
      const top = pathTop(cloud ?? '');
      // Only the seeds that set the name over the plains can collide.
      if (Math.min(...art.texts.map((t) => t.box.y0)) > top) continue;
      over += 1;
      expect(top, `seed ${seed}`).toBeGreaterThan(nameFoot);
    }
    expect(over).toBeGreaterThan(3);
  });
});
