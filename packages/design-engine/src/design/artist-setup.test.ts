import { describe, expect, it } from 'vitest';
import { setUpArtist } from './artist-setup.ts';
import { emptyTimings } from './generate.ts';

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
});
