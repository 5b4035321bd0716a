import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { pop } from './index.ts';
import { popLaiko } from './laiko.ts';

describe('pop laiko', () => {
  it('sets the song in every arrangement, and neither song nor sprigs for an artist with none', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const withSong = await drawLayout(
        popLaiko,
        pop,
        {
          name: 'Μαρίνα Καλλέργη',
          track: 'Φεγγάρι μου',
          tracks: ['Φεγγάρι μου', 'Αθήνα'],
        },
        seed,
      );
      expect(withSong.texts.filter((t) => t.role === 'track')).not.toHaveLength(0);
      const without = await drawLayout(
        popLaiko,
        pop,
        {
          name: 'Μαρίνα Καλλέργη',
          track: '',
          tracks: [],
        },
        seed,
      );
      expect(without.texts.filter((t) => t.role === 'track')).toHaveLength(0);
      // The sprigs' stems are the only round-capped strokes of the layout.
      expect(without.body.join('')).not.toContain('stroke-linecap="round"');
    }
  });
});
