import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { FIXTURE_ARTISTS, fixtureImage } from '../../testing/fixtures.ts';
import { REGIONAL_POP_LAYOUTS } from './regional.ts';

/** Right-to-left names, an Indic one, and a long Latin one that must break lines. */
const NAMES: readonly [string, string[]][] = [
  ['نانسي عجرم', ['arab pop', 'lebanese pop']],
  ['עומר אדם', ['mizrahi', 'israeli pop']],
  ['अरिजीत सिंह', ['khaleeji']],
  ['Los Relámpagos del Norte y Sus Amigos de la Sierra', ['arabesk']],
];

const TRACKS = [{ name: 'Akhasmak Ah' }, { name: 'يا طبطب ودلع (Remastered 2011)' }];

describe('pop-arabesque', () => {
  it.each(NAMES)('sets %s and passes the checks', { timeout: 60_000 }, async (name, genres) => {
    const designs = await generateDesigns({
      artist: { id: `arab-${name.length}`, name, genres, country: 'LB' },
      tracks: TRACKS,
      image: null,
      seed: 5,
      count: 2,
      templates: ['pop-arabesque'],
    });
    for (const d of designs) {
      expect(d.template).toBe('pop-arabesque');
      expect(d.checks.failures, `${name} on ${d.garmentColor}`).toEqual([]);
    }
  });

  it('leads an arab pop artist’s set', { timeout: 60_000 }, async () => {
    const designs = await generateDesigns({
      artist: { id: 'x-nancy', name: 'نانسي عجرم', genres: ['arab pop', 'lebanese pop'] },
      tracks: TRACKS,
      image: null,
      seed: 1,
      count: 4,
    });
    expect(designs.map((d) => d.template)).toContain('pop-arabesque');
  });
});

describe('regional pop layouts', () => {
  it('never reach a plain dance pop artist', { timeout: 60_000 }, async () => {
    const regional = new Set(REGIONAL_POP_LAYOUTS.map((l) => l.template.id));
    const fixture = FIXTURE_ARTISTS[0];
    if (!fixture) throw new Error('no fixture');
    // With a picture, so the portrait variant could be drawn too.
    const image = fixtureImage(fixture.photo, 240);
    for (const seed of [1, 2, 3]) {
      const designs = await generateDesigns({
        artist: { id: 'ruby', name: 'Ruby Calloway', genres: ['pop', 'dance pop'], country: 'US' },
        tracks: [{ name: 'Cherry Soda' }],
        image,
        seed,
        count: 8,
      });
      expect(designs.length).toBe(8);
      for (const d of designs) expect(regional.has(d.template), d.template).toBe(false);
    }
  });
});
