import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { compositions, HARD_NAMES, type LayoutArtist } from '../country/seeded-layout.testkit.ts';
import { indieCassette } from './cassette.ts';
import { indie } from './index.ts';
import { indieLinerNotes } from './liner-notes.ts';
import { indieOffRegister } from './off-register.ts';

const photo = fixtureImage({ background: '#111111', light: '#f2c6d6', shade: '#7a4b8c' }, 160);

const LANTERNS: LayoutArtist = {
  name: 'paper lanterns',
  track: 'soft focus',
  tracks: ['soft focus', 'july', 'cardigan weather', 'porch swing', 'letters', 'tin roof'],
  details: ['Canada'],
};

describe('indie layouts vary their picture by seed', () => {
  it.each([
    ['off-register print', indieOffRegister],
    ['cassette', indieCassette],
    ['liner notes', indieLinerNotes],
  ] as const)('the %s draws more than one picture', { timeout: 60_000 }, async (_, layout) => {
    expect((await compositions(layout, indie, LANTERNS)).size).toBeGreaterThanOrEqual(2);
  });
});

const LAYOUTS = ['indie-off-register', 'indie-cassette', 'indie-liner-notes'];

describe('the reworked indie layouts', () => {
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['indie rock'],
    country: 'GB',
    idPrefix: 'in',
    moreTracks: ['july', 'cardigan weather', 'porch swing', 'letters'],
    image: photo,
    seeds: [1, 2, 3],
    names: HARD_NAMES,
  });
});
