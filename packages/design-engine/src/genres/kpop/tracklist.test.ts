import { describe, expect, it } from 'vitest';
import { drawArrangement } from '../shared/arrangement-testing.ts';

describe('the k-pop tracklist', () => {
  it('never calls a song a single', { timeout: 60_000 }, async () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const { texts, failures } = await drawArrangement(
        'kpop-tracklist',
        {
          id: 'kpop-single',
          name: '하늘빛 (Haneulbit)',
          genres: ['k-pop'],
          country: 'KR',
          tracks: ['Starlight', 'Blue Bloom', 'Run Away'],
        },
        seed,
      );
      expect(failures).toEqual([]);
      expect(texts.map((t) => t.text.toUpperCase())).not.toContain('SINGLE');
    }
  });
});
