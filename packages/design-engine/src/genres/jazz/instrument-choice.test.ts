import { describe, expect, it } from 'vitest';
import { hasIcon } from '../../motifs/game-icons.ts';
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
  });

  it('never gives an oud band a French horn (or another band’s instrument)', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      expect(pick(['بيروت', 'Oud Nights', 'Maqam Blue'], seed)).toBe('old-microphone');
      expect(pick(['Untitled', 'عود الليل'], seed)).toBe('old-microphone');
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
});
