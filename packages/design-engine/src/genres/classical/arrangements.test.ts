import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { compositions, HARD_NAMES } from '../country/seeded-layout.testkit.ts';
import { classicalEngraving } from './engraving.ts';
import { classical } from './index.ts';

const photo = fixtureImage({ background: '#1d2233', light: '#e8e8ee', shade: '#8fa0c8' }, 160);

describe('classical engraving', () => {
  it(
    'sets the portrait over the name, or the name over the portrait',
    { timeout: 60_000 },
    async () => {
      const strings = {
        name: 'Helsinki Chamber Strings',
        track: 'Serenade in E',
        tracks: ['Serenade in E', 'Adagio', 'Winter Suite'],
        details: ['Finland'],
      };
      expect(
        (await compositions(classicalEngraving, classical, strings)).size,
      ).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(HARD_NAMES)(
    'sets %s and passes the checks',
    { timeout: 120_000 },
    async (name, track) => {
      for (const seed of [1, 2, 3]) {
        const designs = await generateDesigns({
          artist: { id: `cl-${name.length}`, name, genres: ['classical'], country: 'FI' },
          tracks: [{ name: track }, { name: 'Adagio' }],
          image: photo,
          seed,
          count: 1,
          templates: ['classical-engraving'],
        });
        for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
      }
    },
  );
});
