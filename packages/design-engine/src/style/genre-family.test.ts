import { describe, expect, it } from 'vitest';
import { familyOfGenre, genreFamily } from './genre-family.ts';

describe('genre families', () => {
  it.each([
    ['black metal', 'metal'],
    ['trap', 'hiphop'],
    ['uk drill', 'hiphop'],
    ['deep house', 'electronic'],
    ['synthwave', 'electronic'],
    ['k-pop', 'pop'],
    ['indie pop', 'indie'],
    ['hardcore punk', 'metal'],
    ['americana', 'country'],
    ['indie folk', 'country'],
    ['neo soul', 'jazz'],
    ['r&b', 'jazz'],
    ['reggaeton', 'latin'],
    ['latin pop', 'latin'],
    ['classical', 'classical'],
    ['jazz rap', 'hiphop'],
    ['zzz unheard-of', 'neutral'],
  ])('%s → %s', (genre, family) => {
    expect(familyOfGenre(genre)).toBe(family);
  });

  it('weighs earlier genres more and falls back to neutral', () => {
    expect(genreFamily(['k-pop', 'dance pop', 'edm'])).toBe('pop');
    expect(genreFamily([])).toBe('neutral');
  });
});
