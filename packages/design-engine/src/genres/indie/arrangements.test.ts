import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
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
  it.each(HARD_NAMES)('set %s and pass the checks', { timeout: 120_000 }, async (name, track) => {
    for (const seed of [1, 2, 3]) {
      const designs = await generateDesigns({
        artist: { id: `in-${name.length}`, name, genres: ['indie rock'], country: 'GB' },
        tracks: [track, 'july', 'cardigan weather', 'porch swing', 'letters'].map((t) => ({
          name: t,
        })),
        image: photo,
        seed,
        count: LAYOUTS.length,
        templates: LAYOUTS,
      });
      expect(designs.map((d) => d.template)).toEqual(LAYOUTS);
      for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
    }
  });
});
