import { describe, expect, it } from 'vitest';
import { setUpArtist } from './artist-setup.ts';
import { emptyTimings } from './generate.ts';
import { casingFor } from '../style/styles.ts';
import { withTextScope } from '../text/scope.ts';

describe('the artist’s place', () => {
  it('prints the country in the name’s script and keeps it in English for regional art', async () => {
    const setup = await setUpArtist(
      {
        artist: { id: 'gr', name: 'Μαρίνα Καλλέργη', genres: ['greek pop'], country: 'GR' },
        tracks: ['Καλοκαίρι'],
        image: null,
        seed: 1,
      },
      emptyTimings(),
    );
    expect(setup.details).toEqual(['Ελλάδα']);
    expect(setup.country).toBe('Greece');
  });

  it('capitalises the country in the artist’s language: TÜRKİYE for a Turkish act', async () => {
    const setup = await setUpArtist(
      {
        artist: { id: 'tr', name: 'Zeynep Aydın', genres: ['turkish pop'], country: 'TR' },
        tracks: ['Gece Yarısı'],
        image: null,
        seed: 1,
      },
      emptyTimings(),
    );
    const cased = await withTextScope(setup.scope, async () =>
      casingFor('bebas', setup.details[0] ?? ''),
    );
    expect(cased).toBe('TÜRKİYE');
  });
});
