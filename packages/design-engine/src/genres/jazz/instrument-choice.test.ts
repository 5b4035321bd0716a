import { describe, expect, it } from 'vitest';
import { hasIcon, iconShape } from '../../motifs/game-icons.ts';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { jazz } from './index.ts';
import { jazzInstrument } from './instrument.ts';
import { Rng } from '../../random/prng.ts';
import { jazzInstrumentFor } from './instrument-choice.ts';

const pick = (texts: string[], seed = 1): string => jazzInstrumentFor(texts, new Rng(seed));

describe('jazz instrument choice', () => {
  it('follows the instrument the tracks name', () => {
    expect(pick(['Sax in the City'])).toBe('saxophone');
    expect(pick(['Blue Piano'])).toBe('grand-piano');
    expect(pick(['Trompeta Azul'])).toBe('trumpet');
    expect(pick(['Sanfona'])).toBe('accordion');
    expect(pick(['Guitarra Negra'])).toBe('guitar');
    expect(pick(['Fiddle Tune'])).toBe('violin');
    expect(pick(['Drums at Dawn'])).toBe('drum-kit');
    // Kwela's pennywhistle, not the bandstand's saxophone.
    expect(pick(['Sophiatown Shuffle', 'Pennywhistle Blues'])).toBe('flute');
    expect(pick(['Tin Whistle Jive'])).toBe('flute');
  });

  it('never gives an oud band a French horn (or another band’s instrument)', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      expect(pick(['بيروت', 'Oud Nights', 'Maqam Blue'], seed)).toBe('old-microphone');
      expect(pick(['Untitled', 'عود الليل'], seed)).toBe('old-microphone');
    }
  });

  it('reads the genres last: a piano trio draws the piano, a jazz trumpeter the trumpet', () => {
    // The Velvet Lounge Trio (cool jazz, piano trio) got a clarinet from the bandstand.
    const trio = ['Smoke Rings', 'Midnight at the Vanguard', 'The Velvet Lounge Trio'];
    for (let seed = 0; seed < 10; seed += 1) {
      expect(pick([...trio, 'cool jazz', 'piano trio', 'bebop'], seed)).toBe('grand-piano');
      expect(pick(['Blue Hour', 'jazz trumpet'], seed)).toBe('trumpet');
    }
    // A song's instrument still comes first.
    expect(pick(['Sax in the City', 'piano trio'])).toBe('saxophone');
  });

  it('gives bossa nova, samba and MPB the guitar (Caetano Brisa drew a saxophone)', () => {
    const songs = ['Saudade de Você', 'Ipanema ao Entardecer', 'Caetano Brisa'];
    for (let seed = 0; seed < 10; seed += 1) {
      expect(pick([...songs, 'bossa nova', 'mpb'], seed)).toBe('guitar');
      expect(pick(['Roda', 'samba'], seed)).toBe('guitar');
    }
  });

  it('is drawn from the genres by the instrument layout', async () => {
    const trio = {
      name: 'The Velvet Lounge Trio',
      track: 'Smoke Rings',
      tracks: ['Smoke Rings', 'Brushes'],
      genres: ['cool jazz', 'piano trio'],
    };
    for (const seed of ['a', 'b', 'c']) {
      const art = await drawLayout(jazzInstrument, jazz, trio, `trio-${seed}`);
      expect(art.body.join('')).toContain(iconShape('grand-piano').d);
    }
  });

  it('reads this design’s track before the others', () => {
    expect(pick(['Piano Man', 'Oud Nights'])).toBe('grand-piano');
    expect(pick(['Rue Oberkampf', 'Blue Hour', 'Tenor Madness'])).toBe('saxophone');
  });

  it('falls back to a neutral bandstand, never the French horn', () => {
    const ids = new Set(Array.from({ length: 40 }, (_, i) => pick(['Blue Hour', 'Minuit'], i)));
    expect(ids.has('french-horn')).toBe(false);
    expect(ids.size).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(hasIcon(id), id).toBe(true);
  });

  it('draws only icons the set has', () => {
    for (const t of ['Sax', 'Piano', 'Bass Line', 'Vibes', 'Harp', 'Flute', 'Clarinet', 'Oud'])
      expect(hasIcon(pick([t])), t).toBe(true);
  });

  it('gives a singer the microphone, unless a track names an instrument', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      expect(
        pick(['Compiler Blues', 'Nanosecond', 'Grace Holloway', 'vocal jazz', 'jazz'], seed),
      ).toBe('old-microphone');
    }
    expect(pick(['Trumpet Moon', 'Grace Holloway', 'vocal jazz'])).toBe('trumpet');
  });
});
