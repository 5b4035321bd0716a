import { describe, expect, it } from 'vitest';
import { familyOfGenre, genreFamily } from './genre-family.ts';

describe('genre families', () => {
  it.each([
    ['black metal', 'metal'],
    ['symphonic metal', 'metal'],
    ['metalcore', 'metal'],
    ['hardcore punk', 'punk'],
    ['uk punk', 'punk'],
    ['post-hardcore', 'punk'],
    ['trap', 'hiphop'],
    ['uk drill', 'hiphop'],
    ['jazz rap', 'hiphop'],
    ['neo soul', 'rnb'],
    ['r&b', 'rnb'],
    ['alternative r&b', 'rnb'],
    ['melodic techno', 'techno'],
    ['industrial', 'techno'],
    ['deep house', 'electronic'],
    ['synthwave', 'electronic'],
    ['k-pop', 'kpop'],
    ['k-ballad', 'kpop'],
    ['korean ost', 'kpop'],
    ['k-pop boy group', 'kpop'],
    // A Korean rapper's or r&b singer's merch is their genre's, not an idol's.
    ['korean hip hop', 'hiphop'],
    ['k-rap', 'hiphop'],
    ['korean r&b', 'rnb'],
    ['j-pop', 'pop'],
    ['mandopop', 'pop'],
    ['c-pop', 'pop'],
    ['trap latino', 'hiphop'],
    ['dembow', 'latin'],
    ['dance pop', 'pop'],
    ['indie pop', 'indie'],
    ['indie rock', 'indie'],
    ['americana', 'country'],
    ['bluegrass', 'folk'],
    ['progressive bluegrass', 'folk'],
    ['bossa nova', 'jazz'],
    ['southern rock', 'country'],
    ['visual kei', 'metal'],
    ['funk carioca', 'latin'],
    ['brazilian funk', 'latin'],
    ['amapiano', 'electronic'],
    ['desert blues', 'folk'],
    ['indie folk', 'folk'],
    ['icelandic folk', 'folk'],
    ['contemporary jazz', 'jazz'],
    ['reggaeton', 'latin'],
    ['latin pop', 'latin'],
    ['norteño', 'latin'],
    ['classical', 'classical'],
    ['sertanejo universitario', 'country'],
    ['forro', 'latin'],
    ['forró pé de serra', 'latin'],
    ['baiao', 'latin'],
    ['xote', 'latin'],
    ['piseiro', 'latin'],
    ['bolero', 'latin'],
    ['filmi', 'pop'],
    ['modern bollywood', 'pop'],
    ['mizrahi', 'pop'],
    ['khaleeji', 'pop'],
    ['digicore', 'pop'],
    ['zzz unheard-of', 'neutral'],
  ])('%s → %s', (genre, family) => {
    expect(familyOfGenre(genre)).toBe(family);
  });

  it('weighs earlier genres more and falls back to neutral', () => {
    expect(genreFamily(['k-pop', 'dance pop', 'edm'])).toBe('kpop');
    expect(genreFamily(['pop', 'dance pop'])).toBe('pop');
    expect(genreFamily([])).toBe('neutral');
    // A forró act tagged sertanejo too is north-eastern Brazil's, not US country's.
    expect(genreFamily(['forro', 'sertanejo'])).toBe('latin');
  });
});
