import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';

/** Names in the scripts these artists sing in, plus a long Latin one that must break lines. */
const NAMES: readonly [string, string[]][] = [
  ['अरिजीत सिंह', ['filmi', 'modern bollywood']],
  ['ਦਿਲਜੀਤ ਦੋਸਾਂਝ', ['punjabi pop']],
  ['نانسي عجرم', ['filmi']],
  ['עומר אדם', ['filmi']],
  ['Los Relámpagos del Norte y Sus Amigos de la Sierra', ['bollywood']],
];

const TRACKS = [{ name: 'तुम ही हो' }, { name: 'Channa Mereya (From "Ae Dil Hai Mushkil")' }];

describe('pop-filmi-title', () => {
  it.each(NAMES)('sets %s and passes the checks', { timeout: 60_000 }, async (name, genres) => {
    const designs = await generateDesigns({
      artist: { id: `filmi-${name.length}`, name, genres, country: 'IN' },
      tracks: TRACKS,
      image: null,
      seed: 3,
      count: 2,
      templates: ['pop-filmi-title'],
    });
    for (const d of designs) {
      expect(d.template).toBe('pop-filmi-title');
      expect(d.checks.failures, `${name} on ${d.garmentColor}`).toEqual([]);
    }
  });

  it('leads a filmi artist’s set', { timeout: 60_000 }, async () => {
    const designs = await generateDesigns({
      artist: { id: 'x-arijit', name: 'अरिजीत सिंह', genres: ['filmi', 'modern bollywood'] },
      tracks: TRACKS,
      image: null,
      seed: 1,
      count: 4,
    });
    expect(designs.map((d) => d.template)).toContain('pop-filmi-title');
  });
});
