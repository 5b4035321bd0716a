import { describe, expect, it } from 'vitest';
import { drawArrangement } from '../genres/shared/arrangement-testing.ts';

describe('the circular seal', () => {
  it('never fills its bottom arc with a genre word', { timeout: 60_000 }, async () => {
    for (const [genre, word] of [
      ['ambient', 'MUSIC'],
      ['hip hop', 'HIP HOP'],
    ] as const) {
      for (const seed of [1, 2]) {
        const { texts, failures } = await drawArrangement(
          'circular-seal',
          {
            id: `seal-${genre}`,
            name: 'Kid Meridian',
            genres: [genre],
            country: null,
            tracks: ['Golden Hour'],
          },
          seed,
        );
        expect(failures).toEqual([]);
        expect(texts.map((t) => t.text.toUpperCase())).not.toContain(word);
      }
    }
  });
});
