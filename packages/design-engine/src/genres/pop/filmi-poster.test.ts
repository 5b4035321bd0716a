import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { FIXTURE_ARTISTS, fixtureImage } from '../../testing/fixtures.ts';

/** Names in the scripts these artists sing in, plus a long Latin one that must break lines. */
const NAMES = [
  'अरिजीत सिंह',
  'نانسي عجرم',
  'עומר אדם',
  'Los Relámpagos del Norte y Sus Amigos de la Sierra',
];

describe('pop-filmi-poster', () => {
  it.each(NAMES)(
    'sets %s over the portrait and passes the checks',
    { timeout: 60_000 },
    async (name) => {
      const fixture = FIXTURE_ARTISTS[0];
      if (!fixture) throw new Error('no fixture');
      const designs = await generateDesigns({
        artist: { id: `poster-${name.length}`, name, genres: ['filmi'], country: 'IN' },
        tracks: [{ name: 'Kesariya' }, { name: 'Channa Mereya (From "Ae Dil Hai Mushkil")' }],
        image: fixtureImage(fixture.photo, 240),
        seed: 2,
        count: 2,
        templates: ['pop-filmi-poster'],
      });
      for (const d of designs) {
        expect(d.template).toBe('pop-filmi-poster');
        expect(d.checks.failures, `${name} on ${d.garmentColor}`).toEqual([]);
      }
    },
  );
});
