import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { compositions, HARD_NAMES } from '../country/seeded-layout.testkit.ts';
import { indie } from './index.ts';
import { indieOffRegister } from './off-register.ts';

const photo = fixtureImage({ background: '#111111', light: '#f2c6d6', shade: '#7a4b8c' }, 160);

describe('indie off-register', () => {
  it(
    'prints the name over the screens or as a headline above them',
    { timeout: 60_000 },
    async () => {
      const lanterns = {
        name: 'paper lanterns',
        track: 'soft focus',
        tracks: ['soft focus', 'july', 'cardigan weather'],
        details: ['Canada'],
      };
      expect((await compositions(indieOffRegister, indie, lanterns)).size).toBeGreaterThanOrEqual(
        2,
      );
    },
  );

  it.each(HARD_NAMES)(
    'sets %s and passes the checks',
    { timeout: 120_000 },
    async (name, track) => {
      for (const seed of [1, 2, 3]) {
        const designs = await generateDesigns({
          artist: { id: `in-${name.length}`, name, genres: ['indie rock'], country: 'GB' },
          tracks: [{ name: track }, { name: 'july' }],
          image: photo,
          seed,
          count: 1,
          templates: ['indie-off-register'],
        });
        for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
      }
    },
  );
});
