import { describe, expect, it } from 'vitest';
import { Rng } from '../random/prng.ts';
import { cleanTrackName, countryName, makeHook, shortTitle } from './hook.ts';

describe('words from true facts', () => {
  it('cleans track titles of release noise', () => {
    expect(cleanTrackName('Mañana Te Veo (feat. Somebody) - Remastered 2011')).toBe(
      'Mañana Te Veo',
    );
    expect(cleanTrackName('Song - Radio Edit')).toBe('Song');
    expect(cleanTrackName('Live Forever')).toBe('Live Forever');
    expect(cleanTrackName('(feat. X)')).toBe('(feat. X)');
  });

  it('builds a hook from the track and artist that is never empty', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const hook = makeHook('Night Bus', 'Neon Hollow', new Rng(seed));
      expect(hook).toMatch(/Night Bus/);
      expect(hook).not.toContain('undefined');
    }
    expect(makeHook('', 'Neon Hollow', new Rng(1)).trim()).not.toBe('');
    expect(makeHook('', '', new Rng(1)).trim()).not.toBe('');
  });

  it("knows a title's short form without its version note", () => {
    expect(shortTitle('Le Dernier Bal Avant La Fin Du Monde (Version Longue Orchestrale)')).toBe(
      'Le Dernier Bal Avant La Fin Du Monde',
    );
    expect(shortTitle('Song Title - Live at Wembley')).toBe('Song Title');
    expect(shortTitle('(Untitled)')).toBe('(Untitled)');
    expect(shortTitle('Plain')).toBe('Plain');
  });

  it('never cuts a long title', () => {
    const title = 'Le Dernier Bal Avant La Fin Du Monde (Version Longue)';
    for (let seed = 0; seed < 10; seed += 1) {
      const hook = makeHook(title, 'Żółć', new Rng(seed));
      expect(hook).toContain(title);
      expect(hook).not.toContain('…');
    }
  });

  it('names countries', () => {
    expect(countryName('SE')).toBe('Sweden');
    expect(countryName(null)).toBeNull();
  });
});
